// Renders one part of a page (a component, not a whole route) the way the app does: Lingui in the
// address's language, the API client over a fake server, the session signed in as `user`, the
// sync provider, and a memory history at `path`. For parts whose page needs the device's database.
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { stripLocalePrefix } from '@poct/schemas';
import { AppRouter } from '../app/AppRouter.tsx';
import { createServices } from '../app/services.ts';
import { activateLocale } from '../i18n/catalog.ts';
import { createMemoryAppHistory } from '../routes/app-history.ts';
import { ApiContext } from '../lib/api-context.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { SyncProvider } from '../sync/SyncProvider.tsx';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../session/storage.ts';
import type { SessionUser } from '../session/types.ts';
import { fakeServer, json, type Handler } from './fake-server.ts';
import { mount } from './mount.tsx';
import { languageTag } from '../lib/format.ts';
import { LocaleProvider } from '../ui/LocaleProvider.tsx';

export async function renderPart(
  path: string,
  user: SessionUser,
  element: ReactNode,
  routes: Record<string, Handler> = {},
) {
  const { locale } = stripLocalePrefix(path);
  await activateLocale(locale);
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  const server = fakeServer({ 'GET /api/auth/me': () => json(200, user), ...routes });
  const services = createServices({ history: () => createMemoryAppHistory(path), fetch: server.fetch });
  await services.session.start();
  const mounted = await mount(
    <I18nProvider i18n={i18n}>
      <LocaleProvider locale={languageTag(locale)}>
        <ApiContext value={services.api}>
          <SessionProvider store={services.session}>
            <SyncProvider>
              <AppRouter history={services.history}>{element}</AppRouter>
            </SyncProvider>
          </SessionProvider>
        </ApiContext>
      </LocaleProvider>
    </I18nProvider>,
  );
  return { ...mounted, requests: server.requests };
}
