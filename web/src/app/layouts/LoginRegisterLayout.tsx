import type { ReactNode } from 'react';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Login, registration and password pages: the form on a centred card. */
export function LoginRegisterLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--card">
      <SkipLink />
      <header className="site-header site-header--slim">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="layout__main layout__main--centred" tabIndex={-1}>
        <div className="card">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
