// The facet counts must be exactly what a person would count by hand: checked against a
// brute-force count over the demo catalogue for random filter combinations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../../../sync-server/src/demo/index.ts';
import { toProductCard, type ProductCard } from '../product-card.ts';
import { FacetIndex, facetValuesOf } from './facet-index.ts';
import {
  EMPTY_FILTER,
  MULTI_FACETS,
  parseFilter,
  writeFilter,
  type FilterState,
  type MultiFacet,
} from './filter-state.ts';

const products = generateDemoData({ productCount: 400 })
  .products.filter((product) => product.visible)
  .map(toProductCard);
const all = products.map((product) => product.id);
const index = new FacetIndex(products);

function passesRanges(product: ProductCard, filter: FilterState): boolean {
  const tests = product.sub_products;
  if (
    filter.maxSampleVolume !== null &&
    !tests.some((test) => test.sample_volume_ul <= filter.maxSampleVolume!)
  )
    return false;
  if (
    filter.maxTimeToResult !== null &&
    !tests.some((test) => test.time_to_result_min <= filter.maxTimeToResult!)
  )
    return false;
  const price = product.price;
  if (filter.price.min !== null && !(price !== null && price >= filter.price.min)) return false;
  if (filter.price.max !== null && !(price !== null && price <= filter.price.max)) return false;
  return true;
}

function passesFacet(product: ProductCard, filter: FilterState, facet: MultiFacet): boolean {
  const wanted = filter.values[facet];
  return wanted.length === 0 || facetValuesOf(product)[facet].some((value) => wanted.includes(value));
}

function bruteForce(filter: FilterState) {
  const matches = products.filter(
    (product) =>
      passesRanges(product, filter) && MULTI_FACETS.every((facet) => passesFacet(product, filter, facet)),
  );
  const counts = {} as Record<MultiFacet, Map<string, number>>;
  for (const facet of MULTI_FACETS) {
    const tally = new Map<string, number>();
    for (const product of products) {
      if (!passesRanges(product, filter)) continue;
      if (!MULTI_FACETS.every((other) => other === facet || passesFacet(product, filter, other))) continue;
      for (const value of new Set(facetValuesOf(product)[facet]))
        tally.set(value, (tally.get(value) ?? 0) + 1);
    }
    counts[facet] = tally;
  }
  return { ids: matches.map((product) => product.id).sort(), counts };
}

const valuesOf = Object.fromEntries(
  MULTI_FACETS.map((facet) => [
    facet,
    [...new Set(products.flatMap((product) => facetValuesOf(product)[facet]))],
  ]),
) as Record<MultiFacet, string[]>;

const filterArbitrary: fc.Arbitrary<FilterState> = fc.record({
  values: fc.record(
    Object.fromEntries(
      MULTI_FACETS.map((facet) => [facet, fc.subarray(valuesOf[facet], { maxLength: 3 })]),
    ) as Record<MultiFacet, fc.Arbitrary<string[]>>,
  ),
  maxSampleVolume: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  maxTimeToResult: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  price: fc.record({
    min: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    max: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
  }),
  sort: fc.constantFrom('relevance', 'name', 'price', 'time_to_result'),
});

describe('FacetIndex', () => {
  it('matches and counts exactly like a brute-force count, for random filter combinations', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const expected = bruteForce(filter);
        const actual = index.filter(filter, all);
        expect([...actual.ids].sort()).toEqual(expected.ids);
        for (const facet of MULTI_FACETS) expect(actual.counts.values[facet]).toEqual(expected.counts[facet]);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps only the candidates of a text search, in their order when sorted by relevance', () => {
    const candidates = products
      .slice(0, 50)
      .map((product) => product.id)
      .reverse();
    expect(index.filter(EMPTY_FILTER, candidates).ids).toEqual(candidates);
    expect(index.filter(EMPTY_FILTER, ['unknown', ...candidates.slice(0, 3)]).ids).toEqual(
      candidates.slice(0, 3),
    );
  });

  it('sorts by name, price and time to result', () => {
    const byName = index
      .filter({ ...EMPTY_FILTER, sort: 'name' }, all)
      .ids.map((id) => products.find((p) => p.id === id)!.name);
    expect(byName).toEqual(
      [...byName].sort(new Intl.Collator('de', { sensitivity: 'base', numeric: true }).compare),
    );
    const prices = index
      .filter({ ...EMPTY_FILTER, sort: 'price' }, all)
      .ids.map((id) => products.find((p) => p.id === id)!.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts like a fresh index after products were replaced and removed one batch at a time', () => {
    const kept = new FacetIndex(products.slice(0, 200));
    kept.remove(products.slice(0, 50).map((product) => product.id));
    const moved = products.slice(50, 80).map((product) => ({ ...product, price: null, method_ids: [] }));
    kept.upsert([...moved, ...products.slice(200)]);
    const remaining = [...moved, ...products.slice(80)];
    const fresh = new FacetIndex(remaining);
    const ids = remaining.map((product) => product.id);
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        expect(kept.filter(filter, ids)).toEqual(fresh.filter(filter, ids));
      }),
      { numRuns: 50 },
    );
    expect(kept.size).toBe(remaining.length);
  });

  it('round-trips a filter through the address', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const sorted = {
          ...filter,
          values: Object.fromEntries(MULTI_FACETS.map((facet) => [facet, [...filter.values[facet]].sort()])),
        } as FilterState;
        const params = writeFilter(new URLSearchParams('q=crp'), filter);
        expect(params.get('q')).toBe('crp');
        expect(parseFilter(params)).toEqual(sorted);
      }),
    );
  });
});
