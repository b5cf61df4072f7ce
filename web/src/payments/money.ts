// Amounts in the smallest unit of their currency (cents), shown in the page's language.
import type { Locale } from '@poct/schemas';

const NUMBER_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

export function formatCents(cents: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency }).format(cents / 100);
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[locale], { dateStyle: 'long' }).format(new Date(iso));
}
