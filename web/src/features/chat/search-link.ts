// "Open in search with these filters": the conditions the search page's filter can express
// (web/src/features/search/facets/filter-state.ts), in its address form, and the ones it cannot, which the
// answer names beside the link. The search filter picks products with *any* chosen value of a
// facet and reads volume and time product-wide, so per facet one condition is carried (a second
// one would widen the search instead of narrowing it); "any of these connectivities" is the
// facet's own meaning. The order by price or time to result is the search's sort; details,
// transmissions, exclusions, "in one test", an order by volume and a second text have no place in
// the address and are left out.
import type { Condition, SortKey } from '@poct/schemas';
import { EMPTY_FILTER, writeFilter, type FilterState, type MultiFacet, type Sort } from '../search/index.ts';

export interface SearchLink {
  params: URLSearchParams;
  /** The conditions the search filter cannot carry, in the answer's order. */
  leftOut: Condition[];
}

const FACET_OF: Partial<Record<Condition['kind'], MultiFacet>> = {
  parameter: 'parameter',
  sample_type: 'sample_type',
  method: 'method',
  diagnostic_area: 'diagnostic_area',
  connectivity: 'connectivity',
};

const SEARCH_SORT: Partial<Record<SortKey, Sort>> = { price: 'price', time: 'time_to_result' };

export function searchLinkFor(conditions: readonly Condition[]): SearchLink {
  const filter: FilterState = structuredClone(EMPTY_FILTER);
  let text: string | null = null;
  const leftOut: Condition[] = [];
  for (const c of conditions) {
    const facet = FACET_OF[c.kind];
    if (facet && filter.values[facet].length === 0) {
      if ('ids' in c) filter.values[facet].push(...c.ids);
      else if (c.kind === 'connectivity') filter.values[facet].push(c.id);
    } else if (c.kind === 'has_any' && c.of === 'connectivity' && filter.values.connectivity.length === 0)
      filter.values.connectivity.push(...c.ids);
    else if (c.kind === 'sort' && SEARCH_SORT[c.by]) filter.sort = SEARCH_SORT[c.by]!;
    else if (c.kind === 'max_volume') filter.maxSampleVolume = c.ul;
    else if (c.kind === 'max_time') filter.maxTimeToResult = c.minutes;
    else if (c.kind === 'price') filter.price = { min: c.min, max: c.max };
    else if (c.kind === 'manufacturer' && c.names.length === 1 && text === null) text = c.names[0]!;
    else if (c.kind === 'text' && text === null) text = c.text;
    else leftOut.push(c);
  }
  const params = writeFilter(new URLSearchParams(), filter);
  if (text !== null) params.set('q', text);
  return { params, leftOut };
}
