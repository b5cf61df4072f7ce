// The time trap of the public forms (contact form, demo booking): `GET /api/contact/form-token`
// and `GET /api/demo/form-token` hand the page a token that names the moment it was issued, signed with HMAC-SHA256. A form sent sooner than
// CONTACT_MIN_FILL_SECONDS after that (no person types a message so fast), or later than a day,
// or with a token we did not sign, is treated as spam. The key is derived (HKDF) from the
// server's Ed25519 signing key, which every process of one deployment already shares
// (auth/keys.ts), so a token issued by one process is good on another and no new secret has to
// be kept or configured.
import crypto from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { loadSigningKeys } from '../../identity/index.ts';

/** A token older than this is refused as stale (the page fetches a fresh one when it loads). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;
/** Clocks of several processes may differ a little; a token "from the future" beyond this is forged. */
const CLOCK_SKEW_MS = 60_000;

export type TokenVerdict = 'ok' | 'too_fast' | 'expired' | 'forged';

export interface FormTokens {
  issue(): Promise<string>;
  check(token: unknown): Promise<TokenVerdict>;
}

type KeyConfig = Pick<Config, 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey'>;

/** An HMAC key for one `purpose`, derived from the JWT signing key of this DATA_DIR or environment. */
export async function derivedKey(config: KeyConfig, purpose: string): Promise<Buffer> {
  const { privateKey } = await loadSigningKeys(config);
  const material = privateKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(crypto.hkdfSync('sha256', material, 'poct-atlas', purpose, 32));
}

/** The HMAC key of the form tokens. */
export function formTokenKey(config: KeyConfig): Promise<Buffer> {
  return derivedKey(config, 'contact-form-token v1');
}

function sign(key: Buffer, issuedAt: number): string {
  return crypto.createHmac('sha256', key).update(`contact-form:${issuedAt}`).digest('base64url');
}

/** `v1.<issued at, ms since 1970>.<signature>` */
export function makeFormToken(key: Buffer, issuedAt: number): string {
  return `v1.${issuedAt}.${sign(key, issuedAt)}`;
}

export function createFormTokens(options: {
  key: () => Promise<Buffer>;
  minFillMs: number;
  now?: () => number;
}): FormTokens {
  const now = options.now ?? Date.now;
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => (key ??= options.key());
  return {
    async issue() {
      return makeFormToken(await keyOnce(), now());
    },
    async check(token) {
      if (typeof token !== 'string') return 'forged';
      const match = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return 'forged';
      const issuedAt = Number(match[1]);
      const expected = Buffer.from(sign(await keyOnce(), issuedAt));
      const given = Buffer.from(match[2]!);
      if (!crypto.timingSafeEqual(expected, given)) return 'forged';
      const age = now() - issuedAt;
      if (age < -CLOCK_SKEW_MS) return 'forged';
      if (age < options.minFillMs) return 'too_fast';
      if (age > FORM_TOKEN_MAX_AGE_MS) return 'expired';
      return 'ok';
    },
  };
}
