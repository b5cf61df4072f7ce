// Switches between German and English on the same page: keeps path, query (also one still on its
// way to the address, web/src/lib/pending-search.ts) and hash and swaps
// the prefix. Language names are shown in their own language, as is usual, so
// a reader finds theirs whatever the page's language is.
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { LOCALES, switchLocalePath, type Locale } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { usePendingSearch } from '../../lib/pending-search.ts';
import { Link } from '../../ui/Link.tsx';

/* eslint-disable lingui/no-unlocalized-strings -- each language is named in its own language */
const NAMES: Record<Locale, { short: string; long: string }> = {
  de: { short: 'DE', long: 'Deutsch' },
  en: { short: 'EN', long: 'English' },
};
/* eslint-enable lingui/no-unlocalized-strings */

export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, search: inAddress, hash } = useLocation();
  // A query typed a moment ago may not be in the address yet; the switch keeps it all the same.
  const search = usePendingSearch(inAddress);
  return (
    <nav aria-label={t`Language`} className="language-switch">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              href={switchLocalePath(`${pathname}${search}${hash}`, locale)}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              // The visible code starts the name, so a voice command naming it works (WCAG 2.5.3).
              aria-label={`${NAMES[locale].short} – ${NAMES[locale].long}`}
              variant="nav"
              className="language-switch__link"
            >
              {NAMES[locale].short}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
