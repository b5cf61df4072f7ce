// Routes under /api/roles (workspace, `roles` permissions). A role has a name, a description,
// permissions (at least one: 422 'The role must have, at least, one permission.') and a rank.
// A caller creates, changes and deletes only roles ranked below its own, ranks new roles below
// its own, and grants only permissions it holds itself; the super-admin role stays as it is, and
// a role still given to users cannot be deleted. A change may name the `updated_at` it started
// from; a newer stored role answers 409 'error.409.changed'.
import crypto from 'node:crypto';
import express from 'express';
import {
  checkRequest,
  isPermission,
  SUPERADMIN_ROLE_ID,
  validateDocument,
  type Permission,
  type RequestOf,
  type Role,
} from '@poct/schemas';
import type { AccountDeps } from '../accounts/context.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { formBody } from '../../platform/http/object-body.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { actorOf, outranksOrIsSuperAdmin, type Actor } from '../users/actor.ts';
import { hasPermission, requirePermission } from '../auth/permissions.ts';
import { deleteRole, listRoles, putRole, roleWithRev, withRoleAssignments } from './role-store.ts';

/**
 * The body of a role form (request `role`): without a permission there is no role to judge, 422
 * for the whole form (anything but a JSON object has none either); its other fields' errors
 * otherwise.
 */
function roleRequest(sent: unknown): RequestOf<'role'> {
  const checked = checkRequest('role', formBody('object', sent));
  if (checked.ok) return checked.body;
  if (checked.errors.some((error) => error.path === '/permissions'))
    throw new AppError(422, 'error.422.role_permission');
  throw new FieldErrors(checked.errors);
}

/**
 * The role the body describes: its texts trimmed and each permission once, checked as a role
 * document (400 with field errors: a name, known permissions, a rank).
 */
function roleFrom(body: RequestOf<'role'>, base: Pick<Role, 'id' | 'created_at'>, actor: Actor): Role {
  const role = {
    ...base,
    updated_at: new Date().toISOString(),
    updated_by: actor.account.id,
    name: body.name?.trim() ?? '',
    description: body.description?.trim() ?? '',
    permissions: [...new Set<unknown>(body.permissions)],
    hierarchy: body.hierarchy,
  };
  const document = validateDocument('role', role);
  if (!document.ok) throw new FieldErrors(document.errors);
  return role as Role;
}

function assertMayShape(actor: Actor, role: Role): void {
  if (!outranksOrIsSuperAdmin(actor, role.hierarchy) || role.hierarchy <= actor.role.hierarchy)
    throw new AppError(403, 'error.403');
  const granted = role.permissions.filter((p): p is Permission => isPermission(p));
  if (!granted.every((permission) => hasPermission({ perms: actor.role.permissions }, permission)))
    throw new AppError(403, 'error.403');
}

export function createRolesRouter(deps: AccountDeps): express.Router {
  const { auth, store } = deps;
  const router = express.Router();
  router.use(auth.requireAuth, (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  checkIdParams(router, { id: 'role' });

  async function existing(id: string) {
    const found = await roleWithRev(store, id);
    if (!found) throw new AppError(404, 'error.404.role');
    return found;
  }

  router.get('/', requirePermission('roles-read'), async (_req, res) => {
    res.json({ roles: await listRoles(store) });
  });

  router.get('/:id', requirePermission('roles-read'), async (req, res) => {
    res.json((await existing(String(req.params.id))).role);
  });

  router.post('/', requirePermission('roles-create'), async (req, res) => {
    const actor = await actorOf(res, auth);
    const at = new Date().toISOString();
    const body = roleRequest(req.body);
    const role = roleFrom(body, { id: `role-${crypto.randomUUID()}`, created_at: at }, actor);
    assertMayShape(actor, role);
    await putRole(store, role);
    await auth.audit.record({
      event: 'role_created',
      actor_id: actor.account.id,
      subject_id: role.id,
      ip: req.ip ?? '',
      detail: { permissions: role.permissions, hierarchy: role.hierarchy },
    });
    res.status(201).json(role);
  });

  router.put('/:id', requirePermission('roles-update'), async (req, res) => {
    const actor = await actorOf(res, auth);
    const { role: current, rev } = await existing(String(req.params.id));
    if (current.id === SUPERADMIN_ROLE_ID) throw new AppError(403, 'error.403');
    if (!outranksOrIsSuperAdmin(actor, current.hierarchy) || current.hierarchy <= actor.role.hierarchy)
      throw new AppError(403, 'error.403');
    const body = roleRequest(req.body);
    // The version the editor started from: a newer one means someone else saved meanwhile.
    if (body.updated_at !== undefined && body.updated_at !== current.updated_at)
      throw new AppError(409, 'error.409.changed');
    const role = roleFrom(body, { id: current.id, created_at: current.created_at }, actor);
    assertMayShape(actor, role);
    await putRole(store, role, rev);
    // Holders' requests and held connections follow the new permissions before we answer.
    auth.security.report({ kind: 'role', id: role.id });
    await auth.audit.record({
      event: 'role_updated',
      actor_id: actor.account.id,
      subject_id: role.id,
      ip: req.ip ?? '',
      detail: {
        permissions_from: current.permissions,
        permissions_to: role.permissions,
        hierarchy_from: current.hierarchy,
        hierarchy_to: role.hierarchy,
      },
    });
    res.json(role);
  });

  router.delete('/:id', requirePermission('roles-delete'), async (req, res) => {
    const actor = await actorOf(res, auth);
    const { role, rev } = await existing(String(req.params.id));
    if (role.id === SUPERADMIN_ROLE_ID) throw new AppError(409, 'error.409.last_admin');
    if (role.hierarchy <= actor.role.hierarchy && actor.role.id !== SUPERADMIN_ROLE_ID)
      throw new AppError(403, 'error.403');
    await withRoleAssignments(store, async () => {
      if ((await auth.accounts.list()).some((account) => account.role_id === role.id))
        throw new AppError(409, 'error.409.role_in_use');
      await deleteRole(store, role.id, rev);
    });
    auth.security.report({ kind: 'role', id: role.id });
    await auth.audit.record({
      event: 'role_deleted',
      actor_id: actor.account.id,
      subject_id: role.id,
      ip: req.ip ?? '',
    });
    res.status(204).end();
  });

  return router;
}
