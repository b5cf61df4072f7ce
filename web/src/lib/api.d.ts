import type { Locale } from '@poct/schemas';
export { ApiError, NetworkError } from './api-errors.ts';
export interface SessionHooks {
    /** The current access token, refreshed first when it has expired; null when signed out. */
    accessToken(): Promise<string | null>;
    /** A reachable server answered 401 to an authenticated call. */
    unauthorized(): void;
}
export interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    /** Sent as JSON. */
    body?: unknown;
    /** Send this bearer token instead of asking the session (the session's own calls). */
    token?: string | null;
    /** Send no token at all (login, public data). */
    anonymous?: boolean;
    /** `include` for calls that read or set the httpOnly refresh cookie. */
    credentials?: RequestCredentials;
    /** Give up after this many milliseconds; the call then fails as unreachable. */
    timeoutMs?: number;
    signal?: AbortSignal;
}
export interface ApiClient {
    request<T>(path: string, options?: RequestOptions): Promise<T>;
    attachSession(hooks: SessionHooks): void;
}
export interface ApiClientOptions {
    /** Backend origin; '' means the app's own origin. */
    baseUrl?: string;
    locale: () => Locale;
    fetch?: typeof fetch;
    isOnline?: () => boolean;
}
export declare function createApiClient(options: ApiClientOptions): ApiClient;
