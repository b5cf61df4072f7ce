import { Trans, useLingui } from '@lingui/react/macro';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { FirstSyncProgress } from '../../sync/FirstSyncProgress.tsx';
import { SyncStatusIndicator } from '../../sync/SyncStatusIndicator.tsx';
import { Link } from '../../ui/Link.tsx';
import { UnreadAlerts } from '../../features/alerts/index.ts';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function SiteHeader() {
  const { t } = useLingui();
  const localize = useLocalizePath();
  const { user } = useSession();
  return (
    <header className="site-header">
      <Brand />
      <nav aria-label={t`Main`} className="site-nav">
        <ul>
          <li>
            <Link href={localize('/search')} variant="nav">
              <Trans>Search</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/compare')} variant="nav">
              <Trans>Compare</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/pricing')} variant="nav">
              <Trans>Pricing</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/posts')} variant="nav">
              <Trans>Blog</Trans>
            </Link>
          </li>
          <li>
            <Link href={localize('/about')} variant="nav">
              <Trans>About us</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <div className="site-header__actions">
        <SyncStatusIndicator />
        <LanguageSwitch />
        {user ? (
          <Link href={localize('/ds')} variant="button">
            <Trans>Workspace</Trans>
            <UnreadAlerts />
          </Link>
        ) : (
          <>
            <Link href={localize('/login')} variant="nav">
              <Trans>Log in</Trans>
            </Link>
            <Link href={localize('/register')} variant="button">
              <Trans>Register</Trans>
            </Link>
          </>
        )}
      </div>
      <FirstSyncProgress />
    </header>
  );
}
