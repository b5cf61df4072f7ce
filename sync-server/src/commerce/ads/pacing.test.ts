// Budget and pacing decisions over the figures a campaign has spent (micro-euros).
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  mayChargeClick,
  mayServe,
  todaysShare,
  toMicros,
  type CampaignTerms,
  type Spent,
} from './pacing.ts';

const terms = (over: Partial<CampaignTerms> = {}): CampaignTerms => ({
  pricingModel: 'impression',
  priceMicros: toMicros(0.01),
  budgetMicros: toMicros(1),
  expiresAt: '2026-11-30',
  ...over,
});
const spent = (total: number, today: number, clicks = 0): Spent => ({
  total: { impressions: 0, clicks, spend_micros: toMicros(total) },
  today: { impressions: 0, clicks: 0, spend_micros: toMicros(today) },
});

describe('pacing', () => {
  it('counts the days left with today and the expiry day, none after it', () => {
    expect(daysLeft('2026-11-30', '2026-11-30')).toBe(1);
    expect(daysLeft('2026-11-24', '2026-11-30')).toBe(7);
    expect(daysLeft('2026-12-01', '2026-11-30')).toBe(0);
    expect(daysLeft('2026-11-24', 'not a date')).toBe(0);
  });

  it("spreads what was left at the day's start over the days left", () => {
    // 1 € spread over 5 days, 0.40 € spent before today: 0.12 € today.
    expect(todaysShare(terms({ expiresAt: '2026-11-28' }), spent(0.4, 0), '2026-11-24')).toBe(toMicros(0.12));
    // What was spent today does not shrink today's share.
    expect(todaysShare(terms({ expiresAt: '2026-11-28' }), spent(0.5, 0.1), '2026-11-24')).toBe(
      toMicros(0.12),
    );
  });

  it("serves until today's share is reached, never past the budget or the expiry", () => {
    const fiveDays = terms({ expiresAt: '2026-11-28' });
    expect(mayServe(fiveDays, spent(0.19, 0.19), '2026-11-24')).toBe(true);
    expect(mayServe(fiveDays, spent(0.2, 0.2), '2026-11-24')).toBe(false);
    expect(mayServe(terms({ expiresAt: '2026-11-24' }), spent(0.99, 0.5), '2026-11-24')).toBe(true);
    expect(mayServe(terms({ expiresAt: '2026-11-24' }), spent(1, 0.5), '2026-11-24')).toBe(false);
    expect(mayServe(terms({ expiresAt: '2026-11-23' }), spent(0, 0), '2026-11-24')).toBe(false);
  });

  it('still shows a campaign once a day when its daily share is below one price', () => {
    const thin = terms({ budgetMicros: toMicros(0.05), expiresAt: '2026-12-31' });
    expect(mayServe(thin, spent(0, 0), '2026-11-24')).toBe(true);
    expect(mayServe(thin, spent(0.01, 0.01), '2026-11-24')).toBe(false);
  });

  it('charges a click only while it fits the budget; impressions of pay-per-click campaigns cost nothing', () => {
    const perClick = terms({ pricingModel: 'click', budgetMicros: toMicros(0.03), expiresAt: '2026-11-24' });
    expect(mayChargeClick(perClick, spent(0.02, 0.02))).toBe(true);
    expect(mayChargeClick(perClick, spent(0.03, 0.03))).toBe(false);
    expect(mayServe(perClick, spent(0.03, 0.03), '2026-11-24')).toBe(false);
    expect(mayChargeClick(terms(), spent(1, 1))).toBe(true);
  });
});
