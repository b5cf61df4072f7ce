import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../lib/api.ts';
import { apiError, fakeServer, json, makeUser, offlineFetch, type Handler } from '../test/fake-server.ts';
import { createAuthApi } from './auth-api.ts';
import { loadDraft, saveDraft } from './drafts.ts';
import { computeExpiry } from './expiry.ts';
import { createSessionStore, type SessionToast } from './session-store.ts';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from './storage.ts';

const NOW = Date.parse('2026-01-15T10:00:00Z');

function setup(options: { routes?: Record<string, Handler>; fetch?: typeof fetch; online?: boolean } = {}) {
  const server = fakeServer(options.routes ?? {});
  const api = createApiClient({
    locale: () => 'en',
    fetch: options.fetch ?? server.fetch,
    isOnline: () => options.online ?? true,
  });
  const toasts: SessionToast[] = [];
  const onUnauthorized = vi.fn();
  const store = createSessionStore({
    auth: createAuthApi(api),
    storage: window.localStorage,
    now: () => NOW,
    notify: (toast) => toasts.push(toast),
    onUnauthorized,
  });
  api.attachSession({ accessToken: store.accessToken, unauthorized: store.unauthorized });
  return { store, api, requests: server.requests, toasts, onUnauthorized };
}

function save(token: string, expiresAt: number, user = makeUser()) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(expiresAt));
}

/**
 * A saved session ('t1') starting, held while its user loads: `answer` gives the /me response
 * once the request has arrived.
 */
async function startWhileUserLoads() {
  save('t1', NOW + 60_000);
  let asked: (answer: (response: Response) => void) => void = () => {};
  const answered = new Promise<(response: Response) => void>((resolve) => (asked = resolve));
  const { store } = setup({
    routes: { 'GET /api/auth/me': () => new Promise<Response>((resolve) => asked(resolve)) },
  });
  const started = store.start();
  return { store, started, answer: await answered };
}

function saved() {
  return [TOKEN_KEY, USER_KEY, EXPIRY_KEY].map((key) => localStorage.getItem(key));
}

describe('expiry', () => {
  it('is now plus expiresIn minus a 30 second margin', () => {
    expect(computeExpiry(NOW, 3600)).toBe(NOW + 3_570_000);
    expect(computeExpiry(0, 30)).toBe(0);
  });
});

describe('start', () => {
  it('restores token, user and expiry, then reloads the user once', async () => {
    save('t1', NOW + 60_000);
    const fresh = makeUser({ first_name: 'Annabel' });
    const { store, requests } = setup({ routes: { 'GET /api/auth/me': () => json(200, fresh) } });
    const started = store.start();
    // Restoring is synchronous: the first render already knows the user.
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { first_name: 'Anna' } });
    await started;
    expect(store.getState().user?.first_name).toBe('Annabel');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/me']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').first_name).toBe('Annabel');
    await store.reloadUserOnce();
    expect(requests).toHaveLength(1);
  });

  it('does not write back a session removed while the user was loading (sign-out elsewhere)', async () => {
    const { store, started, answer } = await startWhileUserLoads();
    expect(store.getState().status).toBe('signed-in');
    // Another tab signs out, or the device is handed to another user, while /me is on its way.
    localStorage.clear();
    answer(json(200, makeUser({ first_name: 'Annabel' })));
    await started;
    expect(saved()).toEqual([null, null, null]);
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
  });

  it('follows a session that replaced this one while the user was loading', async () => {
    const { store, started, answer } = await startWhileUserLoads();
    const other = makeUser({ id: 'u2', first_name: 'Bernd' });
    save('t2', NOW + 60_000, other);
    answer(json(200, makeUser({ first_name: 'Annabel' })));
    await started;
    expect(saved()[0]).toBe('t2');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').first_name).toBe('Bernd');
    expect(store.getState().user?.first_name).toBe('Bernd');
    expect(await store.accessToken()).toBe('t2');
  });

  it('clears all three entries when one is missing', async () => {
    localStorage.setItem(TOKEN_KEY, 't1');
    localStorage.setItem(USER_KEY, JSON.stringify(makeUser()));
    const { store, requests } = setup();
    await store.start();
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(saved()).toEqual([null, null, null]);
    expect(requests).toHaveLength(0);
  });

  it('clears all three entries when the user is unreadable', async () => {
    save('t1', NOW + 60_000);
    localStorage.setItem(USER_KEY, '{broken');
    const { store } = setup();
    await store.start();
    expect(store.getState().status).toBe('signed-out');
    expect(saved()).toEqual([null, null, null]);
  });

  it('refreshes an expired token with the refresh cookie', async () => {
    save('old', NOW - 1);
    const { store, requests } = setup({
      routes: {
        'GET /api/auth/refresh': () => json(200, { accessToken: 'new', expiresIn: 900 }),
        'GET /api/auth/me': () => json(200, makeUser()),
      },
    });
    const started = store.start();
    expect(store.getState().status).toBe('starting');
    await started;
    expect(store.getState().status).toBe('signed-in');
    expect(requests[0]).toMatchObject({ path: '/api/auth/refresh', credentials: 'include' });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer new');
    expect(saved().slice(0, 1)).toEqual(['new']);
    expect(Number(localStorage.getItem(EXPIRY_KEY))).toBe(NOW + 870_000);
  });

  it('stays signed in with the cached user when the network is unreachable', async () => {
    save('old', NOW - 1);
    const { store, toasts } = setup({ fetch: offlineFetch });
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { username: 'anna' } });
    expect(saved()[0]).toBe('old');
    expect(toasts).toEqual([]);
  });

  it('stays signed in when the browser reports being offline, without calling', async () => {
    save('old', NOW - 1);
    const { store, requests } = setup({ online: false });
    await store.start();
    expect(store.getState().status).toBe('signed-in');
    expect(requests).toHaveLength(0);
  });

  it('stays signed in when a proxy answers that the server is unavailable', async () => {
    save('old', NOW - 1);
    const { store } = setup({
      routes: { 'GET /api/auth/refresh': () => apiError(503, 'Service unavailable') },
    });
    await store.start();
    expect(store.getState().status).toBe('signed-in');
  });

  it('ends the session with error.409.session_expired when the refresh answers 409', async () => {
    save('old', NOW - 1);
    const { store, toasts } = setup({
      routes: { 'GET /api/auth/refresh': () => apiError(409, 'The session expired, please log in again.') },
    });
    await store.start();
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(saved()).toEqual([null, null, null]);
    expect(toasts).toEqual([{ severity: 'error', detail: 'error.409.session_expired', life: 6000 }]);
  });

  it('ends the session with error.invalid_token when the refresh is refused otherwise', async () => {
    save('old', NOW - 1);
    const { store, toasts } = setup({
      routes: { 'GET /api/auth/refresh': () => apiError(401, 'Unauthorized') },
    });
    await store.start();
    expect(store.getState().status).toBe('signed-out');
    expect(toasts).toEqual([{ severity: 'error', detail: 'error.invalid_token', life: 6000 }]);
  });
});

describe('login', () => {
  it('stores the token, loads the user and persists expiry = now + expiresIn - 30 s', async () => {
    const { store, requests } = setup({
      routes: {
        'POST /api/auth/login': () => json(200, { accessToken: 'abc', expiresIn: 3600 }),
        'GET /api/auth/me': () => json(200, makeUser()),
      },
    });
    const user = await store.login('anna@example.test', 'secret');
    expect(user.username).toBe('anna');
    expect(store.getState().status).toBe('signed-in');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { email: 'anna@example.test', password: 'secret' },
      credentials: 'include',
    });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(saved()).toEqual(['abc', JSON.stringify(user), String(NOW + 3_570_000)]);
  });

  it('surfaces the server error and stores nothing', async () => {
    const { store } = setup({
      routes: { 'POST /api/auth/login': () => apiError(401, 'Login failed. Please try again.') },
    });
    const failure = store.login('a@b.test', 'x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 401,
      message: 'Login failed. Please try again.',
    });
    expect(store.getState().status).toBe('signed-out');
    expect(saved()).toEqual([null, null, null]);
  });
});

describe('authenticated calls', () => {
  it('send the bearer token and the locale', async () => {
    save('t1', NOW + 60_000);
    const { store, api, requests } = setup({
      routes: { 'GET /api/auth/me': () => json(200, makeUser()), 'GET /api/things': () => json(200, []) },
    });
    await store.start();
    await api.request('/api/things');
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer t1');
    expect(requests.at(-1)?.headers.get('Accept-Language')).toBe('en');
  });

  it('clear the session and go to the login page on a 401', async () => {
    save('t1', NOW + 60_000);
    const { store, api, onUnauthorized } = setup({
      routes: {
        'GET /api/auth/me': () => json(200, makeUser()),
        'GET /api/things': () => apiError(401, 'Unauthorized. Please log in to continue.'),
      },
    });
    await store.start();
    await expect(api.request('/api/things')).rejects.toMatchObject({ statusCode: 401 });
    expect(store.getState().status).toBe('signed-out');
    expect(saved()).toEqual([null, null, null]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('do not end the session on other errors', async () => {
    save('t1', NOW + 60_000);
    const { store, api } = setup({
      routes: {
        'GET /api/auth/me': () => json(200, makeUser()),
        'GET /api/things': () => apiError(403, 'You do not have permission to access this resource.'),
      },
    });
    await store.start();
    await expect(api.request('/api/things')).rejects.toMatchObject({ statusCode: 403 });
    expect(store.getState().status).toBe('signed-in');
  });

  it('refresh an expired token once however many calls ask at the same time', async () => {
    save('old', NOW - 1);
    let refreshes = 0;
    const { store } = setup({
      routes: {
        'GET /api/auth/refresh': async () => {
          refreshes += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return json(200, { accessToken: 'new', expiresIn: 900 });
        },
      },
      online: true,
    });
    // Not started: the token is expired and nobody has refreshed it yet.
    store.adoptStorage();
    const tokens = await Promise.all([store.accessToken(), store.accessToken(), store.accessToken()]);
    expect(tokens).toEqual(['new', 'new', 'new']);
    expect(refreshes).toBe(1);
  });
});

describe('logout', () => {
  it('calls the logout endpoint with the token and clears everything', async () => {
    save('t1', NOW + 60_000);
    const { store, requests } = setup({
      routes: {
        'GET /api/auth/me': () => json(200, makeUser()),
        'POST /api/auth/logout': () => json(200, {}),
      },
    });
    await store.start();
    await store.logout();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/logout',
      credentials: 'include',
    });
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer t1');
    expect(store.getState()).toEqual({ status: 'signed-out', user: null });
    expect(saved()).toEqual([null, null, null]);
  });

  it('removes every unsent forum draft, also offline', async () => {
    save('t1', NOW + 60_000);
    saveDraft(localStorage, 'user-1', 'comment:t-1', 'Entwurf');
    saveDraft(localStorage, 'user-2', 'thread-new:sub', { subject: 'x' });
    localStorage.setItem('unrelated', 'kept');
    const { store } = setup({ fetch: offlineFetch });
    await store.start();
    expect(loadDraft(localStorage, 'user-1', 'comment:t-1')).toBe('Entwurf');
    await store.logout();
    expect(loadDraft(localStorage, 'user-1', 'comment:t-1')).toBeUndefined();
    expect(loadDraft(localStorage, 'user-2', 'thread-new:sub')).toBeUndefined();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('clears the local session even offline', async () => {
    save('t1', NOW + 60_000);
    const { store } = setup({ fetch: offlineFetch });
    await store.start();
    await store.logout();
    expect(store.getState().status).toBe('signed-out');
    expect(saved()).toEqual([null, null, null]);
  });
});
