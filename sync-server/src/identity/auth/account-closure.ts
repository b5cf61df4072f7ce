// A closed account (its owner chose "Delete account") waits for its erasure; signing in before
// then reopens it. Reopening and erasing take the same store lock per account, so a sign-in and
// the erasure sweep of another process never both win: either the account is reopened and the
// sweep finds it open, or it is erased and the sign-in finds no account.
import type { Account } from '@poct/schemas';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { withStoreLock } from '../../platform/store/store-lock.ts';
import type { Accounts } from './accounts.ts';

/** The name of the store lock around reopening and erasing the account `userId`. */
export const accountErasureLock = (userId: string): string => `account-erasure:${userId}`;

/** The account as it is when nobody closed it. */
export function openedAccount(account: Account): Account {
  const { closed_at: _closed, erase_after: _erase, ...open } = account;
  return open;
}

/** Reopens the closed account `userId`; true when this call reopened it. */
export async function reopenAccount(
  store: StoreClient,
  accounts: Accounts,
  userId: string,
): Promise<boolean> {
  return withStoreLock(store, accountErasureLock(userId), async () => {
    let reopened = false;
    await accounts.update(userId, (account) => {
      reopened = account.closed_at !== undefined;
      return reopened ? openedAccount(account) : account;
    });
    return reopened;
  });
}
