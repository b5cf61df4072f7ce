import { TOKEN_EXPIRY_MARGIN_S } from '@poct/schemas';

/**
 * When to treat a new token as expired: now plus `expiresIn` seconds minus a 30 s margin
 *, so a call never leaves with a token that dies on the way.
 */
export function computeExpiry(nowMs: number, expiresInS: number): number {
  return nowMs + (expiresInS - TOKEN_EXPIRY_MARGIN_S) * 1000;
}
