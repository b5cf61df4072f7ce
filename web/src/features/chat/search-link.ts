// "Open in search with these filters": the conditions the search page's filter can express
// (schemas/src/catalogue-query/search-filter.ts), in its address form, and the ones it cannot,
// which the answer names beside the link. The filter means what the conditions mean
// (`filterConditions` reads it back): several one-value conditions of a facet are its "all of
// these", one condition naming several values (a synonym, "Bluetooth oder WLAN") is its "any of
// these", sample type, sub-sample type, volume and time hold on one test. A second kind of choice
// for one facet, details, exclusions, "in one test", an order by volume and a second text have no
// place in the address and are left out.
import type { Condition, SortKey } from '@poct/schemas';
import {
  EMPTY_FILTER,
  writeFilter,
  type FilterState,
  type MatchFacet,
  type MultiFacet,
  type Sort,
} from '../search/index.ts';

export interface SearchLink {
  params: URLSearchParams;
  /** The conditions the search filter cannot carry, in the answer's order. */
  leftOut: Condition[];
}

const SEARCH_SORT: Partial<Record<SortKey, Sort>> = { price: 'price', time: 'time_to_result' };

/** A condition as values of a facet with "all" or "any" (null: not a facet's choice). */
function asChoice(c: Condition): { facet: MultiFacet; ids: string[]; match: 'all' | 'any' } | null {
  switch (c.kind) {
    case 'parameter':
      return { facet: 'parameter', ids: c.ids, match: c.ids.length > 1 ? 'any' : 'all' };
    case 'connectivity':
    case 'transmission':
      return { facet: c.kind, ids: [c.id], match: 'all' };
    case 'has_any':
      return c.of === 'detail' ? null : { facet: c.of, ids: c.ids, match: 'any' };
    case 'sample_type':
    case 'sub_sample_type':
    case 'method':
    case 'diagnostic_area':
    case 'ivdr_class':
    case 'ce_status':
    case 'availability':
      return { facet: c.kind, ids: c.ids, match: 'any' };
    default:
      return null;
  }
}

const MATCHED: readonly MultiFacet[] = ['parameter', 'connectivity', 'transmission'];

export function searchLinkFor(conditions: readonly Condition[]): SearchLink {
  const filter: FilterState = structuredClone(EMPTY_FILTER);
  const matchOf = new Map<MultiFacet, 'all' | 'any'>();
  let text: string | null = null;
  const leftOut: Condition[] = [];
  for (const c of conditions) {
    const choice = asChoice(c);
    if (choice) {
      const { facet, ids, match } = choice;
      const taken = matchOf.get(facet);
      // "All of these" gathers one value per condition; anything else fills a facet once.
      if (taken === undefined || (taken === 'all' && match === 'all' && MATCHED.includes(facet))) {
        matchOf.set(facet, match);
        filter.values[facet].push(...ids);
        if (MATCHED.includes(facet)) filter.match[facet as MatchFacet] = match;
      } else leftOut.push(c);
    } else if (c.kind === 'sort' && SEARCH_SORT[c.by]) filter.sort = SEARCH_SORT[c.by]!;
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
