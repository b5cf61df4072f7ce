import type { ReactNode } from 'react';
import { Brand } from './Brand.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Public pages: header with navigation and language switch, the page, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
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
