import { describe, expect, it } from 'vitest';
import { withPendingParams } from './pending-search.ts';

describe('withPendingParams', () => {
  it('keeps the address as it is when nothing is on its way', () => {
    expect(withPendingParams('?q=cr&method=m1', null)).toBe('?q=cr&method=m1');
  });

  it('sets a pending query beside the filters already in the address', () => {
    expect(withPendingParams('?method=m1', { q: 'glu' })).toBe('?method=m1&q=glu');
    expect(withPendingParams('', { q: 'Blutzucker ä' })).toBe('?q=Blutzucker+%C3%A4');
  });

  it('removes a query cleared in the field, leaving no lone question mark', () => {
    expect(withPendingParams('?q=cr', { q: '' })).toBe('');
    expect(withPendingParams('?q=cr&method=m1', { q: '' })).toBe('?method=m1');
  });
});
