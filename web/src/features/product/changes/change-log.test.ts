import { describe, expect, it } from 'vitest';
import type { CatalogueChange } from '@poct/schemas';
import { groupByDay } from './change-log.ts';

function change(id: string, at: Date): CatalogueChange {
  const iso = at.toISOString();
  return {
    id,
    product_id: `prod-${id}`,
    product_name: `Product ${id}`,
    manufacturer: 'Maker',
    kind: 'changed',
    fields: ['name'],
    created_at: iso,
    updated_at: iso,
  };
}

describe('groupByDay', () => {
  it('groups entries by the local day, newest day and newest entry first', () => {
    const morning = new Date(2026, 10, 3, 8, 0);
    const evening = new Date(2026, 10, 3, 20, 0);
    const dayBefore = new Date(2026, 10, 2, 12, 0);
    const days = groupByDay([change('a', morning), change('b', dayBefore), change('c', evening)]);
    expect(days.map(({ day, changes }) => [day, changes.map((entry) => entry.id)])).toEqual([
      ['2026-11-03', ['c', 'a']],
      ['2026-11-02', ['b']],
    ]);
  });

  it('gives no day for an empty log', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
