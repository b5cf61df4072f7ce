// The page's locale comes from its address (no prefix or /de: German, /en: English), so links
// and the language switch never disagree with what the address bar shows.
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, stripLocalePrefix, type Locale } from '@poct/schemas';

export function useLocale(): Locale {
  return stripLocalePrefix(useLocation().pathname).locale;
}

/** Turns an unprefixed path into the address of that page in the current locale. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
