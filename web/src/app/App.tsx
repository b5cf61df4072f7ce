import { StrictMode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiContext } from '../lib/api-context.ts';
import { PendingQuotations } from '../features/quotations/PendingQuotations.tsx';
import { SearchServiceKeeper } from '../features/search/SearchServiceKeeper.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { SyncProvider } from '../sync/SyncProvider.tsx';
import { AppRouter } from './AppRouter.tsx';
import { Root } from './Root.tsx';
import type { Services } from './services.ts';

export function App({ services }: { services: Services }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ApiContext value={services.api}>
          <SessionProvider store={services.session}>
            <SyncProvider>
              <AppRouter history={services.history}>
                <Root />
              </AppRouter>
              <PendingQuotations />
              <SearchServiceKeeper />
            </SyncProvider>
          </SessionProvider>
        </ApiContext>
      </I18nProvider>
    </StrictMode>
  );
}
