// Registration (spec sections 3 and 5): the shared rules of @poct/schemas checked again here,
// a unique email and username, the account created as a free user with status not_verified,
// and the confirmation mail sent. Nothing is premium until staff approve.
import crypto from 'node:crypto';
import {
  fieldError,
  isLocale,
  registrationErrors,
  USER_ROLE_ID,
  type RegistrationInput,
  type User,
} from '@poct/schemas';
import { hashPassword } from '../auth/passwords.ts';
import { AppError } from '../http/app-error.ts';
import type { AccountDeps, RequestFacts } from './context.ts';
import { sendConfirmationMail } from './email-verification.ts';
import { FieldErrors, throwIfAny } from './field-errors.ts';

const TEXT_FIELDS = ['country', 'city', 'institution', 'position', 'company'] as const;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Reads the registration body into the shared input shape; unknown fields are ignored. */
export function registrationInput(body: unknown): Partial<RegistrationInput> {
  const b = (body ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const field of [
    'user_type',
    'username',
    'email',
    'email_confirm',
    'password',
    'password_confirm',
    'first_name',
    'last_name',
    'doctor_id',
    'doctor_id_type',
    ...TEXT_FIELDS,
  ] as const) {
    const value = str(b[field]);
    if (value !== undefined) input[field] = value;
  }
  for (const flag of [
    'accept_terms',
    'confirm_professional',
    'newsletter',
    'opt_share_institution',
    'opt_show_real_name',
  ] as const) {
    input[flag] = b[flag] === true;
  }
  input.language = isLocale(b.language) ? b.language : 'de';
  return input as Partial<RegistrationInput>;
}

export async function register(
  deps: AccountDeps,
  input: Partial<RegistrationInput>,
  facts: RequestFacts,
): Promise<{ id: string }> {
  const { config, auth } = deps;
  // Per address: registrations cost a hash and a mail each.
  await auth.rateLimiter.consume({ bucket: 'register-ip', key: facts.ip, limit: config.mailRequestsPerIp });
  throwIfAny(registrationErrors(input));
  const valid = input as RegistrationInput;
  if ((await auth.accounts.list()).some((account) => account.username === valid.username))
    throw new FieldErrors([fieldError('/username', 'error.409.username_taken', 'username taken')], 409);

  const at = new Date(deps.now()).toISOString();
  const user: User = {
    id: `user-${crypto.randomUUID()}`,
    created_at: at,
    updated_at: at,
    username: valid.username,
    email: valid.email.trim(),
    first_name: valid.first_name.trim(),
    last_name: valid.last_name.trim(),
    user_type: valid.user_type,
    is_hcp: valid.user_type === 'hcp',
    language: valid.language,
    role_id: USER_ROLE_ID,
    premium: false,
    verification_status: 'not_verified',
    terms_accepted_at: at,
    opt_newsletter: valid.newsletter === true,
    opt_share_institution: valid.opt_share_institution === true,
    opt_show_real_name: valid.opt_show_real_name === true,
  };
  for (const field of TEXT_FIELDS) {
    const value = valid[field]?.trim();
    if (value) user[field] = value;
  }
  if (valid.user_type === 'hcp' && valid.doctor_id?.trim()) {
    user.doctor_id = valid.doctor_id.trim();
    if (valid.doctor_id_type) user.doctor_id_type = valid.doctor_id_type;
  }

  const created = await auth.accounts.create(user, await hashPassword(valid.password));
  if (!created) throw new AppError(409, 'error.409.email_taken');
  await auth.audit.record({ event: 'registered', actor_id: user.id, subject_id: user.id, ip: facts.ip });
  await sendConfirmationMail(deps, user, facts.origin);
  return { id: user.id };
}
