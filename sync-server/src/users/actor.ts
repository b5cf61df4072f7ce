// The signed-in caller of an administration call, read fresh from the store (not from the token,
// whose permissions may be up to 15 minutes old), and the hierarchy rules of spec section 6:
// a user manages only users and roles below its own rank (a lower `hierarchy` number is higher);
// the super-admin manages everyone, itself included. Permissions are asked with `can`.
import { can, SUPERADMIN_ROLE_ID, type Account, type Permission } from '@poct/schemas';
import type { Response } from 'express';
import { claimsOf, type Auth } from '../auth/auth.ts';
import { getRole, NO_ROLE } from '../roles/role-store.ts';
import { AppError } from '../http/app-error.ts';
import type { StoreClient } from '../store/couch-client.ts';

export interface Actor {
  account: Account;
  role: { id: string; permissions: readonly string[]; hierarchy: number };
}

export async function actorOf(res: Response, auth: Auth, store: StoreClient): Promise<Actor> {
  const claims = claimsOf(res);
  if (!claims) throw new AppError(401, 'error.401');
  const account = await auth.accounts.get(claims.sub);
  if (!account) throw new AppError(401, 'error.401');
  const role = (await getRole(store, account.role_id)) ?? { id: account.role_id, ...NO_ROLE };
  return { account, role };
}

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!can({ role: actor.role }, permission)) throw new AppError(403, 'error.403');
}

export function isSuperAdmin(role: { id: string }): boolean {
  return role.id === SUPERADMIN_ROLE_ID;
}

/** May `actor` change or delete something ranked `hierarchy` (a user's role, or a role)? */
export function outranksOrIsSuperAdmin(actor: Actor, hierarchy: number): boolean {
  return isSuperAdmin(actor.role) || actor.role.hierarchy < hierarchy;
}
