// The one way the app talks to the server's REST API. Every call sends `Accept-Language` with
// the current locale (the server answers errors in it) and, unless told otherwise, the session's
// bearer token; JSON error bodies become ApiError, unreachable servers NetworkError. The session
// attaches itself after it is created, so the client and the session need not import each other.
import type { Locale } from '@poct/schemas';
import { ApiError, NetworkError } from './api-errors.ts';

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
  /** Sent as it is (a file's bytes), instead of a JSON `body`. */
  file?: Blob;
  /** Send this bearer token instead of asking the session (the session's own calls). */
  token?: string | null;
  /** Send no token at all (login, public data). */
  anonymous?: boolean;
  /** `include` for calls that read or set the httpOnly refresh cookie. */
  credentials?: RequestCredentials;
  /** Give up after this many milliseconds; the call then fails as unreachable. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** `blob`: the answer is a file (an archive to save), not JSON; a refusal is JSON either way. */
  read?: 'json' | 'blob';
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The language every call is sent in (other clients of the server, like replication, use it too). */
  locale(): Locale;
  attachSession(hooks: SessionHooks): void;
}

export interface ApiClientOptions {
  /** Backend origin; '' means the app's own origin. */
  baseUrl?: string;
  locale: () => Locale;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
}

/** The HTTP status decides (the body's `statusCode` repeats it); the body gives the message. */
function errorFromResponse(response: Response, body: unknown): ApiError {
  const { message } = (body ?? {}) as { message?: unknown };
  return new ApiError(response.status, typeof message === 'string' ? message : response.statusText, body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let session: SessionHooks | undefined;

  async function send(path: string, init: RequestInit, timeoutMs?: number): Promise<Response> {
    if (!isOnline()) throw new NetworkError();
    const doFetch = options.fetch ?? fetch;
    const signals = [init.signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
      (signal): signal is AbortSignal => !!signal,
    );
    try {
      return await doFetch(`${baseUrl}${path}`, {
        ...init,
        signal: signals.length ? AbortSignal.any(signals) : null,
      });
    } catch (error) {
      // fetch rejects with TypeError when the network fails and TimeoutError when our timer
      // fires; a caller's own abort stays an AbortError.
      if (error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError')) {
        throw new NetworkError({ cause: error });
      }
      throw error;
    }
  }

  return {
    locale: options.locale,

    attachSession(hooks) {
      session = hooks;
    },

    async request<T>(path: string, request: RequestOptions = {}): Promise<T> {
      const fromSession = request.token === undefined && !request.anonymous && !!session;
      const token = request.anonymous
        ? null
        : request.token !== undefined
          ? request.token
          : await session?.accessToken();
      const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.locale() });
      if (request.body !== undefined) headers.set('Content-Type', 'application/json');
      if (request.file) headers.set('Content-Type', request.file.type || 'application/octet-stream');
      if (token) headers.set('Authorization', `Bearer ${token}`);

      const response = await send(
        path,
        {
          method: request.method ?? 'GET',
          headers,
          body: request.file ?? (request.body === undefined ? null : JSON.stringify(request.body)),
          credentials: request.credentials ?? 'same-origin',
          signal: request.signal ?? null,
        },
        request.timeoutMs,
      );
      if (response.ok && request.read === 'blob') return (await response.blob()) as T;
      const body = await readJson(response);
      if (!response.ok) {
        const error = errorFromResponse(response, body);
        if (error.statusCode === 401 && fromSession && token) session?.unauthorized();
        throw error;
      }
      return body as T;
    },
  };
}
