import { describe, expect, it } from 'vitest';
import { readConditions } from './read-conditions.ts';

describe('conditions from a client', () => {
  it('takes "any of" connectivities and an order', () => {
    const conditions = [
      { kind: 'has_any', of: 'connectivity', ids: ['conn-bluetooth', 'conn-wifi'] },
      { kind: 'sort', by: 'time' },
    ];
    expect(readConditions(conditions)).toEqual(conditions);
  });

  it.each([
    { kind: 'has_any', of: 'parameter', ids: ['param-crp'] },
    { kind: 'has_any', of: 'connectivity', ids: [] },
    { kind: 'has_any', of: 'connectivity', ids: ['conn-hl7'], extra: 1 },
    { kind: 'sort', by: 'rating' },
    { kind: 'sort' },
    { kind: 'sort', by: 'price', ids: [] },
  ])('refuses the whole list for a malformed one: %o', (bad) => {
    expect(readConditions([{ kind: 'in_one_test' }, bad])).toBeNull();
  });
});
