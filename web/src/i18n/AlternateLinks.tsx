// `<link rel="alternate" hreflang>` for the page in each language (DESIGN.md section 7); React
// hoists these into <head>.
import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, switchLocalePath } from '@poct/schemas';

export function AlternateLinks() {
  const { pathname } = useLocation();
  const origin = window.location.origin;
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
