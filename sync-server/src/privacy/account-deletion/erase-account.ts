// The erasure of a closed account whose grace period has ended. Each step is safe to run again
// (a sweep that stopped half-way is finished by the next one), and the account goes last, so a
// crash before it leaves the account closed and due. What stays, as the privacy page states:
// published reviews and forum posts under "former member" without name, company or workplace,
// the reports it filed under "former member", and of each order the booking record tax law
// requires, for ten years. A staff member's deletion of a user erases through here too, at once.
import type { Account } from '@poct/schemas';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import {
  userAlertsDbName,
  userComparisonsDbName,
  userDbName,
  userWatchlistDbName,
} from '../../platform/store/databases.ts';
import { eraseSecurityEventsOf, eraseTokensOf, type Auth } from '../../identity/index.ts';
import { eraseAuthor, eraseDigestMarks, eraseReporter } from '../../content/index.ts';
import { keepOrdersForTaxOnly } from '../../commerce/index.ts';
import { eraseRequester } from '../../requests/index.ts';
import { createExportJobs } from '../my-data/export-jobs.ts';

export async function eraseAccount(store: StoreClient, auth: Auth, account: Account): Promise<void> {
  // First its sessions: ended everywhere, then deleted with their refresh tokens.
  await auth.eraseSessions(account.id);
  await createExportJobs(store).drop(account.id);
  // Favourites, saved comparisons, watchlist and alerts: the whole per-user databases (share
  // links end with them).
  const ownDbs = [userDbName, userComparisonsDbName, userWatchlistDbName, userAlertsDbName];
  for (const own of ownDbs.map((dbOf) => dbOf(account.id))) {
    if (await store.info(own)) await store.request(own, { method: 'DELETE' });
  }
  // What the alert digest recorded of its mails to the account.
  await eraseDigestMarks(store, account.id);
  await eraseAuthor(store, account.id);
  await eraseReporter(store, account.id);
  await keepOrdersForTaxOnly(store, account.id);
  await eraseRequester(store, { userId: account.id, email: account.email });
  await eraseSecurityEventsOf(store, account.id);
  // Its mail-link tokens (password reset, email confirmation), used or not.
  await eraseTokensOf(store, account.id);
  await auth.accounts.remove(account.id);
  // Only that an account was erased, not whose beyond its id.
  await auth.audit.record({ event: 'account_erased', subject_id: account.id });
}
