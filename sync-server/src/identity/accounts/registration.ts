// Registration (healthcare professional or commercial user): request `registration` and its shared
// rules (@poct/schemas checkRegistration) checked again here, a unique email and username, the account created as a free user with status
// not_verified, and the confirmation mail sent. Nothing is premium until staff approve.
//
// An address that already has an account gets the same answer as a new one (status, body, and
// the same work: the password is hashed, an audit entry written, the mail sent after answering),
// so the form does not tell anyone which addresses are registered; the owner is mailed a notice
// instead. A taken username still says so: usernames are shown to others anyway.
import crypto from 'node:crypto';
import { checkRegistration, USER_ROLE_ID, type User } from '@poct/schemas';
import { usernameTaken } from '../auth/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registrationAttemptMail } from '../../platform/mail/templates.ts';
import { displayNameOf, linkTo, type AccountDeps, type RequestFacts } from './context.ts';
import { sendConfirmationMail } from './email-verification.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { log } from '../../platform/log/logger.ts';

const TEXT_FIELDS = ['country', 'city', 'institution', 'position', 'company'] as const;

export async function register(
  deps: AccountDeps,
  body: unknown,
  facts: RequestFacts,
): Promise<{ id: string }> {
  const { config, auth } = deps;
  // Per address: registrations cost a hash and a mail each.
  await auth.rateLimiter.consume({ bucket: 'register-ip', key: facts.ip, limit: config.mailRequestsPerIp });
  const checked = checkRegistration(body);
  if (!checked.ok) throw new FieldErrors(checked.errors);
  const valid = checked.body;
  // Per email, whether or not it has an account (so a 429 tells nothing either): no address gets
  // more than the limit of confirmation mails or notices.
  await auth.rateLimiter.consume({
    bucket: 'register-email',
    key: valid.email,
    limit: config.mailRequestsPerAccount,
  });
  // Accounts from before the username lookups; accounts.create() claims the name atomically.
  if ((await auth.accounts.list()).some((account) => account.username === valid.username))
    throw usernameTaken();

  const at = new Date(deps.now()).toISOString();
  const user: User = {
    id: `user-${crypto.randomUUID()}`,
    created_at: at,
    updated_at: at,
    username: valid.username,
    email: valid.email,
    first_name: valid.first_name,
    last_name: valid.last_name,
    user_type: valid.user_type,
    is_hcp: valid.user_type === 'hcp',
    language: valid.language ?? 'de',
    role_id: USER_ROLE_ID,
    premium: false,
    verification_status: 'not_verified',
    terms_accepted_at: at,
    opt_newsletter: valid.newsletter === true,
    opt_share_institution: valid.opt_share_institution === true,
    opt_show_real_name: valid.opt_show_real_name === true,
  };
  for (const field of TEXT_FIELDS) {
    const value = valid[field];
    if (value) user[field] = value;
  }
  if (valid.user_type === 'hcp' && valid.doctor_id) {
    user.doctor_id = valid.doctor_id;
    if (valid.doctor_id_type) user.doctor_id_type = valid.doctor_id_type;
  }

  const hash = await hashPassword(valid.password);
  let created: boolean;
  try {
    created = await auth.accounts.create(user, hash);
  } catch (error) {
    // A taken email answers as a new one would (below); a taken username says so.
    if (!(error instanceof AppError && error.status === 409) || error instanceof FieldErrors) throw error;
    created = false;
  }
  if (!created) {
    await auth.audit.record({ event: 'registration_existing_email', ip: facts.ip });
    void noticeToOwner(deps, user.email, facts).catch((error: unknown) =>
      log.error({ area: 'accounts', err: error }, 'registration notice failed'),
    );
    // The id this account would have had: the same shape as a new one's, naming nothing.
    return { id: user.id };
  }
  await auth.audit.record({ event: 'registered', actor_id: user.id, subject_id: user.id, ip: facts.ip });
  void sendConfirmationMail(deps, user, facts.origin).catch((error: unknown) =>
    log.error({ area: 'accounts', err: error }, 'confirmation mail failed'),
  );
  return { id: user.id };
}

/** Tells the owner of `email` that someone tried to register with it. */
async function noticeToOwner(deps: AccountDeps, email: string, facts: RequestFacts): Promise<void> {
  const owner = await deps.auth.accounts.findByEmail(email);
  if (!owner) return;
  await deps.mailer.send({
    to: owner.email,
    ...registrationAttemptMail(
      owner.language,
      displayNameOf(owner),
      linkTo(facts.origin, '/login', owner.language),
      linkTo(facts.origin, '/forgot-password', owner.language),
    ),
  });
}
