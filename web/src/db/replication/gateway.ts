// Requests to the replication gateway (/db) and the change-events stream (/api/sync/events) with
// the session's bearer token. Outcomes the sync engine must tell apart: refused (401/403: final,
// never retried), unreachable (offline: retried later), anything else (a bug or a 5xx: retried).
import type { Locale } from '@poct/schemas';

export interface GatewayDeps {
  /** The current access token, refreshed first when expired; null when signed out. */
  accessToken(): Promise<string | null>;
  locale(): Locale;
  /** Backend origin; '' is the app's own. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/** The gateway refused the caller: 401 (not signed in any more) or 403 (may not have this). */
export class RefusedError extends Error {
  readonly status: 401 | 403;
  constructor(status: 401 | 403, path: string) {
    super(`${path} refused with ${status}`);
    this.name = 'RefusedError';
    this.status = status;
  }
}

/** The server could not be reached: the device is offline or the server is down. */
export class UnreachableError extends Error {
  /** The 5xx status when the server (or a proxy) answered; undefined when nothing answered. */
  readonly status: number | undefined;
  constructor(options?: { cause?: unknown; status?: number }) {
    super('The server could not be reached', options);
    this.name = 'UnreachableError';
    this.status = options?.status;
  }
}

export async function gatewayFetch(
  deps: GatewayDeps,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const token = await deps.accessToken().catch((error: unknown) => {
    throw new UnreachableError({ cause: error });
  });
  if (!token) throw new RefusedError(401, path);
  const headers = new Headers({ accept: 'application/json', 'accept-language': deps.locale() });
  headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${deps.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
      cache: 'no-store',
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new UnreachableError({ cause: error });
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new RefusedError(response.status, path);
  }
  // A proxy or a restarting server: not the caller's fault, try again later.
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new UnreachableError({ status: response.status });
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function gatewayJson<T>(
  deps: GatewayDeps,
  path: string,
  init?: Parameters<typeof gatewayFetch>[2],
): Promise<T> {
  return (await (await gatewayFetch(deps, path, init)).json()) as T;
}
