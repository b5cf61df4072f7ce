// Bad tokens at every surface that takes one: each forged or stale access token gets 401 with
// the catalogue text at the REST API, at the replication gateway and at the change-events
// stream. (src/auth/tokens.test.ts holds the verifier's own cases; this table proves the
// surfaces all use it.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { base64url, decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { DEMO_PASSWORD, DEMO_USERS, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let genuine: string;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 10 });
  genuine = await server.login('premium');
});
afterAll(async () => {
  await server?.close();
});

const surfaces: Array<[string, string]> = [
  ['the REST API', '/api/auth/me'],
  ['the replication gateway', '/db/catalogue/_changes?since=0&limit=1'],
  ['the change-events stream', '/api/sync/events'],
];

function serverKey(): crypto.KeyObject {
  const file = path.join(server.dataDir, 'keys', 'jwt-ed25519.json');
  const { private_key } = JSON.parse(fs.readFileSync(file, 'utf8')) as { private_key: string };
  return crypto.createPrivateKey(private_key);
}

const nowS = (): number => Math.floor(Date.now() / 1000);

/** The genuine token's claims, changed, signed with `key` and `alg`. */
function resign(
  change: (payload: JWTPayload) => JWTPayload,
  key: crypto.KeyObject | Uint8Array = serverKey(),
  alg = 'EdDSA',
): Promise<string> {
  const header = decodeProtectedHeader(genuine);
  return new SignJWT(change(decodeJwt(genuine)))
    .setProtectedHeader({ alg, typ: header.typ, kid: header.kid })
    .sign(key);
}

const forgeries: Array<[string, () => Promise<string>]> = [
  [
    'a tampered signature',
    async () => {
      const [header, payload, signature] = genuine.split('.');
      const bytes = base64url.decode(signature!);
      bytes[0] = bytes[0]! ^ 0xff;
      return `${header}.${payload}.${base64url.encode(bytes)}`;
    },
  ],
  [
    'alg none',
    async () => {
      const payload = genuine.split('.')[1];
      return `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${payload}.`;
    },
  ],
  [
    'HS256 signed with the public key as the secret',
    () => {
      const publicPem = crypto.createPublicKey(serverKey()).export({ format: 'pem', type: 'spki' });
      return resign((payload) => payload, new TextEncoder().encode(String(publicPem)), 'HS256');
    },
  ],
  [
    'an expired token',
    () => resign((payload) => ({ ...payload, iat: nowS() - 3600, nbf: nowS() - 3600, exp: nowS() - 60 })),
  ],
  [
    'a token not valid yet',
    () => resign((payload) => ({ ...payload, nbf: nowS() + 600, exp: nowS() + 1200 })),
  ],
  ['a token for another audience', () => resign((payload) => ({ ...payload, aud: 'another-service' }))],
  [
    'a token of a revoked session (logged out)',
    async () => {
      const login = await server.api('/api/auth/login', {
        method: 'POST',
        json: { email: DEMO_USERS.premium, password: DEMO_PASSWORD },
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const logout = await server.api('/api/auth/logout', { method: 'POST', token: accessToken });
      expect(logout.status).toBe(204);
      return accessToken;
    },
  ],
];

describe('tokens at every surface', () => {
  it.each(surfaces)(
    'the genuine token is accepted at %s (so the refusals below are about the token)',
    async (_s, url) => {
      const response = await server.api(url, { token: genuine });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    },
  );

  describe.each(forgeries)('%s', (_name, forge) => {
    let token: string;
    beforeAll(async () => {
      token = await forge();
    });
    it.each(surfaces)('is refused with 401 at %s', async (_surface, url) => {
      for (const locale of ['en', 'de'] as const) {
        const response = await server.api(url, {
          token,
          headers: { 'accept-language': locale },
          signal: AbortSignal.timeout(10_000),
        });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          statusCode: 401,
          key: 'error.401',
          message: message('error.401', locale),
        });
      }
    });
  });
});
