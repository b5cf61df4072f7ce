// Reopens the cookie dialog to change or withdraw the choice. Its own module: the footer is on
// every first paint, and the button brings react-aria's press handling (app/layouts/SiteFooter.tsx).
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/Button.tsx';
import { consentStore } from './consent-store.ts';

export function ConsentSettingsButton() {
  return (
    <Button variant="quiet" className="site-footer__consent" onPress={() => consentStore().reopen()}>
      <Trans>Cookie settings</Trans>
    </Button>
  );
}
