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
