// The story of one contact message: the public forms' guard (form-guard/public-form.ts: the
// fields by the shared rules of @poct/schemas, then the spam measures), then store it.
// Spam gets the answer a real message gets and leaves no trace: nothing stored, nothing mailed.
import crypto from 'node:crypto';
import {
  contactErrors,
  normaliseContact,
  type ContactMessage,
  type Locale,
  type ValidationError,
} from '@poct/schemas';
import { createFormGuard, type FormGuardDeps } from '../form-guard/public-form.ts';
import type { SpamReason } from '../form-guard/spam-check.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';

export const CONTACT_DB = 'contact_messages';
/** Rate-limit buckets: messages per client address and per email address. */
export const CONTACT_BY_IP = 'contact-ip';
export const CONTACT_BY_EMAIL = 'contact-email';

export type ContactOutcome =
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'spam'; reason: SpamReason }
  | { kind: 'received'; message: ContactMessage };

export interface ContactServiceDeps extends FormGuardDeps {
  store: StoreClient;
  now?: () => Date;
}

export function createContactService(deps: ContactServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const guard = createFormGuard(deps, {
    buckets: { perIp: CONTACT_BY_IP, perEmail: CONTACT_BY_EMAIL },
    errors: contactErrors,
    normalise: normaliseContact,
  });

  return {
    async submit(body: unknown, caller: { ip: string; locale: Locale }): Promise<ContactOutcome> {
      const guarded = await guard(body, caller.ip);
      if (guarded.kind !== 'passed') return guarded;
      const created_at = now().toISOString();
      const id = `${created_at}-${crypto.randomBytes(6).toString('hex')}`;
      const message: ContactMessage = { id, ...guarded.input, locale: caller.locale, created_at };
      const { id: _id, ...stored } = message;
      await deps.store.put(CONTACT_DB, { _id: id, ...stored });
      return { kind: 'received', message };
    },
  };
}
