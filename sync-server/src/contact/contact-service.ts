// The story of one contact message: check the fields (the shared rules of @poct/schemas), then
// the spam measures, then store it and tell the visitor and staff. Spam gets the answer a real
// message gets and leaves no trace: nothing stored, nothing mailed. The measures, in order:
// rate limits per address and per email (counted in the store, so they hold across processes
// and under concurrency: `consume` counts with `_rev` retries), the honeypot field, and the
// signed time trap (form-token.ts).
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
import { AppError } from '../http/app-error.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { StoreClient } from '../store/couch-client.ts';
import type { FormTokens } from './form-token.ts';

export const CONTACT_DB = 'contact_messages';
/** Rate-limit buckets: messages per client address and per email address. */
export const CONTACT_BY_IP = 'contact-ip';
export const CONTACT_BY_EMAIL = 'contact-email';

export type SpamReason =
  'rate_limit_ip' | 'rate_limit_email' | 'honeypot' | 'too_fast' | 'expired' | 'forged';

export type ContactOutcome =
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'spam'; reason: SpamReason }
  | { kind: 'received'; message: ContactMessage };

export interface ContactServiceDeps {
  config: Pick<Config, 'contactPerEmail' | 'contactPerIp'>;
  store: StoreClient;
  rateLimiter: RateLimiter;
  tokens: FormTokens;
  now?: () => Date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Counts one message against `limit`; false when that went over it. */
async function withinLimit(rateLimiter: RateLimiter, bucket: string, key: string, limit: number) {
  try {
    await rateLimiter.consume({ bucket, key, limit });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

export function createContactService(deps: ContactServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function spamReason(body: Record<string, unknown>, email: string, ip: string) {
    const { rateLimiter, config } = deps;
    if (!(await withinLimit(rateLimiter, CONTACT_BY_IP, ip, config.contactPerIp))) return 'rate_limit_ip';
    const emailKey = email.trim().toLowerCase();
    if (!(await withinLimit(rateLimiter, CONTACT_BY_EMAIL, emailKey, config.contactPerEmail)))
      return 'rate_limit_email';
    const { website } = body;
    if (website !== undefined && website !== null && website !== '') return 'honeypot';
    const verdict = await deps.tokens.check(body.form_token);
    return verdict === 'ok' ? undefined : verdict;
  }

  return {
    async submit(body: unknown, caller: { ip: string; locale: Locale }): Promise<ContactOutcome> {
      if (!isRecord(body)) return { kind: 'invalid', errors: contactErrors(body) };
      const { website: _website, form_token: _token, ...fields } = body;
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
