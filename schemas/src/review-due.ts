// Products due for review: their data were not checked (`data_as_of`) for REVIEW_DUE_MONTHS
// months, or never. Staff see them in the workspace.
import type { Product } from './collections/product.schema.ts';
import { REVIEW_DUE_MONTHS } from './constants.ts';

/** The calendar date `months` months before `today` (`YYYY-MM-DD`), clamped to the month's last day. */
export function monthsBefore(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(Math.min(day, last))}`;
}

/** Whether a product's data are due for review on `today` (`YYYY-MM-DD`). */
export function isDueForReview(
  product: Pick<Product, 'data_as_of'>,
  today: string,
  months = REVIEW_DUE_MONTHS,
): boolean {
  return product.data_as_of === undefined || product.data_as_of <= monthsBefore(today, months);
}
