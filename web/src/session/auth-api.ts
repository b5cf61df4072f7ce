// The four auth endpoints. Each passes its token explicitly so that the
// session's own calls never go through the session hooks (a refresh asking for a refresh).
import type { ApiClient } from '../lib/api.ts';
import type { SessionUser, TokenResponse } from './types.ts';

/** A refresh that hangs must not keep the app waiting forever at start. */
const REFRESH_TIMEOUT_MS = 15_000;

export function createAuthApi(api: ApiClient) {
  return {
    login: (email: string, password: string) =>
      api.request<TokenResponse>('/api/auth/login', {
        method: 'POST',
        body: { email, password },
        anonymous: true,
        credentials: 'include',
      }),
    me: (token: string) => api.request<SessionUser>('/api/auth/me', { token }),
    // The refresh token is an httpOnly cookie, so the browser must send cookies.
    refresh: (token: string | null) =>
      api.request<TokenResponse>('/api/auth/refresh', {
        token,
        credentials: 'include',
        timeoutMs: REFRESH_TIMEOUT_MS,
      }),
    logout: (token: string | null) =>
      api.request<void>('/api/auth/logout', { method: 'POST', token, credentials: 'include' }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
