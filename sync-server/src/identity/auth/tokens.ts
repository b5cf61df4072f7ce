// Access tokens: short-lived JWTs signed with Ed25519 (EdDSA). They carry the role's permissions
// and the premium status at the time of issue, but every request replaces those with the
// account's current ones (auth/access-state.ts), so a change counts from the next request.
// Verification accepts EdDSA only:
// `alg: none`, HS256 signed with the public key as secret and every other algorithm are refused.
import crypto from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { PlanAccess } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { SigningKeys } from './keys.ts';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id: a revoked or expired session invalidates its access tokens at once. */
  sid: string;
  role_id: string;
  /** The role's rank; 0 is the highest. */
  hierarchy: number;
  perms: string[];
  /** Effective premium status when the token was issued. */
  premium: boolean;
  /**
   * A premium account's chat and link access now (the periods running, as the access state reads
   * them with the account); never in the token itself. Absent: not premium.
   */
  plan?: PlanAccess;
}

export const TOKEN_ISSUER = 'poct-atlas';
export const TOKEN_AUDIENCE = 'poct-atlas';
/** RFC 9068 media type of a JWT access token, so an ID token or other JWT cannot stand in for one. */
export const TOKEN_TYPE = 'at+jwt';
export const CLOCK_TOLERANCE_S = 5;
/** Our tokens are well under 2 KB; anything much larger is not worth parsing. */
const MAX_TOKEN_LENGTH = 8192;

export interface Tokens {
  readonly ttlS: number;
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token; AppError(401, 'error.401') for anything else. */
  verify(token: string): Promise<AccessClaims>;
}

const invalid = (): AppError => new AppError(401, 'error.401');

function claimsFrom(payload: JWTPayload): AccessClaims | undefined {
  const { sub, sid, role_id, hierarchy, perms, premium } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || sid === '') return undefined;
  if (typeof role_id !== 'string' || typeof hierarchy !== 'number' || !Number.isInteger(hierarchy))
    return undefined;
  if (!Array.isArray(perms) || !perms.every((perm) => typeof perm === 'string')) return undefined;
  if (typeof premium !== 'boolean') return undefined;
  return { sub, sid, role_id, hierarchy, perms: perms as string[], premium };
}

/** Verified tokens remembered at most; a browser tab sends the same token for 15 minutes. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokens(keys: SigningKeys, ttlS: number, now: () => number = Date.now): Tokens {
  // Every replication request carries a bearer token, and checking an Ed25519 signature costs
  // more than the rest of the gateway's own work on a request. A token is immutable and its
  // verdict depends only on the key and the clock, so a verified token is remembered (keyed by
  // its exact text: any altered byte is a miss and a full check) until it expires as jose would
  // judge it. Revocation is not decided here: the session check runs on every request.
  const verified = new Map<string, { claims: AccessClaims; validUntilMs: number }>();

  function remember(token: string, claims: AccessClaims, exp: number | undefined): void {
    if (exp === undefined) return;
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      // The oldest entry first (a Map iterates in insertion order).
      for (const key of verified.keys()) {
        verified.delete(key);
        break;
      }
    }
    verified.set(token, { claims, validUntilMs: (exp + CLOCK_TOLERANCE_S) * 1000 });
  }

  return {
    ttlS,
    async sign(claims) {
      const issuedAt = Math.floor(now() / 1000);
      const { sub, ...custom } = claims;
      return new SignJWT({ ...custom })
        .setProtectedHeader({ alg: 'EdDSA', typ: TOKEN_TYPE, kid: keys.kid })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(sub)
        .setJti(crypto.randomUUID())
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt)
        .setExpirationTime(issuedAt + ttlS)
        .sign(keys.privateKey);
    },
    async verify(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw invalid();
      const known = verified.get(token);
      if (known) {
        if (now() < known.validUntilMs) return known.claims;
        verified.delete(token);
        throw invalid();
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys.publicKey, {
          algorithms: ['EdDSA'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          typ: TOKEN_TYPE,
          clockTolerance: CLOCK_TOLERANCE_S,
          requiredClaims: ['sub', 'jti', 'iat', 'nbf', 'exp'],
          currentDate: new Date(now()),
        }));
      } catch {
        throw invalid();
      }
      const claims = claimsFrom(payload);
      if (!claims) throw invalid();
      // Frozen: the same object answers every later request with this token.
      const shared = Object.freeze({ ...claims, perms: Object.freeze(claims.perms) as string[] });
      remember(token, shared, payload.exp);
      return shared;
    },
  };
}
