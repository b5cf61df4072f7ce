// Email confirmation: the link in the mail carries a single-use token. Confirming marks the
// email verified; a healthcare professional's verification request then goes to staff (status
// `requested`, the waiting state of up to 24 hours), a commercial user's details go to staff to
// contact them about premium access and prices. Another link can be requested; that answer
// never says whether the address has an account.
import { type Account, type User, VERIFICATION_MAX_HOURS } from '@poct/schemas';
import { confirmEmailMail } from '../../platform/mail/templates.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { displayNameOf, linkTo, type AccountDeps, type RequestFacts } from './context.ts';
import { notifyStaff } from './staff-notifications.ts';

export async function sendConfirmationMail(deps: AccountDeps, user: User, origin: string): Promise<void> {
  const token = await deps.tokens.issue('verify-email', user.id, deps.config.verifyEmailTtlS);
  const url = linkTo(origin, `/verify-email?token=${token}`, user.language);
  const hours = Math.round(deps.config.verifyEmailTtlS / 3600);
  await deps.mailer.send({
    to: user.email,
    ...confirmEmailMail(user.language, displayNameOf(user), url, hours),
  });
}

export interface VerifiedEmail {
  user_type: Account['user_type'];
  verification_status: Account['verification_status'];
  /** Up to how many hours staff take to decide. */
  max_hours: number;
}

export async function confirmEmail(
  deps: AccountDeps,
  token: unknown,
  facts: RequestFacts,
): Promise<VerifiedEmail> {
  const used = await deps.tokens.use('verify-email', token);
  // A link used before still names its account: the confirmation below is idempotent, so a
  // second click (or one racing the first) learns "already confirmed" rather than "failed".
  if (!used.ok && used.reason !== 'used') throw new AppError(400, 'error.verify_failed');
  const at = new Date(deps.now()).toISOString();
  let firstTime = false;
  const account = await deps.auth.accounts.update(used.userId, (current) => {
    firstTime = !current.email_verified_at;
    const next: Account = { ...current, email_verified_at: current.email_verified_at ?? at, updated_at: at };
    if (firstTime && current.user_type === 'hcp' && current.verification_status === 'not_verified') {
      next.verification_status = 'requested';
      next.verification_requested_at = at;
    }
    return next;
  });
  if (!account) throw new AppError(400, 'error.verify_failed');
  if (!firstTime) throw new AppError(409, 'error.verify_already_confirmed');
  await deps.auth.audit.record({
    event: 'email_verified',
    actor_id: account.id,
    subject_id: account.id,
    ip: facts.ip,
  });
  if (account.user_type === 'commercial') await notifyStaff(deps, 'commercial', account, facts.origin);
  else if (account.verification_status === 'requested') {
    await deps.auth.audit.record({
      event: 'verification_requested',
      actor_id: account.id,
      subject_id: account.id,
    });
    await notifyStaff(deps, 'verification', account, facts.origin);
  }
  return {
    user_type: account.user_type,
    verification_status: account.verification_status,
    max_hours: VERIFICATION_MAX_HOURS,
  };
}

/** Sends a new confirmation link if the address belongs to an unconfirmed account; silent otherwise. */
export async function resendConfirmation(
  deps: AccountDeps,
  email: string,
  facts: RequestFacts,
): Promise<void> {
  const { rateLimiter } = deps.auth;
  const { mailRequestsPerIp, mailRequestsPerAccount } = deps.config;
  await rateLimiter.consume({ bucket: 'mail-ip', key: facts.ip, limit: mailRequestsPerIp });
  await rateLimiter.consume({
    bucket: 'verify-mail-account',
    key: email.trim(),
    limit: mailRequestsPerAccount,
  });
  const account = await deps.auth.accounts.findByEmail(email);
  if (!account || account.email_verified_at) return;
  await sendConfirmationMail(deps, account, facts.origin);
}
