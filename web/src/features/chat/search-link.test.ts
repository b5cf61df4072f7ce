import type { Condition, ConditionKind } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { filterConditions } from '@poct/schemas';
import { parseFilter } from '../search/index.ts';
import { searchLinkFor } from './search-link.ts';

// One condition of every kind (a Record, so a new kind must be added here).
const ONE_OF_EACH: Record<ConditionKind, Condition> = {
  parameter: { kind: 'parameter', ids: ['param-troponin-i', 'param-troponin-t-hs'] },
  sample_type: { kind: 'sample_type', ids: ['sample-capillary-wb'] },
  sub_sample_type: { kind: 'sub_sample_type', ids: ['EDTA', 'Lithium-Heparin'] },
  max_volume: { kind: 'max_volume', ul: 10 },
  max_time: { kind: 'max_time', minutes: 15 },
  in_one_test: { kind: 'in_one_test' },
  connectivity: { kind: 'connectivity', id: 'conn-hl7' },
  transmission: { kind: 'transmission', id: 'trans-wlan' },
  detail: { kind: 'detail', id: 'detail-handheld' },
  lacks: { kind: 'lacks', of: 'connectivity', id: 'conn-bluetooth' },
  method: { kind: 'method', ids: ['method-immunoassay'] },
  diagnostic_area: { kind: 'diagnostic_area', ids: ['area-emergency'] },
  ivdr_class: { kind: 'ivdr_class', ids: ['C', 'D'] },
  ce_status: { kind: 'ce_status', ids: ['ivdr'] },
  availability: { kind: 'availability', ids: ['ch'] },
  manufacturer: { kind: 'manufacturer', names: ['Alpenmed AG'] },
  price: { kind: 'price', min: 100, max: 1000 },
  text: { kind: 'text', text: 'cobas' },
  exclude: { kind: 'exclude', id: 'product-1', name: 'Alpha' },
  has_any: { kind: 'has_any', of: 'connectivity', ids: ['conn-bluetooth', 'conn-wifi'] },
  sort: { kind: 'sort', by: 'price' },
};

/** What the search page will filter by, read back from the link as conditions (the one model). */
function readBack(params: URLSearchParams): Condition[] {
  const out = filterConditions(parseFilter(params));
  const q = params.get('q');
  if (q) out.push({ kind: 'text', text: q });
  return out;
}

const key = (c: Condition) => JSON.stringify(c);

describe('"open in search with these filters"', () => {
  it('carries "all of these" parameters and "any of these" transmissions as the facets\' choice', () => {
    const conditions: Condition[] = [
      { kind: 'parameter', ids: ['param-crp'] },
      { kind: 'parameter', ids: ['param-hba1c'] },
      { kind: 'has_any', of: 'transmission', ids: ['trans-lan', 'trans-wlan'] },
    ];
    const { params, leftOut } = searchLinkFor(conditions);
    expect(leftOut).toEqual([]);
    expect(params.get('param_match')).toBeNull();
    expect(params.get('trans_match')).toBe('any');
    expect(readBack(params).map(key).sort()).toEqual(conditions.map(key).sort());
  });

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
      // The connectivity facet holds "all of" the first condition; "any of" comes second.
      ['detail', 'exclude', 'has_any', 'in_one_test', 'lacks', 'text'].sort(),
    );
  });

  it('leaves out an order the search cannot sort by and "any of" details', () => {
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
      ONE_OF_EACH.sub_sample_type,
      ONE_OF_EACH.max_volume,
      ONE_OF_EACH.connectivity,
      { kind: 'connectivity', id: 'conn-bluetooth' },
      ONE_OF_EACH.transmission,
      ONE_OF_EACH.detail,
      ONE_OF_EACH.price,
      ONE_OF_EACH.manufacturer,
    ];
    const { params, leftOut } = searchLinkFor(conditions);
    // A synonym group is the parameters' "any of these": a second wish cannot join it.
    expect(leftOut).toEqual([{ kind: 'parameter', ids: ['param-crp'] }, ONE_OF_EACH.detail]);
    const carried = readBack(params).map(key);
    const expected = conditions
      .filter((c) => !leftOut.includes(c))
      .map((c): Condition => (c.kind === 'manufacturer' ? { kind: 'text', text: c.names[0]! } : c))
      .map(key);
    expect(carried.sort()).toEqual(expected.sort());
  });
});
