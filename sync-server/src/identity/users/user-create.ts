// Staff create a user (POST /api/users): the shared rules of @poct/schemas `staffUserErrors`,
// then the user schema, a unique username and email, and a role ranked below the caller. Staff
// choose the first password (the user changes it under /ds/profile); the address counts as
// confirmed, since staff entered it. Refused input changes nothing: every check runs before the
// one write, and the store's email lookup makes a concurrent duplicate fail as 409.
import crypto from 'node:crypto';
import {
  fieldError,
  isLocale,
  setGrant,
  staffUserErrors,
  STAFF_USER_FIELDS,
  STAFF_USER_TEXT_FIELDS,
  validateDocument,
  withEntitlements,
  type Role,
  type StaffUserInput,
  type User,
} from '@poct/schemas';
import { hashPassword } from '../auth/passwords.ts';
import { EMAIL_TAKEN_KEY, usernameTaken } from '../auth/accounts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountDeps } from '../accounts/context.ts';
import { FieldErrors, throwIfAny } from '../../platform/http/field-errors.ts';
import { getRole, withRoleAssignments } from '../roles/role-store.ts';
import { outranksOrIsSuperAdmin, type Actor } from './actor.ts';

/** The known fields of the body; anything else is ignored. */
export function staffUserInput(
  body: Record<string, unknown>,
): Partial<Record<keyof StaffUserInput, unknown>> {
  const input: Partial<Record<keyof StaffUserInput, unknown>> = {};
  for (const field of STAFF_USER_FIELDS) if (body[field] !== undefined) input[field] = body[field];
  return input;
}

export async function createUser(
  deps: AccountDeps,
  actor: Actor,
  roles: ReadonlyMap<string, Role>,
  body: Record<string, unknown>,
  ip: string,
): Promise<User> {
  const input = staffUserInput(body);
  if (input.premium === undefined) input.premium = input.premium_until !== undefined;
  throwIfAny(staffUserErrors(input, true));
  const valid = input as StaffUserInput;
  const role = roles.get(valid.role_id);
  if (!role) throw new FieldErrors([fieldError('/role_id', 'validation.select', 'unknown role')]);
  if (!outranksOrIsSuperAdmin(actor, role.hierarchy)) throw new AppError(403, 'error.403');

  const at = new Date(deps.now()).toISOString();
  const user: User = {
    id: `user-${crypto.randomUUID()}`,
    created_at: at,
    updated_at: at,
    updated_by: actor.account.id,
    username: valid.username,
    email: valid.email.trim(),
    first_name: valid.first_name.trim(),
    last_name: valid.last_name.trim(),
    user_type: valid.user_type,
    is_hcp: valid.user_type === 'hcp',
    language: isLocale(valid.language) ? valid.language : 'de',
    role_id: role.id,
    premium: valid.premium,
    verification_status: 'not_verified',
    email_verified_at: at,
  };
  const until = valid.premium_until ? new Date(valid.premium_until).toISOString() : undefined;
  // Premium given at creation is staff's grant: a period without a plan (entitlements.ts).
  const now = deps.now();
  if (valid.premium) Object.assign(user, withEntitlements(user, setGrant([], 'staff', until, now), now));
  for (const field of STAFF_USER_TEXT_FIELDS) {
    const value = valid[field]?.trim();
    if (value) user[field] = value;
  }
  const checked = validateDocument('user', user);
  if (!checked.ok) throw new FieldErrors(checked.errors);

  const accounts = await deps.auth.accounts.list();
  // Accounts from before the username lookups; accounts.create() claims the name atomically.
  if (accounts.some((account) => account.username === user.username)) throw usernameTaken();
  if (await deps.auth.accounts.findByEmail(user.email))
    throw new FieldErrors([fieldError('/email', EMAIL_TAKEN_KEY, 'email taken')], 409);

  const hash = await hashPassword(valid.password);
  // The role may be deleted at this moment: it is given under the lock its deletion takes.
  const created = await withRoleAssignments(deps.store, async () => {
    if (!(await getRole(deps.store, role.id)))
      throw new FieldErrors([fieldError('/role_id', 'validation.select', 'unknown role')]);
    return deps.auth.accounts.create(user, hash);
  });
  if (!created) throw new AppError(409, 'error.409.email_taken');
  await deps.auth.audit.record({
    event: 'user_created',
    actor_id: actor.account.id,
    subject_id: user.id,
    ip,
    detail: { role_id: role.id, premium: user.premium, premium_until: user.premium_until ?? null },
  });
  return user;
}
