// Access tokens: what a valid token carries, and every forged or stale token the verifier must
// refuse with 401 (wrong key, alg none, HS256 with the public key as secret, expired, not yet
// valid, wrong audience or issuer, tampered payload, wrong type).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base64url, decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { loadSigningKeys, type SigningKeys } from './keys.ts';
import {
  createTokens,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TYPE,
  type AccessClaims,
  type Tokens,
} from './tokens.ts';

const claims: AccessClaims = {
  sub: 'user-1',
  sid: '0123456789abcdef0123456789abcdef',
  role_id: 'role-user',
  hierarchy: 100,
  perms: ['profile-read', 'profile-update'],
  premium: true,
};

let keys: SigningKeys;
let tokens: Tokens;

beforeAll(async () => {
  keys = await loadSigningKeys({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'poct-tokens-')),
    jwtPrivateKey: undefined,
    jwtPublicKey: undefined,
  });
  tokens = createTokens(keys, 900);
});

const nowS = (): number => Math.floor(Date.now() / 1000);

/** A token with our claims, signed by `key` with `alg`, with registered claims overridable. */
function forge(
  key: crypto.KeyObject | Uint8Array,
  alg: string,
  overrides: { iss?: string; aud?: string; iat?: number; nbf?: number; exp?: number; typ?: string } = {},
): Promise<string> {
  const iat = overrides.iat ?? nowS();
  const { sub, ...custom } = claims;
  return new SignJWT({ ...custom })
    .setProtectedHeader({ alg, typ: overrides.typ ?? TOKEN_TYPE })
    .setIssuer(overrides.iss ?? TOKEN_ISSUER)
    .setAudience(overrides.aud ?? TOKEN_AUDIENCE)
    .setSubject(sub)
    .setJti(crypto.randomUUID())
    .setIssuedAt(iat)
    .setNotBefore(overrides.nbf ?? iat)
    .setExpirationTime(overrides.exp ?? iat + 900)
    .sign(key);
}

async function expectRefused(token: string): Promise<void> {
  const error = await tokens.verify(token).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 401, key: 'error.401' });
}

describe('access tokens', () => {
  it('When a token is signed, then it carries the claims, EdDSA, issuer, audience, jti and a 15-minute life', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', typ: TOKEN_TYPE, kid: keys.kid });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ iss: 'poct-atlas', aud: 'poct-atlas', sub: 'user-1', sid: claims.sid });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(payload.nbf).toBe(payload.iat);
  });

  it('When a token is signed by another Ed25519 key, then it is refused', async () => {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    await expectRefused(await forge(privateKey, 'EdDSA'));
  });

  it('When a token says alg none and has no signature, then it is refused', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: TOKEN_TYPE }));
    const valid = decodeJwt(await tokens.sign(claims));
    const payload = base64url.encode(JSON.stringify(valid));
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${header}.${payload}`);
  });

  it('When a token is HS256-signed with the public key as the secret, then it is refused', async () => {
    const pem = keys.publicKey.export({ format: 'pem', type: 'spki' });
    const der = keys.publicKey.export({ format: 'der', type: 'spki' });
    const raw = base64url.decode(keys.publicKey.export({ format: 'jwk' }).x!);
    for (const secret of [new TextEncoder().encode(String(pem)), new Uint8Array(der), raw]) {
      await expectRefused(await forge(secret, 'HS256'));
    }
  });

  it('When a token has expired beyond the clock tolerance, then it is refused', async () => {
    await expectRefused(await forge(keys.privateKey, 'EdDSA', { iat: nowS() - 1000, exp: nowS() - 10 }));
  });

  it('When a token expired a moment ago, within the 5 s tolerance, then it still passes', async () => {
    const token = await forge(keys.privateKey, 'EdDSA', { iat: nowS() - 900, exp: nowS() - 2 });
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('When a token is not valid before a time in the future, then it is refused', async () => {
    await expectRefused(await forge(keys.privateKey, 'EdDSA', { nbf: nowS() + 60 }));
  });

  it('When a token names another audience or issuer, then it is refused', async () => {
    await expectRefused(await forge(keys.privateKey, 'EdDSA', { aud: 'someone-else' }));
    await expectRefused(await forge(keys.privateKey, 'EdDSA', { iss: 'someone-else' }));
  });

  it('When a token is not typed as an access token, then it is refused', async () => {
    await expectRefused(await forge(keys.privateKey, 'EdDSA', { typ: 'JWT' }));
  });

  it('When the payload of a valid token is altered, then it is refused', async () => {
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const elevated = base64url.encode(
      JSON.stringify({ ...decodeJwt(await tokens.sign(claims)), perms: ['users-delete'] }),
    );
    await expectRefused(`${header}.${elevated}.${signature}`);
  });

  it('When a correctly signed token lacks our claims, then it is refused', async () => {
    const iat = nowS();
    const bare = await new SignJWT({ role_id: 'role-user' })
      .setProtectedHeader({ alg: 'EdDSA', typ: TOKEN_TYPE })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('user-1')
      .setJti('x')
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + 60)
      .sign(keys.privateKey);
    await expectRefused(bare);
  });

  it('When the token is garbage, empty or huge, then it is refused', async () => {
    await expectRefused('not-a-token');
    await expectRefused('');
    await expectRefused('a'.repeat(10_000));
  });
});

describe('verified tokens are remembered, never past their expiry', () => {
  it('When a token verified once has since expired, then it is refused although it was valid before', async () => {
    let clock = Date.now();
    const timed = createTokens(keys, 900, () => clock);
    const token = await timed.sign(claims);
    expect(await timed.verify(token)).toEqual(claims);
    // Remembered: the second answer is the same verdict.
    expect(await timed.verify(token)).toEqual(claims);
    clock += 900_000 + 4_000; // within the clock tolerance
    expect(await timed.verify(token)).toEqual(claims);
    clock += 2_000; // past it
    await expect(timed.verify(token)).rejects.toMatchObject({ status: 401, key: 'error.401' });
  });

  it('When one byte of a remembered token is altered, then the altered token is refused', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const at = token.length - 20; // inside the signature
    const other = token[at] === 'A' ? 'B' : 'A';
    await expectRefused(`${token.slice(0, at)}${other}${token.slice(at + 1)}`);
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
