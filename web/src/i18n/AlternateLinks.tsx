// `<link rel="alternate" hreflang>` for the page in each language and x-default (the unprefixed
// German address); React hoists these into <head>.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, switchLocalePath } from '@poct/schemas';

export function AlternateLinks() {
  const { pathname } = useLocation();
  const origin = window.location.origin;
  // The server writes the same links into the page for crawlers that do not run the app; once
  // the app renders its own, those go, so each language is named exactly once.
  useEffect(() => {
    for (const link of document.head.querySelectorAll('link[data-server-alternate]')) link.remove();
  }, []);
  return (
    <>
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${origin}${switchLocalePath(pathname, locale)}`}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${origin}${switchLocalePath(pathname, DEFAULT_LOCALE)}`}
      />
    </>
  );
}
