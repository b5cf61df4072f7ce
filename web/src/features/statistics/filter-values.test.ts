// Filter statistics name what searches chose: a price range as amounts in the page's language, a
// value by its name, a sub-sample type in the page's language; never the address's raw text.
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale } from '../../i18n/catalog.ts';
import { filterValueText } from './filter-values.ts';

const row = (facet: string, value: string, label?: { de: string; en: string }) => ({
  facet,
  value,
  count: 1,
  last_used_at: '2026-02-03T09:15:00.000Z',
  ...(label ? { label } : {}),
});

describe('filter statistics values', () => {
  it.each([
    [
      'en',
      [
        '€1,770.50 – €2,500.00',
        'from €100.00',
        'up to €2,500.00',
        '50',
        '15',
        'Capillary blood',
        'Lithium heparin',
      ],
    ],
    [
      'de',
      [
        '1.770,50 € – 2.500,00 €',
        'ab 100,00 €',
        'bis 2.500,00 €',
        '50',
        '15',
        'Kapillarblut',
        'Lithium-Heparin',
      ],
    ],
  ] as const)('in %s read as amounts and names', async (locale, shown) => {
    await activateLocale(locale);
    const rows = [
      row('price', '1770.5-2500'),
      row('price', '100-'),
      row('price', '-2500'),
      row('max_sample_volume', '50'),
      row('max_time_to_result', '15'),
      row('sample_type', 'st-1', { de: 'Kapillarblut', en: 'Capillary blood' }),
      row('sub_sample_type', 'Lithium-Heparin'),
    ];
    expect(rows.map((one) => filterValueText(one, i18n, locale).replaceAll('\u00a0', ' '))).toEqual(shown);
  });
});
