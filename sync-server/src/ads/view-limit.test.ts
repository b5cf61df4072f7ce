// The per-viewer limit of banners: counted from each viewer's own first banner, per viewer.
import { describe, expect, it } from 'vitest';
import { createViewLimit } from './view-limit.ts';

describe('view limit', () => {
  it('serves a viewer up to the limit within their minute, then again when it is over; others are apart', () => {
    let time = 1_000_000;
    const limit = createViewLimit(3, () => time);
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    time += 59_999;
    expect(limit.take('a')).toBe(false);
    time += 1;
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
  });
});
