// Starts the real server with the real embedded store in a fresh DATA_DIR on free loopback
// ports, as `npm start` would, and signs in the demo accounts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../src/index.ts';
import type { Config } from '../../src/platform/config.ts';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_USERS = {
  superadmin: 'superadmin@demo.poct-atlas.test',
  staff: 'staff@demo.poct-atlas.test',
  verified: 'verified@demo.poct-atlas.test',
  premium: 'premium@demo.poct-atlas.test',
  free: 'free@demo.poct-atlas.test',
  commercial: 'commercial@demo.poct-atlas.test',
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

export interface TestServer extends RunningServer {
  dataDir: string;
  login(user: DemoUser): Promise<string>;
  api(pathname: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'poct-test-'));
  const server = await startServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      storePort: 0,
      demoProducts: 60,
      logLevel: 'silent',
      ...overrides,
    },
    process.env,
    options,
  );
  await server.projector.idle();
  const api = apiAt(server.url);
  const tokens = new Map<DemoUser, string>();
  return {
    ...server,
    dataDir,
    api,
    async login(user) {
      const cached = tokens.get(user);
      if (cached) return cached;
      const response = await api('/api/auth/login', {
        method: 'POST',
        json: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
      });
      if (!response.ok) throw new Error(`login ${user}: ${response.status} ${await response.text()}`);
      const { accessToken } = (await response.json()) as { accessToken: string };
      tokens.set(user, accessToken);
      return accessToken;
    },
  };
}

/** Requests to the server at `baseUrl` with a bearer token and a JSON body (`TestServer['api']`). */
export function apiAt(baseUrl: string): TestServer['api'] {
  return (pathname, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${baseUrl}${pathname}`, { ...init, headers, body });
  };
}

/** A call with a bearer token, a JSON body and a language, as the workspace makes them. */
export function callAs(
  server: Pick<TestServer, 'api'>,
  method: string,
  pathname: string,
  token: string,
  json?: unknown,
  locale = 'en',
): Promise<Response> {
  return server.api(pathname, {
    method,
    token,
    ...(json === undefined ? {} : { json }),
    headers: { 'accept-language': locale },
  });
}

/**
 * A second server process on `first`'s store (COUCHDB_URL) and DATA_DIR (so the same signing
 * keys), as behind a load balancer; it seeds nothing the first has not.
 */
export function startSecondServer(
  first: TestServer,
  overrides: Partial<Config> = {},
): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: first.dataDir,
    couchdbUrl: first.embedded!.credentialUrl(),
    demoProducts: 0,
    logLevel: 'silent',
    ...overrides,
  });
}
