// The app's long-lived objects, made once at start: API client, session, history. The session
// needs to navigate on a 401 and the API client needs the session's token; both are wired here
// so that neither module imports the other.
import { stripLocalePrefix } from '@poct/schemas';
import { createApiClient, type ApiClient } from '../lib/api.ts';
import { loginPathFor } from '../routes/return-path.ts';
import { createAuthApi } from '../session/auth-api.ts';
import { createSessionStore, type SessionStore } from '../session/session-store.ts';
import { showToast } from '../ui/toast-queue.ts';
import { createAppHistory, type AppHistory } from '../routes/app-history.ts';

export interface Services {
  api: ApiClient;
  session: SessionStore;
  history: AppHistory;
}

/** Replacements for tests: a memory history, a fake fetch, another storage. */
export interface ServiceOverrides {
  history?: () => AppHistory;
  fetch?: typeof fetch;
  storage?: Storage;
}

export function createServices(overrides: ServiceOverrides = {}): Services {
  const history = (overrides.history ?? createAppHistory)();
  const api = createApiClient({
    baseUrl: import.meta.env.VITE_API_BASE ?? '',
    // The page's language is its address (i18n/use-locale.ts). Lingui's active locale follows only
    // once the other catalogue has loaded, and a call made in between belongs to the new page.
    locale: () => stripLocalePrefix(history.state.location.pathname).locale,
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
  const session = createSessionStore({
    auth: createAuthApi(api),
    storage: overrides.storage ?? window.localStorage,
    notify: showToast,
    onUnauthorized: () => {
      const { pathname, search, hash } = history.state.location;
      history.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });
  api.attachSession({ accessToken: session.accessToken, unauthorized: session.unauthorized });
  return { api, session, history };
}
