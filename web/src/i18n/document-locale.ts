// Reflects the active language outside React: `<html lang>` for screen readers and
// hyphenation, and the locale cookie (kept 365 days) that remembers the choice.
import { LOCALE_COOKIE_DAYS, type Locale } from '@poct/schemas';

export const LOCALE_COOKIE = 'locale';

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
