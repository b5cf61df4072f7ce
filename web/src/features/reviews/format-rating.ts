// Ratings as the page's language writes them: one decimal ("4,3" in German, "4.3" in English).
import { formatNumber } from '../../lib/format.ts';

export function formatRating(value: number, locale: string): string {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
