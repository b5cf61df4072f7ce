// The session (tokens, the signed-in user, refresh before expiry; offline is not signed out), outside React so its rules can be
// tested without rendering:
// - start: restore token, user and expiry from local storage (all three or none); an expired
//   token is refreshed; the user is reloaded once per app start.
// - login: token, then the user, expiry = now + expiresIn - 30 s, persisted.
// - offline is not logged out: a refresh that cannot reach the server keeps the cached user.
//   Only an answer from the server ends the session: 401 on an authenticated call (clear, go to
//   /login), or a refused refresh (toast error.409.session_expired for 409, else
//   error.invalid_token, then clear).
import { TOAST_LIFE_MS } from '@poct/schemas';
import { isApiError, isUnreachable } from '../lib/api-errors.ts';
import type { TranslationKey } from '../i18n/translation-keys.ts';
import type { AuthApi } from './auth-api.ts';
import { computeExpiry } from './expiry.ts';
import { clearSession, readSession, savedToken, writeSession } from './storage.ts';
import { removeAllDrafts } from './drafts.ts';
import type { SessionState, SessionUser, TokenResponse } from './types.ts';

export interface SessionToast {
  severity: 'error' | 'success';
  detail: TranslationKey;
  life: number;
}

export interface SessionStoreDeps {
  auth: AuthApi;
  storage: Storage;
  now?: () => number;
  /** Shows a toast (the session only reports refused refreshes). */
  notify: (toast: SessionToast) => void;
  /** Called after a 401 on an authenticated call cleared the session: go to the login page. */
  onUnauthorized: () => void;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Restores the saved session; resolves when it is settled (refreshed or given up). */
  start(): Promise<void>;
  login(email: string, password: string): Promise<SessionUser>;
  logout(): Promise<void>;
  /** The token for an authenticated call, refreshed (once, however many ask) when expired. */
  accessToken(): Promise<string | null>;
  /** Loads the user again if that has not succeeded since start (e.g. when back online). */
  reloadUserOnce(): Promise<void>;
  /** Loads the user now (after the profile changed, or to see a decision on verification). */
  refreshUser(): Promise<void>;
  /** Takes a user the server just answered with (e.g. after saving the profile). */
  setUser(user: SessionUser): void;
  /** A reachable server answered 401 to an authenticated call. */
  unauthorized(): void;
  /** Another tab changed the saved session: follow it. */
  adoptStorage(): void;
}

const REFRESH_LOCK = 'poct-atlas.session.refresh';

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: SessionState = SIGNED_OUT;
  let token: string | null = null;
  let expiresAt = 0;
  let refreshing: Promise<string | null> | null = null;
  let userLoaded = false;

  function setState(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function persist(user: SessionUser): void {
    if (token) writeSession(deps.storage, { token, user, expiresAt });
  }

  /**
   * Takes a user loaded for the current token. If the saved session no longer holds that token,
   * it was ended or replaced meanwhile (a sign-out in another tab, another user on this device):
   * the store follows the saved session instead of writing the old one back.
   */
  function acceptUser(user: SessionUser): void {
    if (savedToken(deps.storage) !== token) {
      adoptStorage();
      return;
    }
    userLoaded = true;
    persist(user);
    setState({ status: 'signed-in', user });
  }

  function adoptStorage(): void {
    const saved = readSession(deps.storage);
    if (!saved) {
      if (token) clear();
      return;
    }
    if (saved.token === token) return;
    token = saved.token;
    expiresAt = saved.expiresAt;
    setState({ status: 'signed-in', user: saved.user });
  }

  function clear(): void {
    token = null;
    expiresAt = 0;
    userLoaded = false;
    clearSession(deps.storage);
    setState(SIGNED_OUT);
  }

  function acceptToken(response: TokenResponse): void {
    token = response.accessToken;
    expiresAt = computeExpiry(now(), response.expiresIn);
  }

  async function loadUser(current: string): Promise<void> {
    const user = await deps.auth.me(current);
    // The session may have ended while the user was loading.
    if (token !== current) return;
    acceptUser(user);
  }

  async function doRefresh(): Promise<string | null> {
    try {
      acceptToken(await deps.auth.refresh(token));
      if (state.user) persist(state.user);
      // A new token may carry a new tier (verification approved, premium ended): load the user
      // again so the app follows it without signing in again.
      if (token && userLoaded) void loadUser(token).catch(() => undefined);
      return token;
    } catch (error) {
      if (!isUnreachable(error)) {
        const detail = isApiError(error, 409) ? 'error.409.session_expired' : 'error.invalid_token';
        deps.notify({ severity: 'error', detail, life: TOAST_LIFE_MS });
        clear();
      }
      throw error;
    }
  }

  /**
   * Refresh tokens are single-use (a reused one revokes the session), so two tabs must never
   * refresh at once with the same cookie: the Web Locks API lets one tab at a time in, and a tab
   * that waited adopts the token the other one saved instead of refreshing again.
   */
  async function refreshAcrossTabs(): Promise<string | null> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return doRefresh();
    return locks.request(REFRESH_LOCK, async () => {
      const saved = readSession(deps.storage);
      if (saved && saved.token !== token && now() < saved.expiresAt) {
        token = saved.token;
        expiresAt = saved.expiresAt;
      }
      // Another tab may have refreshed while this one waited (its token arrives here through
      // storage): a token still valid is used, not refreshed again.
      if (token && now() < expiresAt) return token;
      return doRefresh();
    });
  }

  function refresh(): Promise<string | null> {
    refreshing ??= refreshAcrossTabs().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function accessToken(): Promise<string | null> {
    if (!token) return null;
    if (now() < expiresAt) return token;
    return refresh();
  }

  async function reloadUserOnce(): Promise<void> {
    if (userLoaded || !token) return;
    try {
      const current = await accessToken();
      if (!current) return;
      const user = await deps.auth.me(current);
      // The session may have ended while the user was loading.
      if (token !== current) return;
      acceptUser(user);
    } catch (error) {
      if (isApiError(error, 401) && token) unauthorized();
      // Offline or a refused refresh (already handled): keep what we have.
    }
  }

  function unauthorized(): void {
    clear();
    deps.onUnauthorized();
  }

  function restore(): boolean {
    const saved = readSession(deps.storage);
    if (!saved) {
      token = null;
      setState(SIGNED_OUT);
      return false;
    }
    token = saved.token;
    expiresAt = saved.expiresAt;
    setState({ status: now() < expiresAt ? 'signed-in' : 'starting', user: saved.user });
    return true;
  }

  return {
    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start() {
      if (!restore()) return;
      if (state.status === 'starting') {
        try {
          await refresh();
        } catch {
          // Unreachable: stay signed in with the cached user. Refused: already cleared.
        }
        if (state.user) setState({ status: 'signed-in', user: state.user });
      }
      await reloadUserOnce();
    },

    async login(email, password) {
      const response = await deps.auth.login(email, password);
      const user = await deps.auth.me(response.accessToken);
      acceptToken(response);
      userLoaded = true;
      persist(user);
      setState({ status: 'signed-in', user });
      // Signing in within the grace period kept a closed account: the user must know.
      if (response.reopened) deps.notify({ severity: 'success', detail: 'account.reopened', life: 0 });
      return user;
    },

    async logout() {
      const previous = token;
      clear();
      // Unsent forum texts stay on the device only while their author is signed in.
      removeAllDrafts(deps.storage);
      try {
        await deps.auth.logout(previous);
      } catch {
        // Offline or already invalid: the local session is gone either way.
      }
    },

    accessToken,
    reloadUserOnce,
    unauthorized,

    async refreshUser() {
      const current = await accessToken();
      if (current) await loadUser(current);
    },

    setUser(user) {
      if (token) acceptUser(user);
    },

    adoptStorage,
  };
}
