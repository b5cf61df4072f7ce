// The embedded store refuses anonymous requests: every request to its
// loopback port needs the credential generated per DATA_DIR on first start and kept in
// DATA_DIR/keys/store-credential.json (0600); the server itself still works with it, after a
// restart on the same DATA_DIR and after its supervisor restarts a killed store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../index.ts';
import { STORE_CREDENTIAL_FILE } from '../store/store-credential.ts';
import { eventually } from '../../../test/support/spawn-server.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 20 });
  dataDir = server.dataDir;
});
afterAll(async () => {
  await server?.close();
});

const storeUrl = (pathname: string): string => `${server.embedded!.url}${pathname.replace(/^\//, '')}`;

function readCredential(): { username: string; password: string } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, STORE_CREDENTIAL_FILE), 'utf8')) as {
    username: string;
    password: string;
  };
}

const basic = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const ANONYMOUS_ATTEMPTS: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/_all_dbs' },
  { method: 'GET', path: '/accounts/_all_docs?include_docs=true' },
  { method: 'GET', path: '/sessions' },
  { method: 'GET', path: '/sessions/_changes' },
  { method: 'GET', path: '/_config' },
  { method: 'GET', path: '/_config/admins' },
  { method: 'PUT', path: '/_config/admins/intruder', body: 'secret' },
  { method: 'GET', path: '/_session' },
  { method: 'POST', path: '/_session', body: { name: 'poct-server', password: 'x' } },
  { method: 'GET', path: '/_utils/' },
  { method: 'PUT', path: '/intruder_db' },
  { method: 'PUT', path: '/accounts/intruder', body: { email: 'intruder@example.test' } },
  { method: 'POST', path: '/server_state/_bulk_docs', body: { docs: [{ _id: 'intruder' }] } },
  { method: 'DELETE', path: '/catalogue' },
];

async function expectRefused(authorization: string | undefined): Promise<void> {
  for (const attempt of ANONYMOUS_ATTEMPTS) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization !== undefined) headers.authorization = authorization;
    const response = await fetch(storeUrl(attempt.path), {
      method: attempt.method,
      headers,
      body: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
    });
    expect(response.status, `${attempt.method} ${attempt.path}`).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="store"');
    expect(await response.json()).toEqual({
      error: 'unauthorized',
      reason: 'Name or password is incorrect.',
    });
  }
}

async function expectNothingChanged(): Promise<void> {
  const databases = await server.store.json<string[]>('_all_dbs');
  expect(databases).not.toContain('intruder_db');
  expect(databases).toContain('catalogue');
  expect(await server.store.get('accounts', 'intruder')).toBeUndefined();
  expect(await server.store.get('server_state', 'intruder')).toBeUndefined();
  const config = await fetch(storeUrl('/_config/admins'), {
    headers: { authorization: server.embedded!.authorization },
  });
  // express-pouchdb runs without its _config routes: even with the credential there is none.
  expect(config.status).toBe(404);
  await config.body?.cancel();
}

describe('the embedded store', () => {
  it('refuses every anonymous request with 401 and changes nothing', async () => {
    await expectRefused(undefined);
    await expectNothingChanged();
  });

  it('refuses a wrong password, a wrong user, another scheme and a malformed header', async () => {
    const { username, password } = readCredential();
    await expectRefused(basic(username, `${password.slice(0, -1)}x`));
    await expectRefused(basic('admin', password));
    await expectRefused(basic(username, ''));
    await expectRefused(`Bearer ${password}`);
    await expectRefused('Basic not*base64');
    await expectNothingChanged();
  });

  it('answers the credential kept in DATA_DIR/keys/store-credential.json (0600, not in /api/health)', async () => {
    const file = path.join(dataDir, STORE_CREDENTIAL_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'store')).mode & 0o777).toBe(0o700);
    const { username, password } = readCredential();
    expect(username).toBe('poct-server');
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const root = await fetch(storeUrl('/'), { headers: { authorization: basic(username, password) } });
    expect(root.status).toBe(200);
    await root.body?.cancel();
    expect(server.embedded!.url).not.toContain(password);
    const health = await server.api('/api/health');
    expect(health.status).toBe(200);
    expect(await health.text()).not.toContain(password);
  });

  it('still serves the server: login, replication through /db, the projector', async () => {
    const premium = await server.login('premium');
    const pull = await server.api('/db/catalogue/_changes?include_docs=true&limit=5', { token: premium });
    expect(pull.status).toBe(200);
    expect(((await pull.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);

    const staff = await server.login('staff');
    const me = (await (await server.api('/api/auth/me', { token: staff })).json()) as { id: string };
    type Product = { _id: string; name: string; visible: boolean; [field: string]: unknown };
    const product = (await server.store.allDocs<Product>('catalogue_master')).find((doc) => doc.visible)!;
    const renamed = `${product.name} (store credential)`;
    const push = await server.api('/db/catalogue_master/_bulk_docs', {
      method: 'POST',
      token: staff,
      json: {
        docs: [{ ...product, name: renamed, updated_by: me.id, updated_at: new Date().toISOString() }],
      },
    });
    expect(((await push.json()) as Array<{ ok?: boolean }>)[0]?.ok).toBe(true);
    await server.projector.idle();
    expect((await server.store.get<Product>('catalogue', product._id))?.name).toBe(renamed);
  });

  it('authenticates again after its supervisor restarts a SIGKILLed store', async () => {
    const restarted = new Promise<void>((resolve) => server.embedded!.onRestart(resolve));
    server.embedded!.kill('SIGKILL');
    await restarted;
    await eventually(
      async () => (await server.api('/api/health')).status === 200,
      'health is ok again',
      30_000,
    );
    expect(await server.store.info('catalogue')).toBeDefined();
    await expectRefused(undefined);
  });

  it('uses the same credential after a restart on the same DATA_DIR', async () => {
    const before = readCredential();
    const authorization = server.embedded!.authorization;
    await server.close();
    server = await startTestServer({ dataDir, demoProducts: 20 });
    expect(readCredential()).toEqual(before);
    expect(server.embedded!.authorization).toBe(authorization);
    expect((await server.api('/api/health')).status).toBe(200);
    await server.login('premium');
    await expectRefused(undefined);
  });
});

describe('a store credential file that cannot be used', () => {
  it('stops start-up with a message naming the file', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-store-credential-'));
    const file = path.join(broken, STORE_CREDENTIAL_FILE);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '{ not json', { mode: 0o600 });
    await expect(
      startServer({ port: 0, host: '127.0.0.1', dataDir: broken, storePort: 0, logLevel: 'silent' }),
    ).rejects.toThrow(`${file}: not valid JSON`);
    fs.writeFileSync(file, JSON.stringify({ username: 'poct-server' }));
    await expect(
      startServer({ port: 0, host: '127.0.0.1', dataDir: broken, storePort: 0, logLevel: 'silent' }),
    ).rejects.toThrow(`${file}: username or password is missing`);
    // Nothing was started: no store directory.
    expect(fs.existsSync(path.join(broken, 'store'))).toBe(false);
    fs.rmSync(broken, { recursive: true, force: true });
  });
});
