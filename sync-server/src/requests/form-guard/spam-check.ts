// The spam measures every public form takes (contact form, demo booking), in order: rate limits
// per client address and per email address (counted in the store, so they hold across processes
// and under concurrency: `consume` counts with `_rev` retries), the honeypot field `website`, and
// the signed time trap `form_token` (form-token.ts), and, when required, the proof of work
// `altcha` (proof-of-work.ts). A form that fails one is answered exactly like a real one by its
// router and leaves no trace.
import type { Request, Response } from 'express';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { FormTokens } from './form-token.ts';
import type { ProofOfWork, ProofVerdict } from './proof-of-work.ts';

export type SpamReason =
  | 'rate_limit_ip'
  | 'rate_limit_email'
  | 'honeypot'
  | 'too_fast'
  | 'expired'
  | 'forged'
  | Exclude<ProofVerdict, 'ok'>;

/** The spam-check fields a form body carries beside its own fields. */
export const SPAM_FIELDS = ['website', 'form_token', 'altcha'] as const;

/** The form's own fields: the body without the spam-check fields. */
export function formFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([field]) => !(SPAM_FIELDS as readonly string[]).includes(field)),
  );
}

export interface SpamCheckDeps {
  rateLimiter: RateLimiter;
  tokens: FormTokens;
  /** Rate-limit buckets and limits: forms per address and per email in a window. */
  perIp: { bucket: string; limit: number };
  perEmail: { bucket: string; limit: number };
  /** Required when set (ALTCHA_MAX_NUMBER > 0). */
  proofOfWork?: ProofOfWork | undefined;
}

/** Counts one form against `limit`; false when that went over it. */
async function withinLimit(rateLimiter: RateLimiter, bucket: string, key: string, limit: number) {
  try {
    await rateLimiter.consume({ bucket, key, limit });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

/** Why a form (already valid field by field) is spam, or undefined when it is not. */
export function createSpamCheck(deps: SpamCheckDeps) {
  return async (
    body: Record<string, unknown>,
    email: string,
    ip: string,
  ): Promise<SpamReason | undefined> => {
    const { rateLimiter, perIp, perEmail } = deps;
    if (!(await withinLimit(rateLimiter, perIp.bucket, ip, perIp.limit))) return 'rate_limit_ip';
    const emailKey = email.trim().toLowerCase();
    if (!(await withinLimit(rateLimiter, perEmail.bucket, emailKey, perEmail.limit)))
      return 'rate_limit_email';
    const { website } = body;
    if (website !== undefined && website !== null && website !== '') return 'honeypot';
    const verdict = await deps.tokens.check(body.form_token);
    if (verdict !== 'ok') return verdict;
    // Last: a good solution is used up by the check.
    const proof = deps.proofOfWork ? await deps.proofOfWork.check(body.altcha) : 'ok';
    return proof === 'ok' ? undefined : proof;
  };
}

/** `GET …/form-token`: a fresh time-trap token for a form page, and the proof-of-work challenge when required. */
export function formTokenRoute(tokens: FormTokens, minFillMs: number, proofOfWork?: ProofOfWork) {
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    // `wait_ms`: a page that must fetch its token only when the visitor sends (it could not at
    // load, or its token went stale) waits this long, so a person is never taken for a bot.
    res.json({
      token: await tokens.issue(),
      wait_ms: minFillMs,
      ...(proofOfWork ? { challenge: await proofOfWork.challenge() } : {}),
    });
  };
}
