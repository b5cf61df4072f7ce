// What every public form (contact/, demo-booking/) does around its own story, written once: on the
// router side its time-trap tokens, optional proof of work and `GET …/form-token`, and mails sent
// after the answer (to the visitor and to the staff who hold a permission); on the service side
// the guard a body passes before the form's own step: an object, the form's fields valid by
// their shared rules (@poct/schemas), then the spam measures (spam-check.ts) in the form's own
// rate-limit buckets. Spam is reported as such, so the form answers it like a real one and
// keeps no trace.
import type { Locale, Permission, ValidationError } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { staffRecipients } from '../../identity/index.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createFormTokens, formTokenKey, type FormTokens } from './form-token.ts';
import { createProofOfWork, type ProofOfWork } from './proof-of-work.ts';
import { createSpamCheck, formFields, formTokenRoute, type SpamReason } from './spam-check.ts';
import { log } from '../../platform/log/logger.ts';

export interface PublicFormRouterDeps {
  config: Config;
  store: StoreClient;
  auth: Pick<Auth, 'accounts' | 'rateLimiter'>;
  mailer?: Mailer;
  tokens?: FormTokens;
}

/** Sends one form's mails, given the mailer and the staff who hold a permission. */
export type FormMails = (
  mailer: Mailer,
  staff: (permission: Permission) => Promise<Array<{ email: string; locale: Locale }>>,
) => Promise<void>;

/** The router side of a public form; `label` names it in the log. */
export function createPublicForm(deps: PublicFormRouterDeps, label: string) {
  const { config, store } = deps;
  const tokens =
    deps.tokens ?? createFormTokens({ key: () => formTokenKey(config), minFillMs: config.contactMinFillMs });
  const proofOfWork = createProofOfWork(config, store);
  let mailer = deps.mailer;
  const guardDeps: FormGuardDeps = { config, rateLimiter: deps.auth.rateLimiter, tokens, proofOfWork };
  return {
    /** What the form's service passes to createFormGuard. */
    guardDeps,
    /** `GET …/form-token` of the form's page. */
    tokenRoute: formTokenRoute(tokens, config.contactMinFillMs, proofOfWork),
    /** Sends after the answer: the form is stored, and a slow mail server must not show in timing. */
    mailLater(mails: FormMails): void {
      mailer ??= createMailer(config);
      mails(mailer, (permission) => staffRecipients({ config, store, auth: deps.auth }, permission)).catch(
        (error: unknown) => log.error({ area: label, err: error }, 'mail failed'),
      );
    },
  };
}

export type GuardOutcome<Input> =
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'spam'; reason: SpamReason }
  | { kind: 'passed'; input: Input };

export interface FormGuardDeps {
  config: Pick<Config, 'contactPerEmail' | 'contactPerIp'>;
  rateLimiter: RateLimiter;
  tokens: FormTokens;
  proofOfWork?: ProofOfWork | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The service side: a body checked by the form's rules, then by the spam measures. */
export function createFormGuard<Input extends { email: string }>(
  deps: FormGuardDeps,
  form: {
    /** Rate-limit buckets of their own: forms per client address and per email address. */
    buckets: { perIp: string; perEmail: string };
    errors: (fields: unknown) => ValidationError[];
    normalise: (fields: Input) => Input;
  },
) {
  const spamReason = createSpamCheck({
    rateLimiter: deps.rateLimiter,
    tokens: deps.tokens,
    perIp: { bucket: form.buckets.perIp, limit: deps.config.contactPerIp },
    perEmail: { bucket: form.buckets.perEmail, limit: deps.config.contactPerEmail },
    proofOfWork: deps.proofOfWork,
  });
  return async (body: unknown, ip: string): Promise<GuardOutcome<Input>> => {
    if (!isRecord(body)) return { kind: 'invalid', errors: form.errors(body) };
    const fields = formFields(body);
    const errors = form.errors(fields);
    if (errors.length > 0) return { kind: 'invalid', errors };
    const input = form.normalise(fields as unknown as Input);
    const reason = await spamReason(body, input.email, ip);
    return reason ? { kind: 'spam', reason } : { kind: 'passed', input };
  };
}
