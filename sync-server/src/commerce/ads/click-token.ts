// The token in a banner's link (`/api/ads/click/<token>`): which campaign, a random nonce that
// makes each served banner's click count once, and when it was served, signed with HMAC-SHA256.
// Only the campaign's id is in it, never a URL: the redirect goes to the address stored with the
// campaign, so nobody can make the site redirect elsewhere (no open redirect), and nobody can
// forge clicks for a campaign without a banner the server served.
import crypto from 'node:crypto';

/** Clicks later than this after the banner was served are redirected but not counted. */
export const CLICK_TOKEN_MAX_AGE_MS = 24 * 3600 * 1000;
/** Clocks of several processes may differ a little; a token "from the future" beyond this is forged. */
const CLOCK_SKEW_MS = 60_000;

export interface ClickClaim {
  campaignId: string;
  nonce: string;
  servedAt: number;
}

export type ClickVerdict = { state: 'forged' } | ({ state: 'fresh' | 'stale' } & ClickClaim);

const SHAPE = /^v1\.([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function sign(key: Buffer, claim: ClickClaim): string {
  return crypto
    .createHmac('sha256', key)
    .update(`ad-click:${claim.campaignId}:${claim.nonce}:${claim.servedAt}`)
    .digest('base64url');
}

/** `v1.<campaign id>.<nonce>.<served at, ms>.<signature>` (campaign ids are `ad-<uuid>`). */
export function makeClickToken(key: Buffer, campaignId: string, servedAt: number): string {
  const claim = { campaignId, nonce: crypto.randomBytes(16).toString('base64url'), servedAt };
  return `v1.${campaignId}.${claim.nonce}.${servedAt}.${sign(key, claim)}`;
}

export function readClickToken(key: Buffer, token: string, now: number): ClickVerdict {
  const match = SHAPE.exec(token);
  if (!match) return { state: 'forged' };
  const claim = { campaignId: match[1]!, nonce: match[2]!, servedAt: Number(match[3]) };
  const expected = Buffer.from(sign(key, claim));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { state: 'forged' };
  if (claim.servedAt > now + CLOCK_SKEW_MS) return { state: 'forged' };
  return { state: now - claim.servedAt > CLICK_TOKEN_MAX_AGE_MS ? 'stale' : 'fresh', ...claim };
}
