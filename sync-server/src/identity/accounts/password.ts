// Forgot, reset and change password.
// - Forgot: the answer is the same whether or not the address has an account (same status, same
//   body, and the mail is prepared after answering, so timing does not tell either); the product
//   specification's 'Email not found' would tell anyone which addresses are registered (docs/adr/
//   0005-no-account-enumeration.md).
// - Reset: the single-use token from the mail, hashed at rest, expiring (RESET_PASSWORD_TTL);
//   an expired or used link answers 'request another email'. Every session of the account ends.
// - Change: needs the current password ('Incorrect current password'); failures count towards
//   the account's login limit, so the form cannot be used to guess it. Every other session ends.
import { fieldError, newPasswordErrors, type Account, type RequestOf } from '@poct/schemas';
import type { AuditEvent } from '../audit/audit-log.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { LOGIN_FAILURES_BY_ACCOUNT } from '../auth/auth.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { passwordResetMail } from '../../platform/mail/templates.ts';
import { displayNameOf, linkTo, type AccountDeps, type RequestFacts } from './context.ts';
import { FieldErrors, throwIfAny } from '../../platform/http/field-errors.ts';
import { formBody, requestBodyOr } from '../../platform/http/object-body.ts';
import { log } from '../../platform/log/logger.ts';

export async function forgotPassword(deps: AccountDeps, email: string, facts: RequestFacts): Promise<void> {
  const { rateLimiter } = deps.auth;
  await rateLimiter.consume({ bucket: 'mail-ip', key: facts.ip, limit: deps.config.mailRequestsPerIp });
  await rateLimiter.consume({
    bucket: 'reset-mail-account',
    key: email.trim(),
    limit: deps.config.mailRequestsPerAccount,
  });
  void sendResetMail(deps, email, facts).catch((error: unknown) =>
    log.error({ area: 'accounts', err: error }, 'password reset mail failed'),
  );
}

async function sendResetMail(deps: AccountDeps, email: string, facts: RequestFacts): Promise<void> {
  const account = await deps.auth.accounts.findByEmail(email);
  await deps.auth.audit.record({
    event: 'password_reset_requested',
    ip: facts.ip,
    ...(account ? { subject_id: account.id } : {}),
  });
  if (!account) return;
  const token = await deps.tokens.issue('reset-password', account.id, deps.config.resetPasswordTtlS);
  const url = linkTo(facts.origin, `/reset-password?token=${token}`, account.language);
  const minutes = Math.round(deps.config.resetPasswordTtlS / 60);
  await deps.mailer.send({
    to: account.email,
    ...passwordResetMail(account.language, displayNameOf(account), url, minutes),
  });
}

/**
 * Sets the password a reset link's form sends (request `password-reset`): its fields' errors
 * first, then the link's token (request `link-token`), so a link is used only for a password that
 * may be set, and any link that is no link's text answers as a used one.
 */
export async function resetPassword(deps: AccountDeps, sent: unknown, facts: RequestFacts): Promise<void> {
  const { password, password_confirm } = formBody('password-reset', sent);
  throwIfAny(newPasswordErrors(password, password_confirm));
  const { token } = requestBodyOr('link-token', sent, 400, 'error.reset_link_expired');
  const used = await deps.tokens.use('reset-password', token);
  if (!used.ok) throw new AppError(400, 'error.reset_link_expired');
  const hash = await hashPassword(password!);
  const at = new Date(deps.now()).toISOString();
  // The link came by mail, so it also proves the address.
  const account = await deps.auth.accounts.update(used.userId, (current) => ({
    ...current,
    password_hash: hash,
    email_verified_at: current.email_verified_at ?? at,
    updated_at: at,
  }));
  if (!account) throw new AppError(400, 'error.reset_link_expired');
  // Whoever knew the old password (or holds a stolen refresh token) is signed out everywhere.
  await deps.auth.revokeOtherSessions(account.id);
  await deps.auth.rateLimiter.reset({
    bucket: LOGIN_FAILURES_BY_ACCOUNT,
    key: account.email.trim().toLowerCase(),
  });
  await deps.auth.audit.record({
    event: 'password_reset',
    actor_id: account.id,
    subject_id: account.id,
    ip: facts.ip,
  });
}

/**
 * Refuses unless `given` is the account's password: a 400 on `field`, recorded as `failedEvent`.
 * Each attempt counts as a failed login of the account until it matches (as at login, counted
 * before the check, so parallel guesses cannot all be checked); past the limit, a 429.
 */
export async function checkCurrentPassword(
  deps: Pick<AccountDeps, 'auth' | 'config'>,
  account: Account,
  given: unknown,
  { ip, field, failedEvent }: { ip: string; field: string; failedEvent: AuditEvent },
): Promise<void> {
  const limit = {
    bucket: LOGIN_FAILURES_BY_ACCOUNT,
    key: account.email.trim().toLowerCase(),
    limit: deps.config.loginFailuresPerAccount,
  };
  if (!(await deps.auth.rateLimiter.reserve(limit))) throw deps.auth.rateLimiter.tooMany('error.429.login');
  const current = typeof given === 'string' ? given : '';
  if (current === '' || !(await verifyPassword(account.password_hash, current))) {
    await deps.auth.audit.record({ event: failedEvent, actor_id: account.id, subject_id: account.id, ip });
    throw new FieldErrors([
      fieldError(
        field,
        current === '' ? 'validation.required' : 'validation.current_password',
        'wrong current password',
      ),
    ]);
  }
  await deps.auth.rateLimiter.release(limit);
}

export async function changePassword(
  deps: AccountDeps,
  { userId, sid }: { userId: string; sid: string },
  body: RequestOf<'password-change'>,
  facts: RequestFacts,
): Promise<void> {
  const account = await deps.auth.accounts.get(userId);
  if (!account) throw new AppError(401, 'error.401');
  await checkCurrentPassword(deps, account, body.current_password, {
    ip: facts.ip,
    field: '/current_password',
    failedEvent: 'password_change_failed',
  });
  throwIfAny(newPasswordErrors(body.password, body.password_confirm));
  const hash = await hashPassword(body.password!);
  const at = new Date(deps.now()).toISOString();
  await deps.auth.accounts.update(userId, (stored) => ({ ...stored, password_hash: hash, updated_at: at }));
  // The session that changed it stays; every other one (another device, a thief) ends.
  await deps.auth.revokeOtherSessions(userId, sid);
  await deps.auth.audit.record({
    event: 'password_changed',
    actor_id: userId,
    subject_id: userId,
    ip: facts.ip,
  });
}
