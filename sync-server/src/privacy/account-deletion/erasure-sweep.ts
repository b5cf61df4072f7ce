// The periodic erasure: every hour (and once soon after start, as the renewal reminders run) it
// erases the closed accounts whose grace period has ended, deletes expired archives of
// "Download my data", the orders whose ten years of retention have ended and guest reporters'
// contacts six months after their report was dealt with. Several server
// processes may sweep at once: each account is erased under its store lock, the same one a
// sign-in takes to reopen it, and is read again under it, so it is erased once and never after
// its owner reopened it.
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { withStoreLock } from '../../platform/store/store-lock.ts';
import { startPeriodicJob } from '../../platform/periodic-job.ts';
import { accountErasureLock, type Auth } from '../../identity/index.ts';
import { dropExpiredOrders } from '../../commerce/index.ts';
import { forgetGuestReporters } from '../../content/index.ts';
import { createExportJobs } from '../my-data/export-jobs.ts';
import { eraseAccount } from './erase-account.ts';

const HOUR_MS = 3_600_000;
/** Long enough for the erasure of one account with all it wrote. */
const ERASURE_LEASE_MS = 5 * 60_000;

export interface AccountErasure {
  /** One sweep now; resolves with the number of accounts erased. */
  sweep(): Promise<number>;
  stop(): void;
}

export function startAccountErasure(deps: {
  store: StoreClient;
  auth: Auth;
  now?: () => number;
  intervalMs?: number;
}): AccountErasure {
  const { store, auth } = deps;
  const now = deps.now ?? Date.now;
  const due = (eraseAfter: string | undefined, at: number) =>
    eraseAfter !== undefined && Date.parse(eraseAfter) <= at;

  async function sweep(): Promise<number> {
    const at = now();
    let erased = 0;
    for (const listed of await auth.accounts.list()) {
      if (!due(listed.erase_after, at)) continue;
      const done = await withStoreLock(
        store,
        accountErasureLock(listed.id),
        async () => {
          const account = await auth.accounts.get(listed.id);
          if (!account?.closed_at || !due(account.erase_after, at)) return false;
          await eraseAccount(store, auth, account);
          return true;
        },
        ERASURE_LEASE_MS,
      );
      if (done) erased++;
    }
    await createExportJobs(store, now).drop();
    await dropExpiredOrders(store, at);
    await forgetGuestReporters(store, at);
    return erased;
  }

  const job = startPeriodicJob(
    { area: 'privacy', failure: 'account erasure failed' },
    sweep,
    deps.intervalMs ?? HOUR_MS,
  );
  return {
    sweep,
    stop: () => job.stop(),
  };
}
