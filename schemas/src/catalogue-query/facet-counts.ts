// The search page's facet counts, defined by the one evaluator: a value's count is how many
// products the filter would find with that value chosen ("all of these": added to the facet's
// choice; "any of these" and the facets without the choice: instead of it), among the products
// the typed text found. The search worker computes the same numbers over its bit sets
// (web/src/features/search/facets/facet-bits.ts); a property test holds the two equal.
import type { Product } from '../collections/product.schema.ts';
import { countBits, intersect, type Bits } from './bitset.ts';
import { catalogueIndex, matchSet, type CatalogueIndex } from './catalogue-index.ts';
import {
  DEFAULT_MATCH,
  filterConditions,
  MATCH_FACETS,
  MULTI_FACETS,
  type FilterState,
  type MatchFacet,
  type MultiFacet,
} from './search-filter.ts';

export type FacetCountMap = Record<MultiFacet, Map<string, number>>;

/** The facet's value ids in the catalogue. */
function valuesOf(facet: MultiFacet, index: CatalogueIndex): Iterable<string> {
  if (facet === 'sample_type') return index.tests.sampleType.keys();
  if (facet === 'sub_sample_type') return index.tests.subSampleType.keys();
  return index.sets[facet].keys();
}

/** The filter with `value` chosen in `facet`, as that facet's choice means. */
export function choosing(filter: FilterState, facet: MultiFacet, value: string): FilterState {
  const all =
    (MATCH_FACETS as readonly string[]).includes(facet) &&
    (filter.match?.[facet as MatchFacet] ?? DEFAULT_MATCH[facet as MatchFacet]) === 'all';
  const chosen = all ? [...new Set([...filter.values[facet], value])] : [value];
  return { ...filter, values: { ...filter.values, [facet]: chosen } };
}

/** Every facet value's count (values with none left out), among `candidates` (null: every product). */
export function facetCounts(
  filter: FilterState,
  products: readonly Product[],
  candidates: ReadonlySet<string> | null = null,
): FacetCountMap {
  const index = catalogueIndex(products);
  const within: Bits | null = candidates ? index.all.map(() => 0) : null;
  if (within && candidates)
    index.products.forEach((product, at) => {
      if (candidates.has(product.id)) within[at >>> 5]! |= 1 << (at & 31);
    });
  const out = Object.fromEntries(
    MULTI_FACETS.map((facet) => [facet, new Map<string, number>()]),
  ) as FacetCountMap;
  for (const facet of MULTI_FACETS)
    for (const value of valuesOf(facet, index)) {
      const found = matchSet(filterConditions(choosing(filter, facet, value)), index);
      const count = countBits(within ? intersect([found, within], index.all) : found);
      if (count > 0) out[facet].set(value, count);
    }
  return out;
}
