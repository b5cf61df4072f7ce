import { describe, expect, it } from 'vitest';
import {
  boughtPeriodStart,
  endAllAt,
  entitlementsOf,
  nextChangeAfter,
  premiumEnd,
  rightsAt,
  setGrant,
  WITHOUT_PLAN_RIGHTS,
  withEntitlements,
  type Entitlement,
} from './entitlements.ts';
import type { User } from './collections/user.schema.ts';

const NOW = Date.parse('2026-03-01T00:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const year: Entitlement = {
  from: iso(NOW - DAY),
  until: iso(NOW + 300 * DAY),
  source: 'order',
  plan_id: 'plan-premium-yearly',
  order_id: 'order-cs_test_year',
  chat_access: true,
  link_access: true,
};
const pass: Entitlement = {
  from: year.until!,
  until: iso(NOW + 301 * DAY),
  source: 'order',
  plan_id: 'plan-day-pass',
  order_id: 'order-cs_test_pass',
  chat_access: false,
  link_access: true,
};

describe('entitlementsOf', () => {
  it('reads an account from before periods as one period: bought with its plan’s rights, or granted by staff without a plan', () => {
    const until = '2030-01-01T00:00:00.000Z';
    expect(
      entitlementsOf(
        { premium: true, premium_until: until, plan_id: 'plan-premium-yearly' },
        { chat_access: true, link_access: true },
      ),
    ).toEqual([
      expect.objectContaining({ until, source: 'order', plan_id: 'plan-premium-yearly', chat_access: true }),
    ]);
    expect(entitlementsOf({ premium: true, premium_until: until })).toEqual([
      expect.objectContaining({ until, source: 'staff', ...WITHOUT_PLAN_RIGHTS }),
    ]);
    // A plan that no longer exists gives what premium without a plan gives.
    expect(entitlementsOf({ premium: true, plan_id: 'plan-gone' })[0]).toMatchObject(WITHOUT_PLAN_RIGHTS);
    expect(entitlementsOf({ premium: false, premium_until: until })).toEqual([]);
  });

  it('uses the stored periods when there are any, and adds a trial without a plan', () => {
    const trial = iso(NOW + DAY);
    const periods = entitlementsOf({
      premium: true,
      plan_id: 'x',
      entitlements: [year],
      premium_trial_until: trial,
    });
    expect(periods).toEqual([
      year,
      expect.objectContaining({ source: 'trial', until: trial, ...WITHOUT_PLAN_RIGHTS }),
    ]);
  });
});

describe('rightsAt', () => {
  it('gives the rights of the periods running then, never of one that has ended or not started', () => {
    expect(rightsAt([year, pass], NOW)).toEqual({
      premium: true,
      chat_access: true,
      link_access: true,
      plan_id: 'plan-premium-yearly',
    });
    const duringPass = Date.parse(pass.from) + 1000;
    expect(rightsAt([year, pass], duringPass)).toEqual({
      premium: true,
      chat_access: false,
      link_access: true,
      plan_id: 'plan-day-pass',
    });
    expect(rightsAt([year, pass], Date.parse(pass.until!))).toEqual({
      premium: false,
      chat_access: false,
      link_access: false,
    });
  });

  it('unites the rights of overlapping periods', () => {
    const noLinks: Entitlement = { ...pass, from: iso(NOW - DAY), link_access: false, chat_access: true };
    const staff = setGrant([], 'staff', iso(NOW + DAY), NOW);
    expect(rightsAt([noLinks, ...staff], NOW)).toMatchObject({ chat_access: true, link_access: true });
  });
});

describe('boughtPeriodStart', () => {
  it('starts a purchase at the end of the bought periods, following one after another', () => {
    expect(boughtPeriodStart([year, pass], NOW)).toBe(Date.parse(pass.until!));
    expect(boughtPeriodStart([], NOW)).toBe(NOW);
  });

  it('is not pushed back by premium granted without a plan', () => {
    const verification = setGrant([], 'verification', iso(NOW + 365 * DAY), NOW);
    expect(boughtPeriodStart(verification, NOW)).toBe(NOW);
  });
});

describe('setGrant and endAllAt', () => {
  it('replaces only the running grant of its source, and ends it when its date has passed', () => {
    const first = setGrant([year], 'staff', iso(NOW + DAY), NOW);
    const second = setGrant(first, 'staff', iso(NOW + 2 * DAY), NOW + 1000);
    expect(second).toEqual([year, { ...first[1], until: iso(NOW + 2 * DAY) }]);
    const ended = setGrant(second, 'staff', iso(NOW - DAY), NOW + 2000);
    expect(ended).toEqual([year, { ...first[1], until: iso(NOW + 2000) }]);
  });

  it('ends every running period now and drops those still to come', () => {
    expect(endAllAt([year, pass], NOW)).toEqual([{ ...year, until: iso(NOW) }]);
  });
});

describe('withEntitlements', () => {
  it('sums the periods up as premium, its end and the plan bought last', () => {
    const account = withEntitlements<Partial<User>>({}, [year, pass], NOW);
    expect(account).toEqual({
      premium: true,
      premium_until: pass.until,
      plan_id: 'plan-day-pass',
      entitlements: [year, pass],
    });
    expect(premiumEnd([year, pass], NOW)).toBe(Date.parse(pass.until!));
    expect(withEntitlements(account, endAllAt([year, pass], NOW), NOW)).toMatchObject({ premium: false });
  });

  it('keeps no premium end when a period has none', () => {
    const account = withEntitlements<Partial<User>>(
      { premium: false },
      [year, ...setGrant([], 'staff', undefined, NOW)],
      NOW,
    );
    expect(account.premium).toBe(true);
    expect(account.premium_until).toBeUndefined();
    expect(premiumEnd(account.entitlements!, NOW)).toBeUndefined();
  });
});

describe('nextChangeAfter', () => {
  it('is the next start or end of a period', () => {
    expect(nextChangeAfter([year, pass], NOW)).toBe(Date.parse(year.until!));
    expect(nextChangeAfter([year, pass], Date.parse(pass.until!))).toBeUndefined();
  });
});
