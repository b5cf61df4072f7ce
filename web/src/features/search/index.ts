// What the search feature offers the other features: they import it from here, never from its files.
export { ProductResult } from './ProductResult.tsx';
export {
  EMPTY_FILTER,
  parseFilter,
  writeFilter,
  type FilterState,
  type MatchFacet,
  type MultiFacet,
  type Sort,
} from './facets/filter-state.ts';
export { useRecentSearches } from './recent-searches.ts';
