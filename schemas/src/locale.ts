// Picks the answer language from an Accept-Language header (RFC 9110 section 12.5.4):
// the supported language with the highest quality wins, German when none is acceptable.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...attributes] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const qAttribute = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
    const q = qAttribute === undefined ? 1 : Number(qAttribute.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    // Equal quality keeps the earlier entry: the listed order is the client's preference.
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
