// Staff create a user (POST /api/users): request `staff-user` and its shared rules (@poct/schemas
// `checkStaffUser`),
// then the user schema, a unique username and email, and a role ranked below the caller. Staff
// choose the first password (the user changes it under /ds/profile); the address counts as
// confirmed, since staff entered it. Refused input changes nothing: every check runs before the
// one write, and the store's email lookup makes a concurrent duplicate fail as 409.
import crypto from 'node:crypto';
import {
  checkStaffUser,
  fieldError,
  setGrant,
  STAFF_USER_TEXT_FIELDS,
  validateDocument,
  withEntitlements,
  type Role,
  type User,
} from '@poct/schemas';
import { hashPassword } from '../auth/passwords.ts';
import { EMAIL_TAKEN_KEY, usernameTaken } from '../auth/accounts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccountDeps } from '../accounts/context.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { getRole, withRoleAssignments } from '../roles/role-store.ts';
import { outranksOrIsSuperAdmin, type Actor } from './actor.ts';

export async function createUser(
  deps: AccountDeps,
  actor: Actor,
  roles: ReadonlyMap<string, Role>,
  body: unknown,
  ip: string,
): Promise<User> {
  const sent = checkStaffUser(body);
  if (!sent.ok) throw new FieldErrors(sent.errors);
  const valid = sent.body;
  // Premium unless said otherwise where its end is given.
  const premium = valid.premium ?? (valid.premium_until !== undefined && valid.premium_until !== null);
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
    email: valid.email,
    first_name: valid.first_name,
    last_name: valid.last_name,
    user_type: valid.user_type,
    is_hcp: valid.user_type === 'hcp',
    language: valid.language,
    role_id: role.id,
    premium,
    verification_status: 'not_verified',
    email_verified_at: at,
  };
  const until = valid.premium_until ? new Date(valid.premium_until).toISOString() : undefined;
  // Premium given at creation is staff's grant: a period without a plan (entitlements.ts).
  const now = deps.now();
  if (premium) Object.assign(user, withEntitlements(user, setGrant([], 'staff', until, now), now));
  for (const field of STAFF_USER_TEXT_FIELDS) {
    const value = valid[field];
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
