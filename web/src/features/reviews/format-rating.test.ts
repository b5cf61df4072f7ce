import { describe, expect, it } from 'vitest';
import { formatRating } from './format-rating.ts';

describe('formatRating', () => {
  it('writes one decimal in the page’s language', () => {
    expect(formatRating(13 / 3, 'de')).toBe('4,3');
    expect(formatRating(13 / 3, 'en')).toBe('4.3');
    expect(formatRating(4, 'de')).toBe('4,0');
    expect(formatRating(4.96, 'en')).toBe('5.0');
  });
});
