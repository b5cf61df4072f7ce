// The server's reading of an account's periods of premium (@poct/schemas entitlements.ts): an
// account from before periods names only its plan, so that plan's rights are read from the
// store (as it holds the plan now) to make its one period. Every reader and writer of periods
// goes through here, so a stored account and an old one give the same rights.
import { entitlementsOf, type Account, type Entitlement, type Rights } from '@poct/schemas';
import { getPlan } from '../plans/plans.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';

/** The rights of an old account's plan; undefined when the account has periods or no plan. */
export async function legacyPlanRights(store: StoreClient, account: Account): Promise<Rights | undefined> {
  if (account.entitlements || account.premium !== true || !account.plan_id) return undefined;
  const plan = await getPlan(store, account.plan_id);
  return plan && { chat_access: plan.chat_access, link_access: plan.link_access };
}

/** The account's periods, an old account's plan read from the store. */
export async function readEntitlements(store: StoreClient, account: Account): Promise<Entitlement[]> {
  return entitlementsOf(account, await legacyPlanRights(store, account));
}

/**
 * The periods of `current` for a write decided on `read` (read before, with its plan's rights
 * `legacy`): the same rights when `current` is still the old account that was read.
 */
export function entitlementsForWrite(
  current: Account,
  read: Account,
  legacy: Rights | undefined,
): Entitlement[] {
  const same = !current.entitlements && current.plan_id === read.plan_id;
  return entitlementsOf(current, same ? legacy : undefined).filter((period) => period.source !== 'trial');
}
