// Follows the address: when the locale prefix changes, loads that catalogue and switches the
// document language. A failed load is only logged; the page stays readable in
// the language it had.
import { useEffect } from 'react';
import { activateLocale } from './catalog.ts';
import { applyDocumentLocale } from './document-locale.ts';
import { useLocale } from './use-locale.ts';

export function LocaleSync(): null {
  const locale = useLocale();
  useEffect(() => {
    applyDocumentLocale(locale);
    activateLocale(locale).catch((error: unknown) =>
      console.error(`Loading the ${locale} catalogue failed`, error),
    );
  }, [locale]);
  return null;
}
