import { describe, expect, it } from 'vitest';
import { newShareSecret, parseShareToken, shareTokenOf } from './comparison-share.ts';

const ID = 'cmp-0b7e2c4a-5d1f-4e8a-9c3b-2f6d8a1e4b7c';

describe('share tokens of saved comparisons', () => {
  it('give back owner, comparison and secret', () => {
    const secret = newShareSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = shareTokenOf({ ownerId: 'user-9f1c', comparisonId: ID, secret });
    expect(parseShareToken(token)).toEqual({ ownerId: 'user-9f1c', comparisonId: ID, secret });
  });

  it('makes a new secret each time', () => {
    expect(newShareSecret()).not.toBe(newShareSecret());
  });

  it.each([
    ['no token', 'no-such-token'],
    ['a store path as owner', `${Buffer.from('_users').toString('hex')}.${ID}.${'a'.repeat(43)}`],
    ['a short secret', `61.${ID}.abc`],
    ['another id shape', `61.cmp-1.${'a'.repeat(43)}`],
    ['odd hex', `6.${ID}.${'a'.repeat(43)}`],
    ['a fourth part', `61.${ID}.${'a'.repeat(43)}.x`],
    ['not UTF-8', `ff.${ID}.${'a'.repeat(43)}`],
  ])('refuse %s', (_what, token) => {
    expect(parseShareToken(token)).toBeNull();
  });
});
