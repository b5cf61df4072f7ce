import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { adSlotOf } from '../../features/ads/ad-placement.ts';
import { AdSlot } from '../../features/ads/AdSlot.tsx';
import { Brand } from './Brand.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * Public pages: header with navigation and language switch, the page, footer. Pages with an
 * advertisement slot (features/ads/ad-placement.ts) get their banner beside or below the page.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const slot = adSlotOf(pathname);
  const main = (
    <main id="main" className="layout__main" tabIndex={-1}>
      {children}
    </main>
  );
  return (
    <div className="layout layout--default">
      <SkipLink />
      <SiteHeader />
      {slot === 'aside' ? (
        <div className="layout__with-aside">
          {main}
          <AdSlot slot="aside" page={pathname} />
        </div>
      ) : (
        main
      )}
      {slot === 'footer' && <AdSlot slot="footer" page={pathname} />}
      <SiteFooter />
    </div>
  );
}

/**
 * The same frame with nothing that reads the session or the translations of the header, for the error
 * page, which must render even when those are what broke.
 */
export function DefaultLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <header className="site-header">
        <Brand />
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
