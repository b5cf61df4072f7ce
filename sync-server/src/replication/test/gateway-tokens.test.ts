// Bad tokens at the replication gateway, against the real server: tampered, expired, `alg: none`
// and wrongly signed tokens get 401 with the catalogue's text in the request's language, and a
// refresh cookie used twice revokes the session, so its newest access token stops replicating.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { base64url, decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

let server: TestServer;
let premiumToken: string;

beforeAll(async () => {
  server = await startTestServer();
  premiumToken = await server.login('premium');
});
afterAll(async () => {
  await server?.close();
});

function pull(token: string, locale = 'en'): Promise<Response> {
  return server.api('/db/catalogue/_changes?since=0&limit=1&include_docs=true', {
    token,
    headers: { 'accept-language': locale },
  });
}

/** Re-signs the premium token's claims with `key`, changing what `change` says. */
function resign(key: crypto.KeyObject, change: (payload: JWTPayload) => JWTPayload): Promise<string> {
  const header = decodeProtectedHeader(premiumToken);
  return new SignJWT(change(decodeJwt(premiumToken)))
    .setProtectedHeader({ alg: 'EdDSA', typ: header.typ, kid: header.kid })
    .sign(key);
}

function serverKey(): crypto.KeyObject {
  const file = JSON.parse(fs.readFileSync(path.join(server.dataDir, 'keys', 'jwt-ed25519.json'), 'utf8')) as {
    private_key: string;
  };
  return crypto.createPrivateKey(file.private_key);
}

describe('tokens at the gateway', () => {
  it('accepts the genuine token (so the refusals below are about the token)', async () => {
    const response = await pull(premiumToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(1);
  });

  const forgeries: Array<[string, () => Promise<string>]> = [
    [
      'a tampered payload (a free user claiming premium under the old signature)',
      async () => {
        const [header, payload, signature] = premiumToken.split('.');
        const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!))) as JWTPayload;
        const altered = base64url.encode(JSON.stringify({ ...claims, sub: 'user-free', hierarchy: 1 }));
        return `${header}.${altered}.${signature}`;
      },
    ],
    [
      'an expired token signed with the server key',
      () => {
        const past = Math.floor(Date.now() / 1000) - 3600;
        return resign(serverKey(), (payload) => ({
          ...payload,
          iat: past - 900,
          nbf: past - 900,
          exp: past,
        }));
      },
    ],
    [
      'alg none without a signature',
      async () => {
        const [, payload] = premiumToken.split('.');
        return `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${payload}.`;
      },
    ],
    [
      'a token signed with another Ed25519 key',
      () => resign(crypto.generateKeyPairSync('ed25519').privateKey, (payload) => payload),
    ],
  ];

  it.each(forgeries)('refuses %s with 401 in the request language', async (_name, make) => {
    const token = await make();
    const en = await pull(token, 'en');
    expect(en.status).toBe(401);
    expect(await en.json()).toEqual({
      statusCode: 401,
      key: 'error.401',
      message: message('error.401', 'en'),
    });
    const de = await pull(token, 'de');
    expect(await de.json()).toEqual({
      statusCode: 401,
      key: 'error.401',
      message: message('error.401', 'de'),
    });
  });

  it('revokes the session when a refresh cookie is used twice: its newest token no longer replicates', async () => {
    const login = await server.api('/api/auth/login', {
      method: 'POST',
      json: { email: DEMO_USERS.premium, password: DEMO_PASSWORD },
    });
    const cookieOf = (response: Response): string =>
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith('poct_refresh='))!
        .split(';')[0]!;
    const firstCookie = cookieOf(login);

    const rotated = await server.api('/api/auth/refresh', { headers: { cookie: firstCookie } });
    expect(rotated.status).toBe(200);
    const { accessToken } = (await rotated.json()) as { accessToken: string };
    expect((await pull(accessToken)).status).toBe(200);

    const replay = await server.api('/api/auth/refresh', { headers: { cookie: firstCookie } });
    expect(replay.ok).toBe(false);
    expect((await pull(accessToken)).status).toBe(401);
    // Other sessions of the same user are untouched.
    expect((await pull(premiumToken)).status).toBe(200);
  });
});
