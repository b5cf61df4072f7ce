// A recorded filter value as staff read it: the value's name (from the server's label), a price
// range as amounts in the page's language, a sub-sample type's known term in English on English
// pages, never the address's raw text. The limits (volume,
// time) are whole numbers whose unit the filter's name gives ("Sample volume up to (µl)").
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { subSampleTypeIn, type Locale } from '@poct/schemas';
import { formatMoney } from '../../lib/format.ts';
import type { FilterRow } from './use-statistics.ts';

const amount = (text: string | undefined): number | null =>
  text === undefined || text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

/** A price range `min-max` (either end open) as "1.770,50 € – 2.500,00 €", "from …" or "up to …". */
function priceRange(value: string, i18n: I18n, locale: Locale): string {
  const [min, max] = value.split('-').map(amount);
  if (min === undefined || max === undefined) return value;
  const money = (at: number) => formatMoney(at, locale);
  if (min !== null && max !== null) return `${money(min)} – ${money(max)}`;
  if (min !== null) return i18n._(msg`from ${money(min)}`);
  if (max !== null) return i18n._(msg`up to ${money(max)}`);
  return value;
}

export function filterValueText(row: FilterRow, i18n: I18n, locale: Locale): string {
  const label = row.label?.[locale];
  if (label) return label;
  if (row.facet === 'price') return priceRange(row.value, i18n, locale);
  return row.facet === 'sub_sample_type' ? subSampleTypeIn(row.value, locale) : row.value;
}
