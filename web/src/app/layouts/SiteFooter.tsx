import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Link } from '../../ui/Link.tsx';

// Loads right after the first paint (features/consent/ConsentSettingsButton.tsx says why).
const ConsentSettingsButton = lazy(() =>
  import('../../features/consent/ConsentSettingsButton.tsx').then(({ ConsentSettingsButton }) => ({
    default: ConsentSettingsButton,
  })),
);

export function SiteFooter() {
  const { t } = useLingui();
  const localize = useLocalizePath();
  return (
    <footer className="site-footer">
      <p className="site-footer__claim">
        <Trans>POCT Atlas is an independent information platform for point-of-care diagnostics.</Trans>
      </p>
      <nav aria-label={t`Legal`}>
        <ul className="site-footer__links">
          <li>
            <Link href={localize('/about/imprint')}>
              <Trans>Imprint</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/about/data-protection')}>
              <Trans>Data protection</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/about/terms')}>
              <Trans>Terms of use</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/about/privacy')}>
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/about/accessibility')}>
              <Trans>Accessibility</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/about')}>
              <Trans>About us</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/contact')}>
              <Trans>Contact</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/demo')}>
              <Trans>Book a demo</Trans>
            </Link>
          </li>
          <li>
            <Suspense fallback={null}>
              <ConsentSettingsButton />
            </Suspense>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
