// Whether a campaign may be shown or charged now, from its terms and what it has spent. Pure, so
// the ledger (ad-ledger.ts) can decide inside its compare-and-swap loop on the figures it is
// about to overwrite. Money is counted in whole micro-euros, so `spend = price × count` holds
// exactly (no floating-point sums).
//
// Budget: a hard limit. A campaign is shown only while one more unit (an impression, or for
// pay-per-click campaigns a click) still fits, and a charge that would pass the budget is refused.
// Pacing: what is left at the start of a day is spread evenly over the days until expiry (the
// expiry date included); a campaign that has spent today's share is not shown until tomorrow.
// The share is a soft limit by at most one unit: the unit that crosses it is still served, so a
// campaign whose share is smaller than its price is still shown once a day.

export const MICROS_PER_EUR = 1_000_000;
const DAY_MS = 86_400_000;

export const toMicros = (eur: number): number => Math.round(eur * MICROS_PER_EUR);
export const toEur = (micros: number): number => micros / MICROS_PER_EUR;

export interface CampaignTerms {
  pricingModel: 'impression' | 'click';
  priceMicros: number;
  budgetMicros: number;
  /** Last day the campaign is shown, `YYYY-MM-DD` (UTC). */
  expiresAt: string;
}

export interface Figures {
  impressions: number;
  clicks: number;
  spend_micros: number;
}

export interface Spent {
  total: Figures;
  today: Figures;
}

export const NO_FIGURES: Figures = Object.freeze({ impressions: 0, clicks: 0, spend_micros: 0 });

/** Days the campaign still runs, today and its expiry day included; 0 once it has expired. */
export function daysLeft(today: string, expiresAt: string): number {
  const days = Math.round((Date.parse(`${expiresAt}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(days) && days >= 0 ? days + 1 : 0;
}

/** Today's share of what was left when the day began. */
export function todaysShare(terms: CampaignTerms, spent: Spent, today: string): number {
  const days = daysLeft(today, terms.expiresAt);
  if (days === 0) return 0;
  const leftAtDayStart = terms.budgetMicros - (spent.total.spend_micros - spent.today.spend_micros);
  return Math.max(0, Math.ceil(leftAtDayStart / days));
}

/** May the campaign be served (and its impression counted) now? */
export function mayServe(terms: CampaignTerms, spent: Spent, today: string): boolean {
  if (daysLeft(today, terms.expiresAt) === 0) return false;
  if (spent.total.spend_micros + terms.priceMicros > terms.budgetMicros) return false;
  return spent.today.spend_micros < todaysShare(terms, spent, today);
}

/** What one event costs under the campaign's pricing model. */
export function costOf(terms: CampaignTerms, event: 'impression' | 'click'): number {
  return terms.pricingModel === event ? terms.priceMicros : 0;
}

/**
 * May this click be charged? A click on a banner served earlier counts while its cost still fits
 * the budget (pacing decided when the banner was served).
 */
export function mayChargeClick(terms: CampaignTerms, spent: Spent): boolean {
  return spent.total.spend_micros + costOf(terms, 'click') <= terms.budgetMicros;
}
