// Routes under /api/users (workspace, `users` permissions): the user list with the verification
// queue (`?status=requested`), one user, creation (user-create.ts), changes of names, role and
// premium (user-change.ts; 409 when the editor's version is stale), deletion, and verification
// decisions. Hierarchy rules (users/actor.ts): only users ranked below the caller (the super-admin
// manages everyone), only roles below the caller may be given, and the last super-admin can be
// neither demoted nor deleted (409).
import express from 'express';
import { fieldError, VERIFICATION_STATUSES, type Account, type Role } from '@poct/schemas';
import type { AccountDeps } from '../accounts/context.ts';
import { requestFacts } from '../accounts/context.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkIdParams } from '../../platform/http/checked-id.ts';
import { activeSuperAdmins, getRole, listRoles, withRoleAssignments } from '../roles/role-store.ts';
import { actorOf, outranksOrIsSuperAdmin, type Actor } from './actor.ts';
import { requireAnyPermission, requirePermission } from '../auth/permissions.ts';
import { legacyPlanRights } from '../auth/entitlements.ts';
import { applyUserChange, userChangeOf } from './user-change.ts';
import { createUser } from './user-create.ts';
import { userView } from './user-view.ts';
import { decideVerification, decisionOf } from './verification-decision.ts';

const NO_RANK = Number.MAX_SAFE_INTEGER;

export function createUsersRouter(deps: AccountDeps): express.Router {
  const { auth, store, config } = deps;
  const router = express.Router();
  router.use(auth.requireAuth, (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  checkIdParams(router, { id: 'user' });

  async function context(res: express.Response) {
    const actor = await actorOf(res, auth);
    const roles = new Map((await listRoles(store)).map((role) => [role.id, role]));
    const rank = (account: Account) => roles.get(account.role_id)?.hierarchy ?? NO_RANK;
    return { actor, roles, rank };
  }

  async function target(id: string): Promise<Account> {
    const account = await auth.accounts.get(id);
    if (!account) throw new AppError(404, 'error.404.user');
    return account;
  }

  /**
   * Runs `write`, which gives `account` the role `roleId` or, without one, deletes it: under the
   * lock of role assignments, so the role still exists when it is given, and the last super-admin
   * keeps its role also when two admins remove each other at the same moment.
   */
  async function changingRole<T>(
    account: Account,
    roleId: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    return withRoleAssignments(store, async () => {
      if (roleId !== undefined && !(await getRole(store, roleId))) throw new AppError(404, 'error.404.role');
      const admins = activeSuperAdmins(await auth.accounts.list());
      if (admins.length <= 1 && admins.some((admin) => admin.id === account.id))
        throw new AppError(409, 'error.409.last_admin');
      return write();
    });
  }

  function assertManages(actor: Actor, rank: number): void {
    if (!outranksOrIsSuperAdmin(actor, rank)) throw new AppError(403, 'error.403');
  }

  router.get('/', requirePermission('users-read'), async (req, res) => {
    const { roles } = await context(res);
    const status = typeof req.query.status === 'string' ? req.query.status : undefined;
    if (status !== undefined && !(VERIFICATION_STATUSES as readonly string[]).includes(status))
      throw new FieldErrors([fieldError('/status', 'validation.select', 'unknown status')]);
    // `?deletion=pending`: the accounts their owners closed, waiting for their erasure.
    const deletion = req.query.deletion;
    if (deletion !== undefined && deletion !== 'pending')
      throw new FieldErrors([fieldError('/deletion', 'validation.select', 'unknown deletion filter')]);
    const now = Date.now();
    const users = (await auth.accounts.list())
      .filter((account) => status === undefined || account.verification_status === status)
      .filter((account) => deletion === undefined || account.closed_at !== undefined)
      .sort((a, b) =>
        (a.verification_requested_at ?? a.created_at).localeCompare(
          b.verification_requested_at ?? b.created_at,
        ),
      )
      .map((account) => userView(account, roles.get(account.role_id), now));
    res.json({ users });
  });

  // The roles the caller may give (ranked below its own; all for the super-admin), for the role
  // choice of the user forms: staff who manage users need not hold roles-read for it.
  router.get('/assignable-roles', requireAnyPermission('users-create', 'users-update'), async (_req, res) => {
    const { actor, roles } = await context(res);
    const assignable = [...roles.values()].filter((role) => outranksOrIsSuperAdmin(actor, role.hierarchy));
    res.json({ roles: assignable.map(({ id, name, hierarchy }) => ({ id, name, hierarchy })) });
  });

  router.get('/:id', requirePermission('users-read'), async (req, res) => {
    const { roles } = await context(res);
    const account = await target(String(req.params.id));
    res.json(userView(account, roles.get(account.role_id), Date.now()));
  });

  router.post('/', requirePermission('users-create'), async (req, res) => {
    const { actor, roles } = await context(res);
    const user = await createUser(deps, actor, roles, req.body, req.ip ?? '');
    res.status(201).json(userView({ ...user, password_hash: '' }, roles.get(user.role_id), Date.now()));
  });

  router.patch('/:id', requirePermission('users-update'), async (req, res) => {
    const { actor, roles, rank } = await context(res);
    const account = await target(String(req.params.id));
    assertManages(actor, rank(account));
    const change = userChangeOf(req.body);
    // The role as the caller saw it is not written: a role given meanwhile stays (only a change
    // of role is written, under the lock of role assignments).
    if (change.fields.role_id === account.role_id) delete change.fields.role_id;
    let newRole: Role | undefined;
    if (change.fields.role_id !== undefined) {
      newRole = roles.get(change.fields.role_id);
      if (!newRole) throw new AppError(404, 'error.404.role');
      assertManages(actor, newRole.hierarchy);
    }
    const at = new Date().toISOString();
    const legacy = await legacyPlanRights(store, account);
    const write = () =>
      auth.accounts.update(account.id, (current) =>
        applyUserChange(current, change, actor.account.id, at, account, legacy),
      );
    const updated = newRole ? await changingRole(account, newRole.id, write) : await write();
    if (!updated) throw new AppError(404, 'error.404.user');
    const { role_id: _role, ...changed } = change.fields;
    await auth.audit.record({
      event: 'user_updated',
      actor_id: actor.account.id,
      subject_id: account.id,
      ip: req.ip ?? '',
      detail: { ...(newRole ? { role_from: account.role_id, role_to: newRole.id } : {}), ...changed },
    });
    res.json(userView(updated, roles.get(updated.role_id), Date.now()));
  });

  router.delete('/:id', requirePermission('users-delete'), async (req, res) => {
    const { actor, rank } = await context(res);
    const account = await target(String(req.params.id));
    assertManages(actor, rank(account));
    // Closed and due at once under the lock (the last super-admin stays), then erased as its
    // owner's deletion is after the grace period: sessions end everywhere, reviews and posts stay
    // under "former member". A crash half-way leaves it due for the erasure sweep.
    const at = new Date(deps.now()).toISOString();
    const due = await changingRole(account, undefined, () =>
      auth.accounts.update(account.id, (current) => ({
        ...current,
        closed_at: current.closed_at ?? at,
        erase_after: at,
      })),
    );
    if (due) await deps.eraseAccount(due);
    await auth.audit.record({
      event: 'user_deleted',
      actor_id: actor.account.id,
      subject_id: account.id,
      ip: req.ip ?? '',
    });
    res.status(204).end();
  });

  router.post('/:id/verification', requirePermission('users-update'), async (req, res) => {
    const { actor, roles, rank } = await context(res);
    const account = await target(String(req.params.id));
    assertManages(actor, rank(account));
    const decision = decisionOf(req.body, Date.now());
    const updated = await decideVerification(deps, actor, account.id, decision, requestFacts(req, config));
    res.json(userView(updated, roles.get(updated.role_id), Date.now()));
  });

  return router;
}
