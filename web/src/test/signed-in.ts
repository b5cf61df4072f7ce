// A session signed in as a given user: on the device as after a sign-in (signedInAs, for a page
// rendered with renderApp), or as a store without the whole app (signedInSession), restored from
// local storage as after a page load and confirmed by a fake server.
import { createApiClient } from '../lib/api.ts';
import { createAuthApi } from '../session/auth-api.ts';
import { createSessionStore } from '../session/session-store.ts';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../session/storage.ts';
import type { SessionUser } from '../session/types.ts';
import { fakeServer, json, type Handler } from './fake-server.ts';

function saveSession(user: SessionUser, token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
}

/** The saved session, and the answers the profile page asks for first: the user, their orders. */
export function signedInAs(user: SessionUser): Record<string, Handler> {
  saveSession(user, 'token');
  return {
    'GET /api/auth/me': () => json(200, user),
    'GET /api/payments/orders': () => json(200, { orders: [] }),
  };
}

export function signedInSession(user: SessionUser) {
  saveSession(user, 't1');
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
