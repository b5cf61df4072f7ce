// Every number, amount, date and time the app shows, in the page's language through `Intl`.
// The page's language is `de` or `en`; the regional tag fixes the conventions (German: "12,5",
// "1.770,50 €", "23.11.2026"; English: British "12.5", "€1,770.50", "23 Nov 2026"). The same
// tag drives react-aria's number and date fields (app/Root.tsx), so what a field shows and
// parses matches what lists show. Only the display changes with the language, never a value.
import type { Locale } from '@poct/schemas';

export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { de: 'de-DE', en: 'en-GB' };

/** The regional tag of a page language; any other string (a Lingui locale) is taken as it is. */
export function languageTag(locale: Locale | string): string {
  return locale === 'de' || locale === 'en' ? LANGUAGE_TAGS[locale] : locale;
}

/** A plain number ("5.000" / "5,000"; "2,1" / "2.1"). */
export function formatNumber(
  value: number,
  locale: Locale | string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(languageTag(locale), options).format(value);
}

// Made once per language: every search result formats its ranges, and making an
// Intl.NumberFormat per call was the largest cost of painting a page of results.
const plainNumberFormats = new Map<string, Intl.NumberFormat>();

/** A range of numbers, or one number when both ends agree ("2,1–16" / "2.1–16"). */
export function formatNumberRange(range: { min: number; max: number }, locale: Locale | string): string {
  const tag = languageTag(locale);
  let format = plainNumberFormats.get(tag);
  if (!format) plainNumberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return range.min === range.max
    ? format.format(range.min)
    : `${format.format(range.min)}–${format.format(range.max)}`;
}

/** An amount of money ("1.234,50 €" / "€1,234.50"). */
export function formatMoney(amount: number, locale: Locale | string, currency = 'EUR'): string {
  return new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency }).format(amount);
}

// Making an Intl.DateTimeFormat costs far more than using one (a workspace list formats the day
// of 40,000 products for its search), so the fixed ones are made once per language.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function cachedDateFormat(locale: Locale | string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${languageTag(locale)} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(languageTag(locale), options)));
  return format;
}

/** Date and time of an ISO timestamp ("23.11.2026, 12:48" / "23 Nov 2026, 12:48"). */
export function formatDateTime(iso: string, locale: Locale | string): string {
  return cachedDateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const AGE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, from `now` (e.g. "vor 3 Stunden", "3 hours ago"). */
export function formatAge(iso: string, now: number, locale: Locale | string): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const [unit, size] = AGE_STEPS.find(([, step]) => elapsed >= step) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(languageTag(locale), { numeric: 'auto' }).format(
    -Math.floor(elapsed / size),
    unit,
  );
}

/** The day of an ISO timestamp ("23.11.2026" / "23 Nov 2026"). */
export function formatDay(iso: string, locale: Locale | string): string {
  return cachedDateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** The day of an ISO timestamp in words ("23. November 2026" / "23 November 2026"). */
export function formatLongDate(iso: string, locale: Locale | string): string {
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long' }).format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` in words ("8. März 2024", "8 March 2024"); other text as it is. */
export function formatCalendarDate(date: string, locale: Locale | string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** The month and year of a calendar date `YYYY-MM-DD` ("Juli 2025", "July 2025"); other text as it is. */
export function formatMonth(date: string, locale: Locale | string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) return date;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return new Intl.DateTimeFormat(languageTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/** A date and time format of the page's language with its own options (slot pickers, ranges). */
export function dateTimeFormat(
  locale: Locale | string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(languageTag(locale), options);
}

/** Items joined as the page's language lists them ("Name, Preise und Tests" / "name, prices and tests"). */
export function formatList(items: readonly string[], locale: Locale | string): string {
  return new Intl.ListFormat(languageTag(locale), { type: 'conjunction' }).format(items);
}
