import { describe, expect, it } from 'vitest';
import { formatCents } from './money.ts';

describe('formatCents', () => {
  it('shows cents as an amount in the page language', () => {
    expect(formatCents(5990, 'EUR', 'de')).toBe('59,90\u00a0€');
    expect(formatCents(5990, 'EUR', 'en')).toBe('€59.90');
  });
});
