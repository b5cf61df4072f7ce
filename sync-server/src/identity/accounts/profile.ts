// The signed-in user's own data: edit profile fields and opt-ins, and ask for verification
// (also for users who registered before, or were rejected and try again with better details).
import {
  ALERT_DIGESTS,
  doctorIdRuleErrors,
  fieldError,
  isLocale,
  type Account,
  type AlertDigest,
  type RequestOf,
} from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountDeps, RequestFacts } from './context.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { requestBody } from '../../platform/http/object-body.ts';
import { notifyStaff } from './staff-notifications.ts';

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'country',
  'city',
  'institution',
  'position',
  'company',
] as const;
const FLAGS = ['opt_share_institution', 'opt_show_real_name', 'opt_newsletter'] as const;

export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  sent: unknown,
  facts: RequestFacts,
): Promise<Account> {
  // Unknown fields and wrongly typed switches are refused, not ignored: nothing is half-applied;
  // a body not read as JSON (none) says nothing.
  const body = requestBody('profile', sent ?? {});
  // A body naming no profile field changes nothing: no write, no audit.
  if (Object.keys(body).length === 0) {
    const current = await deps.auth.accounts.get(userId);
    if (!current) throw new AppError(401, 'error.401');
    return current;
  }
  const at = new Date(deps.now()).toISOString();
  const changed: string[] = [];
  const account = await deps.auth.accounts.update(userId, (current) => {
    const next: Record<string, unknown> = { ...current, updated_at: at };
    for (const field of TEXT_FIELDS) {
      const value = body[field];
      if (typeof value !== 'string') continue;
      if (value.trim() === '') delete next[field];
      else next[field] = value.trim();
      if (next[field] !== current[field]) changed.push(field);
    }
    for (const flag of FLAGS) {
      if (typeof body[flag] !== 'boolean') continue;
      if (body[flag] !== current[flag]) changed.push(flag);
      next[flag] = body[flag];
    }
    if (isLocale(body.language) && body.language !== current.language) {
      next.language = body.language;
      changed.push('language');
    }
    const digest = body.alert_digest as AlertDigest | undefined;
    if (digest && ALERT_DIGESTS.includes(digest) && digest !== (current.alert_digest ?? 'off')) {
      next.alert_digest = digest;
      changed.push('alert_digest');
    }
    return next as Account;
  });
  if (!account) throw new AppError(401, 'error.401');
  await deps.auth.audit.record({
    event: 'profile_updated',
    actor_id: userId,
    subject_id: userId,
    ip: facts.ip,
    detail: { fields: changed },
  });
  return account;
}

export async function requestVerification(
  deps: AccountDeps,
  userId: string,
  body: RequestOf<'verification-request'>,
  facts: RequestFacts,
): Promise<Account> {
  await deps.auth.rateLimiter.consume({
    bucket: 'verification-request',
    key: userId,
    limit: deps.config.mailRequestsPerAccount,
  });
  const account = await deps.auth.accounts.get(userId);
  if (!account) throw new AppError(401, 'error.401');
  // Verification is for healthcare professionals; staff arrange a commercial user's access.
  if (account.user_type === 'commercial') throw new AppError(409, 'error.order.commercial');
  if (!account.email_verified_at) throw new AppError(400, 'error.verify_failed');
  if (account.verification_status === 'requested' || account.verification_status === 'verified')
    throw new AppError(409, 'error.409.verification_state');
  const doctorId = body.doctor_id ?? '';
  const doctorIdType = body.doctor_id_type;
  const institution = body.institution?.trim() ?? account.institution ?? '';
  const errors = doctorIdRuleErrors({
    email: account.email,
    doctor_id: doctorId,
    ...(doctorIdType ? { doctor_id_type: doctorIdType } : {}),
  });
  if (institution === '') errors.push(fieldError('/institution', 'validation.required', 'missing'));
  if (body.confirm_professional !== true)
    errors.push(fieldError('/confirm_professional', 'validation.hcp_confirmation', 'not confirmed'));
  if (errors.length) throw new FieldErrors(errors);

  const at = new Date(deps.now()).toISOString();
  const updated = await deps.auth.accounts.update(userId, (current) => {
    if (current.verification_status === 'requested' || current.verification_status === 'verified')
      throw new AppError(409, 'error.409.verification_state');
    const next: Account = {
      ...current,
      institution,
      is_hcp: true,
      verification_status: 'requested',
      verification_requested_at: at,
      updated_at: at,
    };
    if (doctorId) {
      next.doctor_id = doctorId;
      if (doctorIdType) next.doctor_id_type = doctorIdType;
    }
    if (body.position) next.position = body.position;
    return next;
  });
  if (!updated) throw new AppError(401, 'error.401');
  await deps.auth.audit.record({
    event: 'verification_requested',
    actor_id: userId,
    subject_id: userId,
    ip: facts.ip,
  });
  await notifyStaff(deps, 'verification', updated, facts.origin);
  return updated;
}
