// Single-use tokens for the links in mails (email confirmation, password reset). The link holds
// 32 random bytes; the store holds only their SHA-256 (`account_tokens`, `_id` = kind and hash),
// so a copy of the database cannot be turned into working links. Using a token marks its
// document used with the `_rev` it was read at: of two uses at the same moment exactly one
// succeeds, and a second click on a confirmation link can be told apart from a link that never
// existed ("already confirmed", not "failed"). An expired token's document is deleted.
import crypto from 'node:crypto';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { deleteByIndex } from '../../platform/store/find-by-index.ts';
import { ifLostRace, updateDocument } from '../../platform/store/update-document.ts';

const DB = 'account_tokens';
const BY_USER = { name: 'by-user', fields: ['user_id'] };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type TokenKind = 'verify-email' | 'reset-password';

interface TokenDoc extends CouchDoc {
  kind: TokenKind;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at?: string;
}

/**
 * `invalid`: never issued. `used`: used before (by whom it was issued for). `expired`: issued,
 * but too late now (and now gone).
 */
export type TokenUse =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' | 'expired' }
  | { ok: false; reason: 'used'; userId: string };

export interface OneTimeTokens {
  issue(kind: TokenKind, userId: string, ttlS: number): Promise<string>;
  use(kind: TokenKind, token: unknown): Promise<TokenUse>;
}

function hash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

export function createOneTimeTokens(store: StoreClient, now: () => number = Date.now): OneTimeTokens {
  return {
    async issue(kind, userId, ttlS) {
      const token = crypto.randomBytes(32).toString('base64url');
      const at = now();
      const doc: TokenDoc = {
        _id: `${kind}:${hash(token)}`,
        kind,
        user_id: userId,
        created_at: new Date(at).toISOString(),
        expires_at: new Date(at + ttlS * 1000).toISOString(),
      };
      await store.put(DB, doc);
      return token;
    },

    async use(kind, token) {
      if (typeof token !== 'string' || !TOKEN.test(token)) return { ok: false, reason: 'invalid' };
      const doc = await store.get<TokenDoc>(DB, `${kind}:${hash(token)}`);
      if (!doc || doc._deleted || doc.kind !== kind) return { ok: false, reason: 'invalid' };
      if (doc.used_at) return { ok: false, reason: 'used', userId: doc.user_id };
      const expired = Date.parse(doc.expires_at) <= now();
      const next: TokenDoc | CouchDoc = expired
        ? { _id: doc._id, _deleted: true }
        : { ...doc, used_at: new Date(now()).toISOString() };
      // Someone used it a moment earlier.
      const usedBefore = await ifLostRace(
        updateDocument(store, DB, doc._id, () => next, { retries: 0, read: async () => doc }).then(
          () => false,
        ),
        () => true,
      );
      if (usedBefore) return { ok: false, reason: 'used', userId: doc.user_id };
      if (expired) return { ok: false, reason: 'expired' };
      return { ok: true, userId: doc.user_id };
    },
  };
}

/** Deletes every mail-link token issued for an erased account, used or not. */
export async function eraseTokensOf(store: StoreClient, userId: string): Promise<void> {
  await deleteByIndex(store, DB, BY_USER, { user_id: userId });
}
