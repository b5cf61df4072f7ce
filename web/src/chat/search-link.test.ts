import { describe, expect, it } from 'vitest';
import { parseFilter } from '../search/facets/filter-state.ts';
import { searchParamsFor } from './search-link.ts';

describe('"open in search with these filters"', () => {
  it("writes the conditions the search filter knows in the search page's own address form", () => {
    const params = searchParamsFor([
      { kind: 'parameter', ids: ['param-troponin-i', 'param-troponin-t-hs'] },
      { kind: 'sample_type', ids: ['sample-capillary-wb'] },
      { kind: 'max_volume', ul: 10 },
      { kind: 'max_time', minutes: 15 },
      { kind: 'connectivity', id: 'conn-hl7' },
      { kind: 'price', min: null, max: 1000 },
      { kind: 'manufacturer', names: ['Alpenmed AG'] },
      { kind: 'detail', id: 'detail-handheld' },
    ]);
    const filter = parseFilter(params);
    expect(filter.values.parameter).toEqual(['param-troponin-i', 'param-troponin-t-hs']);
    expect(filter.values.sample_type).toEqual(['sample-capillary-wb']);
    expect(filter.values.connectivity).toEqual(['conn-hl7']);
    expect(filter.maxSampleVolume).toBe(10);
    expect(filter.maxTimeToResult).toBe(15);
    expect(filter.price).toEqual({ min: null, max: 1000 });
    expect(params.get('q')).toBe('Alpenmed AG');
    // Details have no search filter: left out rather than guessed.
    expect(params.toString()).not.toContain('detail');
  });
});
