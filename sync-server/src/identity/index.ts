// The identity area: who a caller is and what they may do (auth, accounts, users, roles, plans,
// the audit trail). Other areas import it only through this file.
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import type { Account, Auth } from './auth/auth.ts';
import type { AccountDeps } from './accounts/context.ts';
import { createAccountsRouter } from './accounts/accounts-router.ts';
import { createOneTimeTokens } from './accounts/one-time-tokens.ts';
import { createUsersRouter } from './users/users-router.ts';
import { createRolesRouter } from './roles/roles-router.ts';
import { createSecurityEventsRouter } from './audit/security-events-router.ts';
import { createDocumentHistoryRouter } from './audit/document-history-router.ts';
import { createPlansRouter } from './plans/plans-router.ts';

export { displayNameOf, linkTo } from './accounts/context.ts';
export type { AuditLog } from './audit/audit-log.ts';
export { changedFields, type FieldChange } from './audit/changes.ts';
export {
  completeIntents,
  masterWriteAudit,
  reconcileAuditIntents,
  recordIntents,
} from './audit/write-audit.ts';
export type { AccessState } from './auth/access-state.ts';
export type { Accounts } from './auth/accounts.ts';
export type { Account, Auth } from './auth/auth.ts';
export { entitlementsForWrite, legacyPlanRights } from './auth/entitlements.ts';
export { createAuth } from './auth/auth.ts';
export { derivedKey, loadSigningKeys } from './auth/keys.ts';
export { bearerToken, claimsOf, tokenExpiresAt } from './auth/middleware.ts';
export {
  assertAnyPermission,
  assertPermission,
  hasPermission,
  requireAnyPermission,
  requirePermission,
} from './auth/permissions.ts';
export type { SecurityChange, SecurityFeed } from './auth/security-feed.ts';
export type { AccessClaims } from './auth/tokens.ts';
export { DEFAULT_PLANS } from './plans/default-plans.ts';
export { ensureDefaultPlans, PLANS_DB } from './plans/plans.ts';
export { staffRecipients } from './roles/staff-recipients.ts';
export type { StaffRecipientsDeps } from './roles/staff-recipients.ts';
export { actorOf } from './users/actor.ts';
export { checkCurrentPassword } from './accounts/password.ts';
export { eraseTokensOf } from './accounts/one-time-tokens.ts';
export { readEntitlements } from './auth/entitlements.ts';
export { accountErasureLock } from './auth/account-closure.ts';
export { activeSuperAdmins, getRole, withRoleAssignments } from './roles/role-store.ts';
export { eraseSecurityEventsOf, securityEventsOf } from './audit/audit-log.ts';

// The area's routes: `/api/auth`, `/api/account`, `/api/users`, `/api/roles`, `/api/audit`
// (security events, then the document history), `/api/plans`.
export interface IdentityDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  /** The erasure of an account (privacy's), also when staff delete a user. */
  eraseAccount: (account: Account) => Promise<void>;
}

export function mount(points: MountPoints, deps: IdentityDeps): void {
  points.api.use('/auth', deps.auth.router);
  // Accounts, users and roles share one mailer and one set of single-use tokens.
  const accountDeps: AccountDeps = {
    config: deps.config,
    store: deps.store,
    auth: deps.auth,
    mailer: createMailer(deps.config),
    tokens: createOneTimeTokens(deps.store),
    eraseAccount: deps.eraseAccount,
    now: Date.now,
  };
  points.api.use('/account', createAccountsRouter(accountDeps));
  points.api.use('/users', createUsersRouter(accountDeps));
  points.api.use('/roles', createRolesRouter(accountDeps));
  points.api.use('/audit', createSecurityEventsRouter(deps));
  points.api.use('/audit/documents', createDocumentHistoryRouter(deps));
  points.api.use('/plans', createPlansRouter(deps));
}
