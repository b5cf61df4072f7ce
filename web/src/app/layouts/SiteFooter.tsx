import { Trans, useLingui } from '@lingui/react/macro';
import { consentStore } from '../../features/consent/consent-store.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';

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
            {/* Reopens the cookie dialog to change or withdraw the choice. */}
            <Button variant="quiet" className="site-footer__consent" onPress={() => consentStore().reopen()}>
              <Trans>Cookie settings</Trans>
            </Button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
