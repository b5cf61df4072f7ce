// The visitor's cancellation link: `/demo/cancel?token=<slot id>.<booking uid>.<HMAC>`, signed
// with a key derived from the server's signing key (form-guard/form-token.ts `derivedKey`), so
// every process of a deployment checks it alike. It names the booking (its random UID), not
// only the slot: after a cancellation and a new booking of the same slot, an old link cancels
// nothing.
import crypto from 'node:crypto';
import { isDemoSlotId, localizePath, type Locale } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import { derivedKey } from '../form-guard/form-token.ts';

export interface CancelLinks {
  link(slotId: string, uid: string, locale: Locale): Promise<string>;
  /** The booking a token names, or undefined when it is not one we signed. */
  check(token: unknown): Promise<{ slotId: string; uid: string } | undefined>;
}

const UID = /^[0-9a-f]{32}@poct-atlas$/;

export function createCancelLinks(
  config: Pick<Config, 'dataDir' | 'jwtPrivateKey' | 'jwtPublicKey' | 'publicUrl'>,
): CancelLinks {
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => (key ??= derivedKey(config, 'demo-cancel-link v1'));
  const sign = async (slotId: string, uid: string) =>
    crypto
      .createHmac('sha256', await keyOnce())
      .update(`demo-cancel:${slotId}:${uid}`)
      .digest('base64url');

  return {
    async link(slotId, uid, locale) {
      const token = `${slotId}.${uid}.${await sign(slotId, uid)}`;
      return `${config.publicUrl}${localizePath('/demo/cancel', locale)}?token=${encodeURIComponent(token)}`;
    },
    async check(token) {
      if (typeof token !== 'string' || token.length > 200) return undefined;
      const [slotId, uid, signature, ...rest] = token.split('.');
      // The UID holds no dot; `@poct-atlas` is its only other character class.
      if (rest.length > 0 || !isDemoSlotId(slotId) || !uid || !UID.test(uid) || !signature) return undefined;
      const expected = Buffer.from(await sign(slotId, uid));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given)
        ? { slotId, uid }
        : undefined;
    },
  };
}
