import { describe, expect, it } from 'vitest';
import { adSlotOf } from './ad-placement.ts';

describe('adSlotOf', () => {
  it.each([
    ['/posts', 'footer'],
    ['/en/posts/crp-schnelltests', 'footer'],
    ['/en/search', 'aside'],
    ['/ds/posts', undefined],
    ['/ds/posts/edit-crp', undefined],
  ])('%s → %s', (path, slot) => {
    expect(adSlotOf(path)).toBe(slot);
  });
});
