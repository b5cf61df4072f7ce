// The plans a new installation starts with: the one source of truth for every price text on
// the site (pricing page, home page), which the browser derives from `GET /api/plans`.
//
// The product specification quotes prices that contradict each other: 24 EUR for 24 hours
// by card, 290 EUR per month in a table, 59.90 EUR per month or 359.90 EUR per year, 949.99 EUR
// per year, 89.90 EUR for a year, and annual access on request with an invoice. We keep one
// consistent set: a 24-hour pass, premium by the month or by the year (card), and the yearly
// plan on request by invoice (no card price id). The other figures are not offered. Prices are
// net; staff edit plans in the workspace (a later issue), and an installation whose plans
// database already holds plans is never touched.
import type { Plan } from '@poct/schemas';

const CREATED = '2025-07-01T00:00:00.000Z';
const SYSTEM = 'system';

function plan(fields: Omit<Plan, 'created_at' | 'updated_at' | 'updated_by' | 'currency'>): Plan {
  return { ...fields, currency: 'EUR', created_at: CREATED, updated_at: CREATED, updated_by: SYSTEM };
}

export const DEFAULT_PLANS: readonly Plan[] = [
  plan({
    id: 'plan-day-pass',
    name: { de: '24-Stunden-Zugang', en: '24-hour access' },
    description: {
      de: 'Premium-Zugang für 24 Stunden, ohne Abonnement.',
      en: 'Premium access for 24 hours, no subscription.',
    },
    price: 24,
    duration: { unit: 'days', count: 1 },
    stripe_price_id: 'price_demo_day_pass',
    chat_access: false,
    link_access: true,
  }),
  plan({
    id: 'plan-premium-monthly',
    name: { de: 'Premium monatlich', en: 'Premium monthly' },
    description: {
      de: 'Voller Premium-Zugang für einen Monat, im Voraus bezahlt.',
      en: 'Full premium access for one month, paid in advance.',
    },
    price: 59.9,
    duration: { unit: 'months', count: 1 },
    stripe_price_id: 'price_demo_premium_monthly',
    chat_access: true,
    link_access: true,
  }),
  plan({
    id: 'plan-premium-yearly',
    name: { de: 'Premium jährlich', en: 'Premium yearly' },
    description: {
      de: 'Voller Premium-Zugang für ein Jahr, im Voraus bezahlt.',
      en: 'Full premium access for one year, paid in advance.',
    },
    price: 359.9,
    duration: { unit: 'years', count: 1 },
    stripe_price_id: 'price_demo_premium_yearly',
    chat_access: true,
    link_access: true,
  }),
  plan({
    id: 'plan-premium-yearly-invoice',
    name: { de: 'Premium jährlich auf Rechnung', en: 'Premium yearly by invoice' },
    description: {
      de: 'Der Jahreszugang für Einrichtungen, auf Anfrage und gegen Rechnung.',
      en: 'The yearly plan for institutions, on request and paid by invoice.',
    },
    price: 359.9,
    duration: { unit: 'years', count: 1 },
    chat_access: true,
    link_access: true,
  }),
];
