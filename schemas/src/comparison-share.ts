// The token of a share link to a saved comparison: the owner's database (the hex of their user
// id, as in `userdb-<hex>`), the comparison's id and its share secret, joined by dots. The
// secret (32 random bytes) is what makes the link unguessable; the server compares it with the
// stored one, so deleting the comparison or removing its secret ends the link.
import { SAVED_COMPARISON_ID_PATTERN, SHARE_SECRET_PATTERN } from './collections/saved-comparison.schema.ts';
import { checkId } from './ids/ids.ts';

export interface ShareToken {
  ownerId: string;
  comparisonId: string;
  secret: string;
}

const HEX = /^(?:[0-9a-f]{2}){1,100}$/;
const COMPARISON_ID = new RegExp(SAVED_COMPARISON_ID_PATTERN);
const SECRET = new RegExp(SHARE_SECRET_PATTERN);

function hexOf(text: string): string {
  return [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function shareTokenOf(token: ShareToken): string {
  return `${hexOf(token.ownerId)}.${token.comparisonId}.${token.secret}`;
}

/** The parts of a token, or null for anything that is not one (never a store path or a bad id). */
export function parseShareToken(token: unknown): ShareToken | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const [hex, comparisonId, secret, ...rest] = token.split('.');
  if (rest.length || !hex || !comparisonId || !secret) return null;
  if (!HEX.test(hex) || !COMPARISON_ID.test(comparisonId) || !SECRET.test(secret)) return null;
  let ownerId: string;
  try {
    const bytes = Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
    ownerId = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return checkId('user', ownerId) === 'valid' ? { ownerId, comparisonId, secret } : null;
}

/** A new share secret (Web Crypto, in the browser and in Node). */
export function newShareSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
