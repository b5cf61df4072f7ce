// Amounts in the smallest unit of their currency (cents), shown in the page's language.
import type { Locale } from '@poct/schemas';

import { formatMoney } from '../../lib/format.ts';

export function formatCents(cents: number, currency: string, locale: Locale): string {
  return formatMoney(cents / 100, locale, currency);
}
