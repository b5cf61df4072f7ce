// The one way the server asks for a permission: @poct/schemas `can`/`canAny` over the request's
// rights. `claimsOf(res)` holds the account's current role and permissions (read from the store,
// kept at most 500 ms, auth/access-state.ts), not the ones the token was issued with, so a check
// here needs no second read of the account. No rights (no signed-in caller) is 401, a missing
// permission 403.
import type { RequestHandler } from 'express';
import { can, canAny, type Permission } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import { claimsOf } from './middleware.ts';

/** The part of the access claims a permission check reads. */
export interface Rights {
  perms: readonly string[];
}

const holderOf = (rights: Rights) => ({ role: { permissions: rights.perms } });

/** True when `rights` hold `permission`. */
export function hasPermission(rights: Rights | undefined, permission: Permission): boolean {
  return !!rights && can(holderOf(rights), permission);
}

/** True when `rights` hold at least one of `permissions`. */
export function hasAnyPermission(rights: Rights | undefined, permissions: readonly Permission[]): boolean {
  return !!rights && canAny(holderOf(rights), permissions);
}

/** 401 without rights; 403 unless they hold every one of `permissions`. */
export function assertPermission(rights: Rights | undefined, ...permissions: Permission[]): void {
  if (!rights) throw new AppError(401, 'error.401');
  if (!permissions.every((permission) => can(holderOf(rights), permission)))
    throw new AppError(403, 'error.403');
}

/** 401 without rights; 403 unless they hold at least one of `permissions`. */
export function assertAnyPermission(rights: Rights | undefined, permissions: readonly Permission[]): void {
  if (!rights) throw new AppError(401, 'error.401');
  if (!canAny(holderOf(rights), permissions)) throw new AppError(403, 'error.403');
}

/** Middleware after `requireAuth`: 403 unless the caller holds every one of `permissions`. */
export function requirePermission(...permissions: Permission[]): RequestHandler {
  return (_req, res, next) => {
    assertPermission(claimsOf(res), ...permissions);
    next();
  };
}

/** Middleware after `requireAuth`: 403 unless the caller holds at least one of `permissions`. */
export function requireAnyPermission(...permissions: Permission[]): RequestHandler {
  return (_req, res, next) => {
    assertAnyPermission(claimsOf(res), permissions);
    next();
  };
}
