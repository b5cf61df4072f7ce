import type { Condition, ConditionKind } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { parseFilter, type FilterState } from '../search/index.ts';
import { searchLinkFor } from './search-link.ts';

// One condition of every kind (a Record, so a new kind must be added here).
const ONE_OF_EACH: Record<ConditionKind, Condition> = {
  parameter: { kind: 'parameter', ids: ['param-troponin-i', 'param-troponin-t-hs'] },
  sample_type: { kind: 'sample_type', ids: ['sample-capillary-wb'] },
  max_volume: { kind: 'max_volume', ul: 10 },
  max_time: { kind: 'max_time', minutes: 15 },
  in_one_test: { kind: 'in_one_test' },
  connectivity: { kind: 'connectivity', id: 'conn-hl7' },
  transmission: { kind: 'transmission', id: 'trans-wlan' },
  detail: { kind: 'detail', id: 'detail-handheld' },
  lacks: { kind: 'lacks', of: 'connectivity', id: 'conn-bluetooth' },
  method: { kind: 'method', ids: ['method-immunoassay'] },
  diagnostic_area: { kind: 'diagnostic_area', ids: ['area-emergency'] },
  manufacturer: { kind: 'manufacturer', names: ['Alpenmed AG'] },
  price: { kind: 'price', min: 100, max: 1000 },
  text: { kind: 'text', text: 'cobas' },
  exclude: { kind: 'exclude', id: 'product-1', name: 'Alpha' },
  has_any: { kind: 'has_any', of: 'connectivity', ids: ['conn-bluetooth', 'conn-wifi'] },
  sort: { kind: 'sort', by: 'price' },
};

/** What the search page will filter by, read back from the link as conditions. */
function readBack(params: URLSearchParams): Condition[] {
  const filter: FilterState = parseFilter(params);
  const out: Condition[] = [];
  const { parameter, sample_type, method, diagnostic_area, connectivity } = filter.values;
  if (parameter.length) out.push({ kind: 'parameter', ids: parameter });
  if (sample_type.length) out.push({ kind: 'sample_type', ids: sample_type });
  if (filter.maxSampleVolume !== null) out.push({ kind: 'max_volume', ul: filter.maxSampleVolume });
  if (filter.maxTimeToResult !== null) out.push({ kind: 'max_time', minutes: filter.maxTimeToResult });
  if (connectivity.length > 1) out.push({ kind: 'has_any', of: 'connectivity', ids: connectivity });
  else for (const id of connectivity) out.push({ kind: 'connectivity', id });
  if (method.length) out.push({ kind: 'method', ids: method });
  if (diagnostic_area.length) out.push({ kind: 'diagnostic_area', ids: diagnostic_area });
  if (filter.price.min !== null || filter.price.max !== null) out.push({ kind: 'price', ...filter.price });
  if (filter.sort === 'price') out.push({ kind: 'sort', by: 'price' });
  if (filter.sort === 'time_to_result') out.push({ kind: 'sort', by: 'time' });
  const q = params.get('q');
  if (q) out.push({ kind: 'text', text: q });
  return out;
}

const key = (c: Condition) => JSON.stringify(c);

describe('"open in search with these filters"', () => {
  it.each(Object.values(ONE_OF_EACH))('carries a $kind condition exactly or names it as left out', (c) => {
    const { params, leftOut } = searchLinkFor([c]);
    const carried = readBack(params);
    if (leftOut.length) {
      expect(leftOut).toEqual([c]);
      expect(carried).toEqual([]);
    } else if (c.kind === 'manufacturer') {
      // The search has no manufacturer facet: the name goes into the search text, which finds it.
      expect(carried).toEqual([{ kind: 'text', text: c.names[0] }]);
    } else expect(carried.map(key)).toEqual([key(c)]);
  });

  it('leaves out exactly what the search filter cannot express', () => {
    const { leftOut } = searchLinkFor(Object.values(ONE_OF_EACH));
    expect(leftOut.map((c) => c.kind).sort()).toEqual(
      // The connectivity facet holds the first connectivity condition; "any of" comes second.
      ['detail', 'exclude', 'has_any', 'in_one_test', 'lacks', 'text', 'transmission'].sort(),
    );
  });

  it('leaves out an order the search cannot sort by and "any of" transmissions or details', () => {
    const conditions: Condition[] = [
      { kind: 'sort', by: 'volume' },
      { kind: 'has_any', of: 'detail', ids: ['detail-handheld', 'detail-battery'] },
    ];
    for (const c of conditions) expect(searchLinkFor([c]).leftOut).toEqual([c]);
    expect(searchLinkFor([{ kind: 'sort', by: 'time' }]).params.get('sort')).toBe('time_to_result');
  });

  it('carries a whole answer: every condition is in the filter or named as left out', () => {
    const conditions: Condition[] = [
      ONE_OF_EACH.parameter,
      { kind: 'parameter', ids: ['param-crp'] },
      ONE_OF_EACH.sample_type,
      ONE_OF_EACH.max_volume,
      ONE_OF_EACH.connectivity,
      { kind: 'connectivity', id: 'conn-bluetooth' },
      ONE_OF_EACH.transmission,
      ONE_OF_EACH.detail,
      ONE_OF_EACH.price,
      ONE_OF_EACH.manufacturer,
    ];
    const { params, leftOut } = searchLinkFor(conditions);
    // A second parameter or connectivity would widen the search ("any chosen value"): left out.
    expect(leftOut).toEqual([
      { kind: 'parameter', ids: ['param-crp'] },
      { kind: 'connectivity', id: 'conn-bluetooth' },
      ONE_OF_EACH.transmission,
      ONE_OF_EACH.detail,
    ]);
    const carried = readBack(params).map(key);
    const expected = conditions
      .filter((c) => !leftOut.includes(c))
      .map((c): Condition => (c.kind === 'manufacturer' ? { kind: 'text', text: c.names[0]! } : c))
      .map(key);
    expect(carried.sort()).toEqual(expected.sort());
  });
});
