// The element around every page: keeps the language in step with the address (Lingui and
// react-aria's number and date formats), lets react-aria links navigate through react-router, moves the
// focus to a new page's heading, shows toasts and the cookie dialog.
import { lazy, Suspense } from 'react';
import { useHref, useNavigate } from 'react-router';
import { ConsentManager } from '../features/consent/ConsentManager.tsx';
import { AlternateLinks } from '../i18n/AlternateLinks.tsx';
import { LocaleSync } from '../i18n/LocaleSync.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { languageTag } from '../lib/format.ts';
import { RouteView } from './RouteView.tsx';
import { FocusOnNavigation } from './FocusOnNavigation.tsx';
import { LocaleProvider } from '../ui/LocaleProvider.tsx';
import { RouterProvider as AriaRouterProvider } from '../ui/RouterProvider.tsx';

// The toast region (react-aria's toast, landmark and live-announcer code) is not needed for the
// first paint: it loads right after it. Toasts shown before then wait in the queue.
const ToastRegion = lazy(() =>
  import('../ui/ToastRegion.tsx').then(({ ToastRegion }) => ({ default: ToastRegion })),
);

export function Root() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (
    <LocaleProvider locale={languageTag(locale)}>
      <AriaRouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
        <LocaleSync />
        <AlternateLinks />
        <RouteView />
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
        <ConsentManager />
        <FocusOnNavigation />
      </AriaRouterProvider>
    </LocaleProvider>
  );
}
