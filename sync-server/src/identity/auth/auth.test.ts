// The auth routes end to end against the real embedded store: login, current user, refresh with
// rotation and reuse detection, logout, the middlewares, and keys that survive a restart.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { decodeJwt } from 'jose';
import { STAFF_ROLE_ID } from '@poct/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../platform/config.ts';
import { errorMiddleware } from '../../platform/http/error-middleware.ts';
import { claimsOf, createAuth, type Auth } from './auth.ts';
import { KEY_FILE } from './keys.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';
import { startTestStore, testUser, type TestStore } from './test-support.ts';

const PASSWORD = 'a long enough test password';
const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

let testStore: TestStore;
let config: Config;
let auth: Auth;
let server: http.Server;
let base: string;

beforeAll(async () => {
  testStore = await startTestStore();
  config = loadConfig({}, { dataDir: testStore.dataDir, logLevel: 'silent' });
  auth = await createAuth({ config, store: testStore.store });

  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(express.json());
  app.use('/api/auth', auth.router);
  app.get('/api/probe', auth.optionalAuth, (_req, res) => {
    res.json({ claims: claimsOf(res) ?? null });
  });
  app.use(errorMiddleware);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  await auth.createAccount(
    testUser('user-staff', {
      email: 'Staff@Example.test',
      role_id: STAFF_ROLE_ID,
      premium: true,
      premium_until: FUTURE,
    }),
    PASSWORD,
  );
  await auth.createAccount(testUser('user-lapsed', { premium: true, premium_until: PAST }), PASSWORD);
  await auth.createAccount(testUser('user-trial', { premium_trial_until: FUTURE }), PASSWORD);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testStore.stop();
});

interface Answer {
  status: number;
  body: Record<string, unknown> | undefined;
  headers: Headers;
  /** The poct_refresh Set-Cookie line, if any. */
  cookieLine: string | undefined;
  /** The value it sets. */
  cookie: string | undefined;
}

async function call(
  method: string,
  url: string,
  options: { token?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `${REFRESH_COOKIE}=${options.cookie}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const cookieLine = response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  const cookie = cookieLine?.slice(REFRESH_COOKIE.length + 1).split(';')[0];
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    headers: response.headers,
    cookieLine,
    cookie: cookie ? decodeURIComponent(cookie) : undefined,
  };
}

async function login(email = 'staff@example.test'): Promise<{ token: string; cookie: string }> {
  const answer = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(answer.status).toBe(200);
  return { token: answer.body!.accessToken as string, cookie: answer.cookie! };
}

describe('POST /api/auth/login', () => {
  it('When the credentials are right, then it answers an access token and sets the refresh cookie', async () => {
    const answer = await call('POST', '/api/auth/login', {
      body: { email: 'STAFF@example.test', password: PASSWORD },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accessToken: expect.any(String), expiresIn: config.accessTokenTtlS });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const claims = decodeJwt(answer.body!.accessToken as string);
    expect(claims).toMatchObject({ sub: 'user-staff', role_id: STAFF_ROLE_ID, hierarchy: 10, premium: true });
    expect(claims.perms).toContain('products-update');
    expect(answer.cookie).toMatch(new RegExp(`^${claims.sid as string}\\.[A-Za-z0-9_-]{43}$`));
    expect(answer.cookieLine).toContain('HttpOnly');
    expect(answer.cookieLine).toContain('SameSite=Strict');
    expect(answer.cookieLine).toContain('Path=/api/auth');
    expect(answer.cookieLine).toContain(`Max-Age=${config.refreshTokenTtlS}`);
    expect(answer.cookieLine).not.toContain('Secure');
  });

  it('When the request came over https through a trusted proxy, then the cookie is Secure', async () => {
    const answer = await call('POST', '/api/auth/login', {
      body: { email: 'staff@example.test', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.cookieLine).toContain('Secure');
  });

  it('When the password is wrong or the email unknown, then it answers 401 "Login failed" without a cookie', async () => {
    for (const body of [
      { email: 'staff@example.test', password: 'wrong password' },
      { email: 'nobody@example.test', password: PASSWORD },
    ]) {
      const answer = await call('POST', '/api/auth/login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        statusCode: 401,
        key: 'error.invalid_token',
        message: 'Login failed. Please try again.',
      });
      expect(answer.cookie).toBeUndefined();
    }
  });

  it('When the body is not an email and a password, then it answers 400 in the requested language', async () => {
    for (const body of [
      {},
      { email: 'staff@example.test' },
      { email: 3, password: PASSWORD },
      { email: 'a', password: '' },
    ]) {
      const answer = await call('POST', '/api/auth/login', { body, headers: { 'accept-language': 'de' } });
      expect(answer.status).toBe(400);
      expect(answer.body!.message).toMatch(/^Ungültige Anfrage/);
    }
  });
});

describe('GET /api/auth/me', () => {
  it('When called with a valid token, then it answers the user without the password hash', async () => {
    const { token } = await login();
    const answer = await call('GET', '/api/auth/me', { token });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(answer.body)).not.toContain('argon2');
    expect(answer.body).toMatchObject({
      id: 'user-staff',
      username: 'userstaff',
      email: 'Staff@Example.test',
      first_name: 'Test',
      last_name: 'User',
      role: { id: STAFF_ROLE_ID, name: 'Staff', hierarchy: 10 },
      premium: true,
      premium_until: FUTURE,
      premium_trial_until: null,
      verification_status: 'not_verified',
      user_type: 'hcp',
      language: 'en',
      plan: null,
    });
    expect((answer.body!.role as { permissions: string[] }).permissions).toContain('products-read');
  });

  it('When premium has lapsed or a trial runs, then premium is the effective status', async () => {
    const lapsed = await login('user-lapsed@example.test');
    expect((await call('GET', '/api/auth/me', { token: lapsed.token })).body).toMatchObject({
      premium: false,
    });
    expect(decodeJwt(lapsed.token).premium).toBe(false);
    const trial = await login('user-trial@example.test');
    expect((await call('GET', '/api/auth/me', { token: trial.token })).body).toMatchObject({ premium: true });
  });

  it('When called without a token or with a bad one, then it answers 401', async () => {
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
    const answer = await call('GET', '/api/auth/me', { token: 'x.y.z' });
    expect(answer.body).toEqual({
      statusCode: 401,
      key: 'error.401',
      message: 'Unauthorized. Please log in to continue.',
    });
    expect((await call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});

describe('GET /api/auth/refresh', () => {
  it('When the refresh cookie is current, then it answers a new access token and rotates the cookie', async () => {
    const first = await login();
    const answer = await call('GET', '/api/auth/refresh', { cookie: first.cookie });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ accessToken: expect.any(String), expiresIn: config.accessTokenTtlS });
    expect(answer.cookie).toBeDefined();
    expect(answer.cookie).not.toBe(first.cookie);
    expect(decodeJwt(answer.body!.accessToken as string).sid).toBe(decodeJwt(first.token).sid);
    expect((await call('GET', '/api/auth/me', { token: answer.body!.accessToken as string })).status).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/refresh', { cookie: answer.cookie! })).status).toBe(200);
  });

  it('When a refresh cookie is used twice, then the session is revoked: the newest cookie and the access token stop working', async () => {
    const first = await login();
    const rotated = await call('GET', '/api/auth/refresh', { cookie: first.cookie });
    const newestToken = rotated.body!.accessToken as string;
    expect((await call('GET', '/api/auth/me', { token: newestToken })).status).toBe(200);

    const replay = await call('GET', '/api/auth/refresh', { cookie: first.cookie });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({
      statusCode: 409,
      key: 'error.409.session_expired',
      message: 'The session expired, please log in again.',
    });
    expect((await call('GET', '/api/auth/refresh', { cookie: rotated.cookie! })).status).toBe(409);
    expect((await call('GET', '/api/auth/me', { token: newestToken })).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: first.token })).status).toBe(401);
  });

  it('When the cookie is missing, malformed or unknown, then it answers 401 with the invalid-token text', async () => {
    for (const cookie of [undefined, 'garbage', `${'0'.repeat(32)}.${'A'.repeat(43)}`]) {
      const answer = await call('GET', '/api/auth/refresh', { cookie });
      expect(answer.status).toBe(401);
      expect(answer.body!.message).toBe('Login failed. Please try again.');
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('When called with the access token, then the session ends and the cookie is cleared', async () => {
    const { token, cookie } = await login();
    const answer = await call('POST', '/api/auth/logout', { token });

    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.cookieLine).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call('GET', '/api/auth/refresh', { cookie })).status).toBe(409);
  });

  it('When called with the refresh cookie only, then that session ends', async () => {
    const { token, cookie } = await login();
    expect((await call('POST', '/api/auth/logout', { cookie })).status).toBe(204);
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('When called with a forged token, then nothing is revoked by it and the answer is still 204', async () => {
    const { token } = await login();
    const [header, payload] = token.split('.');
    expect((await call('POST', '/api/auth/logout', { token: `${header}.${payload}.forged` })).status).toBe(
      204,
    );
    expect((await call('GET', '/api/auth/me', { token })).status).toBe(200);
  });
});

describe('middlewares and the programmatic API', () => {
  it('When optionalAuth sees no Authorization header, then the request passes without claims; a bad token is 401', async () => {
    expect((await call('GET', '/api/probe')).body).toEqual({ claims: null });
    expect((await call('GET', '/api/probe', { token: 'bad' })).status).toBe(401);
    const { token } = await login();
    expect((await call('GET', '/api/probe', { token })).body!.claims).toMatchObject({ sub: 'user-staff' });
  });

  it('When a session is revoked, then its access tokens are refused at once in this process', async () => {
    const { token } = await login();
    const claims = await auth.verifyAccessToken(token);
    const issued = await auth.issueAccessToken('user-staff', claims.sid);
    expect((await auth.verifyAccessToken(issued.accessToken)).sid).toBe(claims.sid);
    await auth.revokeSession(claims.sid);
    await expect(auth.verifyAccessToken(token)).rejects.toMatchObject({ status: 401 });
    await expect(auth.verifyAccessToken(issued.accessToken)).rejects.toMatchObject({ status: 401 });
  });

  it('When an account is created again with the same id, then nothing changes and the hash stays on the server', async () => {
    const before = await auth.getAccount('user-staff');
    await auth.createAccount(testUser('user-staff', { first_name: 'Changed' }), 'another password');
    const after = await auth.getAccount('user-staff');
    expect(after).toEqual(before);
    expect(after?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('When the server starts again on the same DATA_DIR, then the same keys verify earlier tokens', async () => {
    const { token } = await login();
    expect(fs.existsSync(path.join(testStore.dataDir, KEY_FILE))).toBe(true);
    const restarted = await createAuth({ config, store: testStore.store });
    expect((await restarted.verifyAccessToken(token)).sub).toBe('user-staff');
  });
});
