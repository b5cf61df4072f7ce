// The story of one contact message: check the fields (the shared rules of @poct/schemas), then
// the spam measures (form-guard/spam-check.ts), then store it and tell the visitor and staff.
// Spam gets the answer a real message gets and leaves no trace: nothing stored, nothing mailed.
import crypto from 'node:crypto';
import {
  contactErrors,
  normaliseContact,
  type ContactInput,
  type ContactMessage,
  type Locale,
  type ValidationError,
} from '@poct/schemas';
import type { Config } from '../config.ts';
import type { FormTokens } from '../form-guard/form-token.ts';
import type { ProofOfWork } from '../form-guard/proof-of-work.ts';
import { createSpamCheck, formFields, type SpamReason } from '../form-guard/spam-check.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { StoreClient } from '../store/couch-client.ts';

export const CONTACT_DB = 'contact_messages';
/** Rate-limit buckets: messages per client address and per email address. */
export const CONTACT_BY_IP = 'contact-ip';
export const CONTACT_BY_EMAIL = 'contact-email';

export type ContactOutcome =
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'spam'; reason: SpamReason }
  | { kind: 'received'; message: ContactMessage };

export interface ContactServiceDeps {
  config: Pick<Config, 'contactPerEmail' | 'contactPerIp'>;
  store: StoreClient;
  rateLimiter: RateLimiter;
  tokens: FormTokens;
  proofOfWork?: ProofOfWork | undefined;
  now?: () => Date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createContactService(deps: ContactServiceDeps) {
  const now = deps.now ?? (() => new Date());

  const spamReason = createSpamCheck({
    rateLimiter: deps.rateLimiter,
    tokens: deps.tokens,
    perIp: { bucket: CONTACT_BY_IP, limit: deps.config.contactPerIp },
    perEmail: { bucket: CONTACT_BY_EMAIL, limit: deps.config.contactPerEmail },
    proofOfWork: deps.proofOfWork,
  });

  return {
    async submit(body: unknown, caller: { ip: string; locale: Locale }): Promise<ContactOutcome> {
      if (!isRecord(body)) return { kind: 'invalid', errors: contactErrors(body) };
      const fields = formFields(body);
      const errors = contactErrors(fields);
      if (errors.length > 0) return { kind: 'invalid', errors };
      const input = normaliseContact(fields as unknown as ContactInput);

      const reason = await spamReason(body, input.email, caller.ip);
      if (reason) return { kind: 'spam', reason };

      const created_at = now().toISOString();
      const id = `${created_at}-${crypto.randomBytes(6).toString('hex')}`;
      const message: ContactMessage = { id, ...input, locale: caller.locale, created_at };
      const { id: _id, ...stored } = message;
      await deps.store.put(CONTACT_DB, { _id: id, ...stored });
      return { kind: 'received', message };
    },
  };
}
