// The answer of GET /api/auth/me: the user's profile (only the fields of the shared user schema,
// so `password_hash` and anything else server-only cannot slip out), the role spelled out, and
// premium as it is in effect now rather than the stored flag, with the periods of premium that
// have not ended, each with its rights, so the profile can show what runs until when.
import {
  rightsAt,
  userSchema,
  type Account,
  type Entitlement,
  type EntitlementSource,
  type LocalizedText,
  type Plan,
  type Role,
} from '@poct/schemas';
import { getPlan } from '../plans/plans.ts';
import { getRole, NO_ROLE } from '../roles/role-store.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { readEntitlements } from './entitlements.ts';

const PROFILE_FIELDS = Object.keys(userSchema.properties);

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  role: { id: string; name: string; permissions: string[]; hierarchy: number };
  /** Effective premium status (flag and end date, or a running trial). */
  premium: boolean;
  premium_until: string | null;
  premium_trial_until: string | null;
  verification_status: string;
  user_type: string;
  language: string;
  /**
   * The plan bought for a period running now, with the chat and link access of every period
   * running now; null when no bought period runs (premium without a plan: links, no chat).
   */
  plan: CurrentPlan | null;
  /** The periods of premium that run now or later, soonest first. */
  entitlements: CurrentEntitlement[];
  [field: string]: unknown;
}

export interface CurrentPlan {
  id: string;
  name: LocalizedText;
  chat_access: boolean;
  link_access: boolean;
}

export interface CurrentEntitlement {
  from: string;
  /** null: no end. */
  until: string | null;
  source: EntitlementSource;
  /** The plan bought for it (its name as the store holds it), null for premium without a plan. */
  plan: { id: string; name: LocalizedText } | null;
  chat_access: boolean;
  link_access: boolean;
}

/** `periods`: the account's (entitlementsOf); `plans`: the plans they name, by id. */
export function currentUserOf(
  account: Account,
  role: Role | undefined,
  now: number,
  periods: readonly Entitlement[],
  plans: ReadonlyMap<string, Plan> = new Map(),
): CurrentUser {
  const rights = rightsAt(periods, now);
  const { premium } = rights;
  const bought = rights.plan_id ? plans.get(rights.plan_id) : undefined;
  const profile: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    if (Object.hasOwn(account, field)) profile[field] = account[field as keyof Account];
  }
  const planOf = (id: string | undefined) =>
    id ? { id, name: plans.get(id)?.name ?? { de: id, en: id } } : null;
  return {
    ...profile,
    role: role
      ? { id: role.id, name: role.name, permissions: [...role.permissions], hierarchy: role.hierarchy }
      : { id: account.role_id, ...NO_ROLE },
    premium,
    premium_until: account.premium_until ?? null,
    premium_trial_until: account.premium_trial_until ?? null,
    plan:
      premium && rights.plan_id
        ? {
            id: rights.plan_id,
            name: bought?.name ?? { de: rights.plan_id, en: rights.plan_id },
            chat_access: rights.chat_access,
            link_access: rights.link_access,
          }
        : null,
    entitlements: periods
      .filter((period) => period.until === undefined || Date.parse(period.until) > now)
      .sort((a, b) => Date.parse(a.from) - Date.parse(b.from))
      .map((period) => ({
        from: period.from,
        until: period.until ?? null,
        source: period.source,
        plan: planOf(period.plan_id),
        chat_access: period.chat_access,
        link_access: period.link_access,
      })),
  } as CurrentUser;
}

/** The current user of `account`, its role, periods and their plans read from the store. */
export async function readCurrentUser(
  store: StoreClient,
  account: Account,
  now: number,
): Promise<CurrentUser> {
  const [role, periods] = await Promise.all([
    getRole(store, account.role_id),
    readEntitlements(store, account),
  ]);
  const planIds = [...new Set(periods.flatMap((period) => (period.plan_id ? [period.plan_id] : [])))];
  const plans = await Promise.all(planIds.map((id) => getPlan(store, id)));
  const byId = new Map(plans.flatMap((plan) => (plan ? [[plan.id, plan] as const] : [])));
  return currentUserOf(account, role, now, periods, byId);
}
