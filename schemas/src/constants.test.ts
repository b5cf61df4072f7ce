import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants', () => {
  it.each([
    ['LOCALES', ['de', 'en']],
    ['DEFAULT_LOCALE', 'de'],
    ['LOCALE_COOKIE_DAYS', 365],
    ['TOKEN_EXPIRY_MARGIN_S', 30],
    ['TOAST_LIFE_MS', 6000],
    ['BUILD_CHECK_INTERVAL_MS', 60 * 60 * 1000],
    ['CONSENT_COOKIE', 'gaCookie'],
    ['CONSENT_COOKIE_DEFAULT', false],
    ['VERIFICATION_MAX_HOURS', 24],
    ['MIN_DEMO_PRODUCTS', 400],
    ['MAX_PUBLICATIONS', 10],
    ['PUBLICATIONS_FROM_YEAR', 2019],
    ['FREE_PREVIEW_RESULTS', 2],
    ['RATING_MIN', 1],
    ['RATING_MAX', 5],
    ['PRICE_DATA_AS_OF', '2025-07'],
    ['PRICES_ARE_NET', true],
    ['TITLE_SEPARATOR', '|'],
    ['SIGNALS', ['g', 'o', 'r', 'w']],
  ])('%s', (name, value) => {
    expect(constants[name as keyof typeof constants]).toEqual(value);
  });

  it('has ten link types, six categories and a colour for every signal', () => {
    expect(constants.LINK_TYPES).toHaveLength(10);
    expect(constants.LINK_CATEGORIES).toHaveLength(6);
    expect(Object.keys(constants.SIGNAL_COLOURS)).toEqual([...constants.SIGNALS]);
  });
});
