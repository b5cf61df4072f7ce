// The filter as data, and its place in the address (`?param=a,b&conn=c&vol=50&ttr=15&price=0-500
// &sort=name`), so a filtered view can be shared, reloaded and restored.

/** Facets whose values are master data ids; a product matches when it has any chosen value. */
export const MULTI_FACETS = [
  'parameter',
  'connectivity',
  'sample_type',
  'method',
  'diagnostic_area',
] as const;
export type MultiFacet = (typeof MULTI_FACETS)[number];

// `rating` is applied after the facet index, from the device's reviews (features/search/use-local-search.ts).
export const SORTS = ['relevance', 'name', 'price', 'time_to_result', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface FilterState {
  values: Record<MultiFacet, string[]>;
  /** Largest sample volume accepted (µl): some test of the product needs at most this. */
  maxSampleVolume: number | null;
  /** Longest time to result accepted (minutes): some test is at least this fast. */
  maxTimeToResult: number | null;
  /** Net default price range in EUR, either end open. */
  price: { min: number | null; max: number | null };
  sort: Sort;
}

const PARAM_NAMES: Record<MultiFacet, string> = {
  parameter: 'param',
  connectivity: 'conn',
  sample_type: 'sample',
  method: 'method',
  diagnostic_area: 'area',
};

export const EMPTY_FILTER: FilterState = {
  values: { parameter: [], connectivity: [], sample_type: [], method: [], diagnostic_area: [] },
  maxSampleVolume: null,
  maxTimeToResult: null,
  price: { min: null, max: null },
  sort: 'relevance',
};

function number(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

export function parseFilter(params: URLSearchParams): FilterState {
  const values = { ...EMPTY_FILTER.values };
  for (const facet of MULTI_FACETS) {
    const raw = params.get(PARAM_NAMES[facet]);
    values[facet] = raw ? [...new Set(raw.split(',').filter(Boolean))].sort() : [];
  }
  const [min = null, max = null] = (params.get('price') ?? '').split('-').map((part) => number(part));
  const sort = params.get('sort');
  return {
    values,
    maxSampleVolume: number(params.get('vol')),
    maxTimeToResult: number(params.get('ttr')),
    price: { min, max },
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
  };
}

/** Writes the filter into `params` (other parameters such as `q` stay). */
export function writeFilter(params: URLSearchParams, filter: FilterState): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const facet of MULTI_FACETS) {
    const chosen = [...filter.values[facet]].sort();
    if (chosen.length) out.set(PARAM_NAMES[facet], chosen.join(','));
    else out.delete(PARAM_NAMES[facet]);
  }
  const set = (key: string, value: number | null) =>
    value === null ? out.delete(key) : out.set(key, String(value));
  set('vol', filter.maxSampleVolume);
  set('ttr', filter.maxTimeToResult);
  if (filter.price.min === null && filter.price.max === null) out.delete('price');
  else out.set('price', `${filter.price.min ?? ''}-${filter.price.max ?? ''}`);
  if (filter.sort === 'relevance') out.delete('sort');
  else out.set('sort', filter.sort);
  return out;
}

export function isFiltering(filter: FilterState): boolean {
  return (
    MULTI_FACETS.some((facet) => filter.values[facet].length > 0) ||
    filter.maxSampleVolume !== null ||
    filter.maxTimeToResult !== null ||
    filter.price.min !== null ||
    filter.price.max !== null
  );
}
