// Premium as periods, each with its own rights: what an order, staff or an approved verification
// granted, from when until when, with chat and link access. The rights of an account at a moment
// are the union of the rights of the periods running then; premium is any period running. A
// plan's rights last for the period that was paid for it, and a period granted later never
// shortens one granted before. Shared by the server (access state, fulfilment, staff changes)
// and the browser (the profile lists the periods).
import { ENTITLEMENTS_KEPT, type EntitlementSource, type User } from './collections/user.schema.ts';

export type Entitlement = NonNullable<User['entitlements']>[number];

/** The rights a period carries. */
export interface Rights {
  chat_access: boolean;
  link_access: boolean;
}

/**
 * Premium without a plan (granted by staff, by an approved verification, or a trial): the full
 * premium tier of the spec with publications and links, without NoodleChat, which comes only
 * with a plan that grants it (docs/features.md "Payments").
 */
export const WITHOUT_PLAN_RIGHTS: Readonly<Rights> = { chat_access: false, link_access: true };

type EntitlementFields = Partial<
  Pick<User, 'premium' | 'premium_until' | 'premium_trial_until' | 'plan_id' | 'entitlements'>
>;

/** A period read from fields that never said when it started: from the beginning. */
const LEGACY_FROM = new Date(0).toISOString();

const ms = (dateTime: string | undefined): number =>
  dateTime === undefined ? Number.POSITIVE_INFINITY : Date.parse(dateTime);

export function runsAt(period: Pick<Entitlement, 'from' | 'until'>, at: number): boolean {
  return Date.parse(period.from) <= at && ms(period.until) > at;
}

/**
 * The account's periods. An account from before periods has its premium flag, end and plan read
 * as one period: bought (`order`) when it names a plan, with that plan's rights (`legacyPlan`, as
 * the store holds the plan now; without it, or without a plan, the rights of premium without a
 * plan), else granted by `staff`. A trial end is one more period without a plan.
 */
export function entitlementsOf(account: EntitlementFields, legacyPlan?: Rights): Entitlement[] {
  const periods: Entitlement[] = account.entitlements
    ? [...account.entitlements]
    : account.premium === true
      ? [
          {
            from: LEGACY_FROM,
            ...(account.premium_until ? { until: account.premium_until } : {}),
            source: account.plan_id ? 'order' : 'staff',
            ...(account.plan_id ? { plan_id: account.plan_id } : {}),
            ...rightsOf(account.plan_id ? (legacyPlan ?? WITHOUT_PLAN_RIGHTS) : WITHOUT_PLAN_RIGHTS),
          },
        ]
      : [];
  if (account.premium_trial_until)
    periods.push({
      from: LEGACY_FROM,
      until: account.premium_trial_until,
      source: 'trial',
      ...WITHOUT_PLAN_RIGHTS,
    });
  return periods;
}

function rightsOf(rights: Rights): Rights {
  return { chat_access: rights.chat_access, link_access: rights.link_access };
}

export interface RightsNow extends Rights {
  premium: boolean;
  /** The plan bought for a period running now (the one that ends last), if any. */
  plan_id?: string;
}

/** The union of the rights of the periods running at `at`. */
export function rightsAt(periods: readonly Entitlement[], at: number): RightsNow {
  const running = periods.filter((period) => runsAt(period, at));
  const bought = running
    .filter((period) => period.plan_id !== undefined)
    .sort((a, b) => ms(b.until) - ms(a.until))[0];
  return {
    premium: running.length > 0,
    chat_access: running.some((period) => period.chat_access),
    link_access: running.some((period) => period.link_access),
    ...(bought?.plan_id ? { plan_id: bought.plan_id } : {}),
  };
}

/** The next moment after `at` at which a period starts or ends (rights may change), if any. */
export function nextChangeAfter(periods: readonly Entitlement[], at: number): number | undefined {
  const moments = periods
    .flatMap((period) => [Date.parse(period.from), ms(period.until)])
    .filter((moment) => Number.isFinite(moment) && moment > at);
  return moments.length > 0 ? Math.min(...moments) : undefined;
}

/**
 * Where a bought period starts: at the end of the bought periods that run at `at` or after it
 * (so buying again extends what was bought), else at `at`. Premium granted without a plan does
 * not push it back: a verified user who buys chat access has it from the moment of paying.
 */
export function boughtPeriodStart(periods: readonly Entitlement[], at: number): number {
  let start = at;
  // Bought periods follow each other (each starts where the one before ends): go to the last end.
  for (let moved = true; moved && Number.isFinite(start);) {
    moved = false;
    for (const period of periods) {
      const end = ms(period.until);
      if (period.source === 'order' && Date.parse(period.from) <= start && end > start) {
        start = end;
        moved = true;
      }
    }
  }
  return Number.isFinite(start) ? start : at;
}

/**
 * The end of the premium that runs at `at`, following periods that start where others end;
 * undefined when one of them has no end, null when no premium runs.
 */
export function premiumEnd(periods: readonly Entitlement[], at: number): number | undefined | null {
  let end: number | null = null;
  for (let moved = true; moved;) {
    moved = false;
    const from = end ?? at;
    for (const period of periods) {
      const until = ms(period.until);
      const covers = Date.parse(period.from) <= from && until > from;
      if (covers && (end === null || until > end)) {
        if (!Number.isFinite(until)) return undefined;
        end = until;
        moved = true;
      }
    }
  }
  return end;
}

/**
 * The account with these periods stored, the oldest ended ones dropped past ENTITLEMENTS_KEPT, and
 * the fields that sum them up for readers of one premium span (the workspace's user list, the
 * renewal reminder, older clients): premium while a period runs or is still to come, its end,
 * and the plan of the bought period that ends last.
 */
export function withEntitlements<A extends EntitlementFields>(
  account: A,
  periods: readonly Entitlement[],
  at: number,
): A {
  const stored = periods
    .filter((period) => period.source !== 'trial')
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  while (stored.length > ENTITLEMENTS_KEPT) {
    const oldestEnded = stored.findIndex((period) => ms(period.until) <= at);
    stored.splice(oldestEnded === -1 ? 0 : oldestEnded, 1);
  }
  const ahead = stored.filter((period) => ms(period.until) > at);
  const unlimited = ahead.some((period) => period.until === undefined);
  const lastEnd = Math.max(...ahead.map((period) => ms(period.until)));
  const lastBought = stored
    .filter((period) => period.plan_id !== undefined)
    .sort((a, b) => ms(b.until) - ms(a.until))[0];
  const next: A = { ...account, entitlements: stored, premium: ahead.length > 0 };
  delete next.premium_until;
  delete next.plan_id;
  if (ahead.length > 0 && !unlimited) next.premium_until = new Date(lastEnd).toISOString();
  if (lastBought?.plan_id) next.plan_id = lastBought.plan_id;
  return next;
}

/** Every period that runs at `at` or later ends at `at` at the latest (premium taken away). */
export function endAllAt(periods: readonly Entitlement[], at: number): Entitlement[] {
  const iso = new Date(at).toISOString();
  return periods
    .filter((period) => Date.parse(period.from) < at)
    .map((period) => (ms(period.until) > at ? { ...period, until: iso } : period));
}

/**
 * The periods with the grant of `source` (staff or verification) set to run from `at` until
 * `until` (undefined: no end): its period running now is replaced, ended at `at` when `until`
 * has passed. Periods of other sources are left as they are.
 */
export function setGrant(
  periods: readonly Entitlement[],
  source: Extract<EntitlementSource, 'staff' | 'verification'>,
  until: string | undefined,
  at: number,
): Entitlement[] {
  const iso = new Date(at).toISOString();
  const current = periods.find((period) => period.source === source && runsAt(period, at));
  const others = periods.filter(
    (period) => period !== current && !(period.source === source && Date.parse(period.from) > at),
  );
  const from = current?.from ?? iso;
  if (until !== undefined && Date.parse(until) <= at)
    return current ? [...others, { ...current, until: iso }] : others;
  return [...others, { from, ...(until !== undefined ? { until } : {}), source, ...WITHOUT_PLAN_RIGHTS }];
}
