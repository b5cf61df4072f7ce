// The audit log: every security-relevant event (sign-in, failed sign-in, registration, email
// confirmation, password change and reset, role and user changes, verification decisions) as
// one document in the server-only `audit` database. Ids start with the time, so `_all_docs`
// lists the log in order. Writing never fails the request it records: a lost entry is logged
// to the console instead.
import crypto from 'node:crypto';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { log } from '../../platform/log/logger.ts';
import { deleteByIndex, findByIndex } from '../../platform/store/find-by-index.ts';

const DB = 'audit';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'login_rate_limited'
  | 'registered'
  | 'registration_existing_email'
  | 'email_verified'
  | 'password_changed'
  | 'password_change_failed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'profile_updated'
  | 'verification_requested'
  | 'verification_approved'
  | 'verification_rejected'
  | 'user_created'
  | 'user_updated'
  | 'user_deleted'
  | `account_${'closed' | 'close_failed' | 'reopened' | 'erased'}`
  | 'data_export_started'
  | 'role_created'
  | 'role_updated'
  | 'role_deleted'
  | `${'plans' | 'advertisements' | 'posts' | 'forum-topics' | 'forum-sub-topics'}_${'created' | 'updated' | 'deleted'}`
  | 'forum_watched_words_updated'
  | 'upload_created'
  | `moderation_${'published' | 'rejected' | 'reported' | 'objected'}`
  | `review_${'written' | 'edited' | 'withdrawn'}`
  | 'premium_purchased'
  | 'demo_slots_created'
  | 'demo_slot_deleted'
  | 'demo_booking_cancelled_by_staff';

export interface AuditEntry {
  id: string;
  at: string;
  event: AuditEvent;
  /** Who did it (user id), if known. */
  actor_id?: string;
  /** Whom or what it concerned (user or role id). */
  subject_id?: string;
  ip?: string;
  detail?: Record<string, unknown>;
}

export interface AuditLog {
  record(entry: Omit<AuditEntry, 'id' | 'at'>): Promise<void>;
  /** The newest entries first. */
  list(limit?: number): Promise<AuditEntry[]>;
}

export function createAuditLog(store: StoreClient, now: () => number = Date.now): AuditLog {
  return {
    async record(entry) {
      const at = new Date(now()).toISOString();
      const doc = {
        _id: `${at}-${crypto.randomBytes(6).toString('hex')}`,
        at,
        ...Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)),
      } as CouchDoc;
      try {
        await store.put(DB, doc);
      } catch (error) {
        log.error({ area: 'audit', event: entry.event, err: error }, 'could not record');
      }
    },
    async list(limit = 200) {
      const query = new URLSearchParams({ include_docs: 'true', descending: 'true', limit: String(limit) });
      const body = await store.json<{ rows: Array<{ doc?: CouchDoc }> }>(`${DB}/_all_docs?${query}`);
      return body.rows.flatMap(({ doc }) => {
        if (!doc || doc._id.startsWith('_')) return [];
        const { _id, _rev: _r, ...fields } = doc;
        return [{ ...fields, id: _id } as AuditEntry];
      });
    },
  };
}

const BY_SUBJECT = { name: 'audit-subject', fields: ['subject_id'] } as const;

/** The security events of the account `userId` (the events whose subject it is), oldest first. */
export async function securityEventsOf(store: StoreClient, userId: string): Promise<AuditEntry[]> {
  const docs = await findByIndex<CouchDoc>(store, DB, BY_SUBJECT, { subject_id: userId });
  return docs
    .map(({ _id, _rev: _r, ...fields }) => ({ ...fields, id: _id }) as AuditEntry)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Deletes the security events of an erased account. */
export async function eraseSecurityEventsOf(store: StoreClient, userId: string): Promise<void> {
  await deleteByIndex(store, DB, BY_SUBJECT, { subject_id: userId });
}
