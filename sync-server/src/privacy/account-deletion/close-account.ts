// "Delete account": with the current password, the account is closed at once (every session
// ends, and with them every held connection on every process; a device that calls again is
// refused with 401 and wipes its local copy, as after a sign-out) and erased after the grace
// period (ACCOUNT_ERASURE_DAYS) by the erasure sweep, unless its owner signs in before then,
// which reopens it. The last super-admin left cannot close theirs (409).
import { SUPERADMIN_ROLE_ID } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import {
  activeSuperAdmins,
  checkCurrentPassword,
  withRoleAssignments,
  type Auth,
} from '../../identity/index.ts';

const DAY_MS = 86_400_000;

export interface ClosingDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  now?: () => number;
}

export async function closeAccount(
  deps: ClosingDeps,
  userId: string,
  password: string,
  ip: string,
): Promise<{ closed_at: string; erase_after: string }> {
  const { auth, store } = deps;
  const account = await auth.getAccount(userId);
  if (!account) throw new AppError(401, 'error.401');
  await checkCurrentPassword(deps, account, password, {
    ip,
    field: 'password',
    failedEvent: 'account_close_failed',
  });
  const at = (deps.now ?? Date.now)();
  const closing = {
    closed_at: new Date(at).toISOString(),
    erase_after: new Date(at + deps.config.accountErasureDays * DAY_MS).toISOString(),
  };
  // Under the lock of role assignments: two super-admins closing theirs at once leave one.
  const closed = await withRoleAssignments(store, async () => {
    if (account.role_id === SUPERADMIN_ROLE_ID) {
      const admins = activeSuperAdmins(await auth.accounts.list());
      if (admins.length <= 1 && admins.some((admin) => admin.id === userId))
        throw new AppError(409, 'error.409.last_admin');
    }
    return auth.accounts.update(userId, (current) =>
      current.closed_at ? current : { ...current, ...closing },
    );
  });
  if (!closed?.closed_at || !closed.erase_after) throw new AppError(401, 'error.401');
  await auth.closeSessions(userId);
  await auth.audit.record({ event: 'account_closed', actor_id: userId, subject_id: userId, ip });
  return { closed_at: closed.closed_at, erase_after: closed.erase_after };
}
