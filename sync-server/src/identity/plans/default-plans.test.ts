// Every plan is one payment for its period and nothing renews (the pricing page says so beside
// each card plan: "no subscription"), so no plan's own text may offer to cancel it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from './default-plans.ts';

const CANCEL = { de: /kündbar|kündig/i, en: /cancel/i };

describe('the plans a new installation starts with', () => {
  it.each(['de', 'en'] as const)('never speak of cancelling a plan that is paid once (%s)', (locale) => {
    for (const plan of DEFAULT_PLANS) {
      const text = `${plan.name[locale]} ${plan.description[locale]}`;
      expect(text, plan.id).not.toMatch(CANCEL[locale]);
    }
  });
});
