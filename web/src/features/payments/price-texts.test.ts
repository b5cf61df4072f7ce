// The price texts come from the plans, so the pricing page and the home page cannot disagree
// with each other or with what the server stores.
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../i18n/catalog.ts';
import { planTexts, premiumPriceSummary, type PublicPlan } from './price-texts.ts';

function plan(id: string, price: number, duration: PublicPlan['duration'], card = true): PublicPlan {
  return {
    id,
    name: { de: `Tarif ${id}`, en: `Plan ${id}` },
    description: { de: 'Beschreibung', en: 'Description' },
    price,
    currency: 'EUR',
    duration,
    ...(card ? { stripe_price_id: `price_${id}` } : {}),
    chat_access: true,
    link_access: true,
    created_at: '2025-07-01T00:00:00.000Z',
    updated_at: '2025-07-01T00:00:00.000Z',
  };
}

const PLANS = [
  plan('day', 24, { unit: 'days', count: 1 }),
  plan('month', 59.9, { unit: 'months', count: 1 }),
  plan('year', 359.9, { unit: 'years', count: 1 }),
  plan('invoice', 359.9, { unit: 'years', count: 1 }, false),
];

// Intl puts a no-break space between amount and euro sign in German.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('price texts', () => {
  it('describes each plan in English from its price and duration', async () => {
    await activateLocale('en');
    const texts = PLANS.map((p) => planTexts(i18n, p, 'en'));
    expect(texts.map((t) => normalise(t.price))).toEqual([
      '€24.00 one-time for 24 hours',
      '€59.90 per month',
      '€359.90 per year',
      '€359.90 per year',
    ]);
    expect(texts.map((t) => normalise(t.terms))).toEqual([
      'Paid once by card; no subscription.',
      'Paid once in advance by card; no subscription.',
      'That is €29.99 per month, paid in advance by card.',
      'On request, paid in advance by invoice.',
    ]);
    expect(texts[1]?.name).toBe('Plan month');
  });

  it('describes them in German with German number formatting', async () => {
    await activateLocale('de');
    const texts = PLANS.map((p) => planTexts(i18n, p, 'de'));
    expect(texts.map((t) => normalise(t.price))).toEqual([
      '24,00 € einmalig für 24 Stunden',
      '59,90 € pro Monat',
      '359,90 € pro Jahr',
      '359,90 € pro Jahr',
    ]);
    expect(normalise(texts[2]!.terms)).toBe('Das sind 29,99 € pro Monat, im Voraus per Karte bezahlt.');
    expect(texts[0]?.name).toBe('Tarif day');
  });

  it('follows a changed price everywhere: the home page summary reads the same plans', async () => {
    await activateLocale('en');
    expect(normalise(premiumPriceSummary(i18n, PLANS, 'en')!)).toBe(
      'Premium costs €59.90 per month or €359.90 per year; 24-hour access costs €24.00 once (all prices net).',
    );
    const cheaper = PLANS.map((p) => (p.id === 'month' ? { ...p, price: 49 } : p));
    expect(normalise(premiumPriceSummary(i18n, cheaper, 'en')!)).toContain('€49.00 per month');
    expect(normalise(planTexts(i18n, cheaper[1]!, 'en').price)).toBe('€49.00 per month');
    expect(premiumPriceSummary(i18n, [PLANS[0]!], 'en')).toBeNull();
  });
});
