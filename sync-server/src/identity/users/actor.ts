// The signed-in caller of an administration call: its account read fresh from the store, and its
// role as the request's claims hold it (the account's current role, auth/access-state.ts). And the
// hierarchy rules of user and role administration: a user manages only users and roles below its
// own rank (a lower `hierarchy` number is higher); the super-admin manages everyone, itself
// included. Permissions are asked with auth/permissions.ts.
import { SUPERADMIN_ROLE_ID, type Account } from '@poct/schemas';
import type { Response } from 'express';
import { claimsOf, type Auth } from '../auth/auth.ts';
import { AppError } from '../../platform/http/app-error.ts';

export interface Actor {
  account: Account;
  role: { id: string; permissions: readonly string[]; hierarchy: number };
}

export async function actorOf(res: Response, auth: Pick<Auth, 'accounts'>): Promise<Actor> {
  const claims = claimsOf(res);
  if (!claims) throw new AppError(401, 'error.401');
  const account = await auth.accounts.get(claims.sub);
  if (!account) throw new AppError(401, 'error.401');
  return { account, role: { id: claims.role_id, permissions: claims.perms, hierarchy: claims.hierarchy } };
}

export function isSuperAdmin(role: { id: string }): boolean {
  return role.id === SUPERADMIN_ROLE_ID;
}

/** May `actor` change or delete something ranked `hierarchy` (a user's role, or a role)? */
export function outranksOrIsSuperAdmin(actor: Actor, hierarchy: number): boolean {
  return isSuperAdmin(actor.role) || actor.role.hierarchy < hierarchy;
}
