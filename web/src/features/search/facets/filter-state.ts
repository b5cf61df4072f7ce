// The filter as data and its place in the address: one model shared with NoodleChat, the MCP
// tools and the server's preview (schemas/src/catalogue-query/search-filter.ts).
export {
  DEFAULT_MATCH,
  EMPTY_FILTER,
  isFiltering,
  isPriceInverted,
  MATCH_FACETS,
  MULTI_FACETS,
  parseFilter,
  SORTS,
  writeFilter,
  type FacetMatch,
  type FilterState,
  type MatchFacet,
  type MultiFacet,
  type Sort,
} from '@poct/schemas';
import type { FilterState } from '@poct/schemas';

/**
 * A change to the filter as a step from the filter the address holds when it is written, not a
 * whole filter from the last render: two fields committed before the page renders again (both
 * price bounds typed or pasted fast) each keep the other's value.
 */
export type FilterUpdate = (current: FilterState) => FilterState;
