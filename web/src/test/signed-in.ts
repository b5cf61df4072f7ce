// A session signed in as a given user without the whole app: the store restores it from local
// storage as after a page load, and a fake server confirms it.
import { createApiClient } from '../lib/api.ts';
import { createAuthApi } from '../session/auth-api.ts';
import { createSessionStore } from '../session/session-store.ts';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../session/storage.ts';
import type { SessionUser } from '../session/types.ts';
import { fakeServer, json } from './fake-server.ts';

export function signedInSession(user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, 't1');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  const server = fakeServer({ 'GET /api/auth/me': () => json(200, user) });
  const api = createApiClient({ locale: () => 'en', fetch: server.fetch, isOnline: () => true });
  const store = createSessionStore({
    auth: createAuthApi(api),
    storage: localStorage,
    notify: () => {},
    onUnauthorized: () => {},
  });
  void store.start();
  return { store, api };
}
