// The element around every page: keeps the language in step with the address, lets
// react-aria links navigate through react-router, restores scroll, shows toasts and the cookie
// dialog.
import { ScrollRestoration, useHref, useNavigate } from 'react-router';
import { ConsentManager } from '../consent/ConsentManager.tsx';
import { AlternateLinks } from '../i18n/AlternateLinks.tsx';
import { LocaleSync } from '../i18n/LocaleSync.tsx';
import { RouteView } from '../routes/RouteView.tsx';
import { RouterProvider as AriaRouterProvider } from '../ui/RouterProvider.tsx';
import { ToastRegion } from '../ui/ToastRegion.tsx';

export function Root() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      <LocaleSync />
      <AlternateLinks />
      <RouteView />
      <ToastRegion />
      <ConsentManager />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
