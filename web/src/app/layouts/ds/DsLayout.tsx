// The workspace: a top bar with the signed-in user and logout, the sidebar, the page. On small
// screens the sidebar folds away behind a menu button.
import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { displayName } from '../../../session/display-name.ts';
import { useSession } from '../../../session/use-session.ts';
import { useSignOut } from '../../../session/use-sign-out.ts';
import { FirstSyncProgress } from '../../../sync/FirstSyncProgress.tsx';
import { SyncStatusIndicator } from '../../../sync/SyncStatusIndicator.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Brand } from '../Brand.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { SkipLink } from '../SkipLink.tsx';
import { DsSidebar } from './DsSidebar.tsx';
import './ds.css';

export default function DsLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const name = user ? displayName(user) : '';
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState({ open: false, at: pathname });
  // The menu closes when a link in it is followed.
  const open = menu.open && menu.at === pathname;

  return (
    <div className="layout layout--ds">
      <SkipLink />
      <header className="ds-topbar">
        <Button
          variant="quiet"
          className="ds-topbar__menu"
          aria-expanded={open}
          aria-controls="ds-sidebar"
          onPress={() => setMenu({ open: !open, at: pathname })}
        >
          <Trans>Menu</Trans>
        </Button>
        <Brand to="/ds" />
        <div className="ds-topbar__actions">
          <SyncStatusIndicator />
          <LanguageSwitch />
          {name && (
            <span className="ds-topbar__user">
              <Trans>
                Signed in as <strong>{name}</strong>
              </Trans>
            </span>
          )}
          <Button variant="secondary" onPress={signOut}>
            <Trans>Log out</Trans>
          </Button>
        </div>
      </header>
      <FirstSyncProgress />
      <div className="ds-body">
        <DsSidebar id="ds-sidebar" open={open} />
        <main id="main" className="layout__main ds-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
