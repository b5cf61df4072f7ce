// Every price text on the site is derived here from the plans the server answers
// (GET /api/plans): the pricing page and the home page say the same thing because they read
// the same plans. Prices are net, in euros, formatted for the page's language.
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Locale, Plan } from '@poct/schemas';
import { formatMoney } from '../../lib/format.ts';

export type PublicPlan = Omit<Plan, 'updated_by'>;

const formatPrice = (amount: number, locale: Locale) => formatMoney(amount, locale);

/** Sold by card when the plan has a card price; otherwise on request, by invoice. */
export function isOnRequest(plan: PublicPlan): boolean {
  return plan.stripe_price_id === undefined;
}

export interface PlanTexts {
  name: string;
  description: string;
  /** The price and what it buys, e.g. '€59.90 per month'. */
  price: string;
  /** How it is paid, and for longer plans what it comes to per month. */
  terms: string;
}

/** Whole months of a plan's duration (a year is twelve), or 0 for a plan counted in days. */
function months(plan: PublicPlan): number {
  const { unit, count } = plan.duration;
  return unit === 'years' ? count * 12 : unit === 'months' ? count : 0;
}

function priceText(i18n: I18n, plan: PublicPlan, price: string): string {
  const { unit, count } = plan.duration;
  if (unit === 'days') {
    const hours = count * 24;
    return i18n._(
      msg({
        message: plural(hours, {
          one: `${price} one-time for # hour`,
          other: `${price} one-time for # hours`,
        }),
      }),
    );
  }
  if (unit === 'months') {
    return i18n._(
      msg({ message: plural(count, { one: `${price} per month`, other: `${price} for # months` }) }),
    );
  }
  return i18n._(msg({ message: plural(count, { one: `${price} per year`, other: `${price} for # years` }) }));
}

function termsText(i18n: I18n, plan: PublicPlan, locale: Locale): string {
  if (isOnRequest(plan)) return i18n._(msg`On request, paid in advance by invoice.`);
  const perMonth =
    months(plan) > 1 ? formatPrice(Math.floor((plan.price / months(plan)) * 100) / 100, locale) : '';
  if (perMonth) return i18n._(msg`That is ${perMonth} per month, paid in advance by card.`);
  if (plan.duration.unit === 'days') return i18n._(msg`Paid once by card; no subscription.`);
  return i18n._(msg`Paid once in advance by card; no subscription.`);
}

export function planTexts(i18n: I18n, plan: PublicPlan, locale: Locale): PlanTexts {
  const price = formatPrice(plan.price, locale);
  return {
    name: plan.name[locale],
    description: plan.description[locale],
    price: priceText(i18n, plan, price),
    terms: termsText(i18n, plan, locale),
  };
}

/**
 * One sentence for the home page: the cheapest way in and premium by month and year, from the
 * same plans; null when the plans do not offer those.
 */
export function premiumPriceSummary(i18n: I18n, plans: readonly PublicPlan[], locale: Locale): string | null {
  const byCard = plans.filter((plan) => !isOnRequest(plan));
  const monthly = byCard.find((plan) => plan.duration.unit === 'months' && plan.duration.count === 1);
  const yearly = byCard.find((plan) => plan.duration.unit === 'years' && plan.duration.count === 1);
  const pass = byCard.find((plan) => plan.duration.unit === 'days');
  if (!monthly || !yearly) return null;
  const perMonth = formatPrice(monthly.price, locale);
  const perYear = formatPrice(yearly.price, locale);
  if (!pass) return i18n._(msg`Premium costs ${perMonth} per month or ${perYear} per year (net).`);
  const passPrice = formatPrice(pass.price, locale);
  const hours = pass.duration.count * 24;
  return i18n._(
    msg`Premium costs ${perMonth} per month or ${perYear} per year; ${hours}-hour access costs ${passPrice} once (all prices net).`,
  );
}
