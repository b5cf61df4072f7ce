// A fetch stand-in that answers the auth endpoints like the server does
// and records every request, so tests check what the client sends as well as what it does.
import { keyForStatus } from '@poct/schemas';
import type { SessionUser } from '../session/types.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, with its `?` (empty when none). */
  search: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's wire error; `key` the catalogue key a client renders (its status's when absent). */
export function apiError(status: number, message: string, key: string = keyForStatus(status)): Response {
  return json(status, { statusCode: status, key, message });
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    username: 'anna',
    email: 'anna@example.test',
    first_name: 'Anna',
    last_name: 'Schmidt',
    role: { id: 'role-user', name: 'User', permissions: ['profile-read', 'profile-update'], hierarchy: 3 },
    premium: false,
    premium_until: null,
    premium_trial_until: null,
    verification_status: 'verified',
    user_type: 'hcp',
    plan: null,
    language: 'de',
    ...overrides,
  };
}

export function fakeServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : apiError(404, 'Not found');
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A fetch that fails like a browser without network. */
export const offlineFetch = (async () => {
  throw new TypeError('Failed to fetch');
}) as typeof fetch;
