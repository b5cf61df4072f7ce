// The search page's filter as data, its place in the address (`?param=a,b&param_match=any
// &conn=c&vol=50&ttr=15&price=0-500&sort=name`), and its meaning as catalogue-query conditions
// (conditions.ts), so the page, NoodleChat's "open in search", the MCP tools and the server's
// preview answer one filter the same way (evaluate.ts).
//
// Several values of a facet: parameters, connectivity and transmission offer "all of these"
// (the default: a buyer ticking CRP and HbA1c wants a device doing both, and ticking two
// interfaces wants both on the device) or "any of these"; sample type, sub-sample type (the terms
// of the tests' German text, `?subsample=EDTA,Kapillarblut`), method and area are one per test or
// product, so "any" is their only sensible meaning; so are the regulatory identity's
// IVDR class and CE status, and "available in" any of the chosen countries (`?ivdr=C,D&ce=ivdr
// &avail=de`). An address without a `*_match`
// parameter means the default.
import type { Condition } from './conditions.ts';

export const MULTI_FACETS = [
  'parameter',
  'connectivity',
  'transmission',
  'sample_type',
  'sub_sample_type',
  'method',
  'diagnostic_area',
  'ivdr_class',
  'ce_status',
  'availability',
] as const;
export type MultiFacet = (typeof MULTI_FACETS)[number];

/** The facets with a choice between "all of these" and "any of these". */
export const MATCH_FACETS = ['parameter', 'connectivity', 'transmission'] as const;
export type MatchFacet = (typeof MATCH_FACETS)[number];
export type FacetMatch = 'all' | 'any';

/** The facets of the regulatory identity: their values are fixed codes, not master data. */
export const REGULATORY_FACETS = [
  'ivdr_class',
  'ce_status',
  'availability',
] as const satisfies readonly MultiFacet[];

// `rating` is applied after the filter, from the device's reviews (web/src/features/search/).
export const SORTS = ['relevance', 'name', 'price', 'time_to_result', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface FilterState {
  values: Record<MultiFacet, string[]>;
  /** "all" or "any" of the chosen values, per facet that offers the choice. */
  match: Record<MatchFacet, FacetMatch>;
  /** Largest sample volume accepted (µl), on the test that meets the other test conditions. */
  maxSampleVolume: number | null;
  /** Longest time to result accepted (minutes), on that test. */
  maxTimeToResult: number | null;
  /** Net default price range in EUR, either end open. */
  price: { min: number | null; max: number | null };
  sort: Sort;
}

const PARAM_NAMES: Record<MultiFacet, string> = {
  parameter: 'param',
  connectivity: 'conn',
  transmission: 'trans',
  sample_type: 'sample',
  sub_sample_type: 'subsample',
  method: 'method',
  diagnostic_area: 'area',
  ivdr_class: 'ivdr',
  ce_status: 'ce',
  availability: 'avail',
};

export const DEFAULT_MATCH: Readonly<Record<MatchFacet, FacetMatch>> = {
  parameter: 'all',
  connectivity: 'all',
  transmission: 'all',
};

export const EMPTY_FILTER: FilterState = {
  values: {
    parameter: [],
    connectivity: [],
    transmission: [],
    sample_type: [],
    sub_sample_type: [],
    method: [],
    diagnostic_area: [],
    ivdr_class: [],
    ce_status: [],
    availability: [],
  },
  match: { ...DEFAULT_MATCH },
  maxSampleVolume: null,
  maxTimeToResult: null,
  price: { min: null, max: null },
  sort: 'relevance',
};

const matchParam = (facet: MatchFacet) => `${PARAM_NAMES[facet]}_match`;

function number(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

// Values are joined by commas; one holding a comma or a percent sign (a sub-sample type such as
// "Citrat 3,2 %") has them written %2C and %25, so it stays one value.
const escapeValue = (value: string) => value.replace(/[%,]/g, (c) => (c === ',' ? '%2C' : '%25'));
const unescapeValue = (value: string) => value.replace(/%2C|%25/g, (c) => (c === '%2C' ? ',' : '%'));

export function parseFilter(params: URLSearchParams): FilterState {
  const values = { ...EMPTY_FILTER.values };
  for (const facet of MULTI_FACETS) {
    const raw = params.get(PARAM_NAMES[facet]);
    values[facet] = raw ? [...new Set(raw.split(',').filter(Boolean).map(unescapeValue))].sort() : [];
  }
  const match = { ...DEFAULT_MATCH };
  for (const facet of MATCH_FACETS) {
    const raw = params.get(matchParam(facet));
    if (raw === 'all' || raw === 'any') match[facet] = raw;
  }
  const [min = null, max = null] = (params.get('price') ?? '').split('-').map((part) => number(part));
  const sort = params.get('sort');
  return {
    values,
    match,
    maxSampleVolume: number(params.get('vol')),
    maxTimeToResult: number(params.get('ttr')),
    price: { min, max },
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
  };
}

/** Writes the filter into `params` (other parameters such as `q` stay); defaults are left out. */
export function writeFilter(params: URLSearchParams, filter: FilterState): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const facet of MULTI_FACETS) {
    const chosen = [...filter.values[facet]].sort();
    if (chosen.length) out.set(PARAM_NAMES[facet], chosen.map(escapeValue).join(','));
    else out.delete(PARAM_NAMES[facet]);
  }
  for (const facet of MATCH_FACETS) {
    const match = filter.match?.[facet] ?? DEFAULT_MATCH[facet];
    if (match === DEFAULT_MATCH[facet]) out.delete(matchParam(facet));
    else out.set(matchParam(facet), match);
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

/** A price range whose lower end is above its upper end: it can match nothing, and the page says so. */
export function isPriceInverted(filter: Pick<FilterState, 'price'>): boolean {
  const { min, max } = filter.price;
  return min !== null && max !== null && min > max;
}

const SORT_CONDITION: Partial<Record<Sort, Condition>> = {
  price: { kind: 'sort', by: 'price' },
  time_to_result: { kind: 'sort', by: 'time' },
};

/**
 * The filter as conditions: "all of these" is one condition per value, "any of these" one
 * condition naming them all; sample type, sub-sample type, volume and time are conditions about
 * one test.
 */
export function filterConditions(filter: FilterState): Condition[] {
  const out: Condition[] = [];
  const { values } = filter;
  const match = (facet: MatchFacet) => filter.match?.[facet] ?? DEFAULT_MATCH[facet];
  if (values.parameter.length) {
    if (match('parameter') === 'any') out.push({ kind: 'parameter', ids: [...values.parameter] });
    else for (const id of values.parameter) out.push({ kind: 'parameter', ids: [id] });
  }
  for (const kind of ['connectivity', 'transmission'] as const) {
    if (!values[kind].length) continue;
    if (match(kind) === 'any') out.push({ kind: 'has_any', of: kind, ids: [...values[kind]] });
    else for (const id of values[kind]) out.push({ kind, id });
  }
  if (values.sample_type.length) out.push({ kind: 'sample_type', ids: [...values.sample_type] });
  if (values.sub_sample_type.length) out.push({ kind: 'sub_sample_type', ids: [...values.sub_sample_type] });
  if (values.method.length) out.push({ kind: 'method', ids: [...values.method] });
  if (values.diagnostic_area.length) out.push({ kind: 'diagnostic_area', ids: [...values.diagnostic_area] });
  for (const kind of REGULATORY_FACETS) if (values[kind].length) out.push({ kind, ids: [...values[kind]] });
  if (filter.maxSampleVolume !== null) out.push({ kind: 'max_volume', ul: filter.maxSampleVolume });
  if (filter.maxTimeToResult !== null) out.push({ kind: 'max_time', minutes: filter.maxTimeToResult });
  if (filter.price.min !== null || filter.price.max !== null)
    out.push({ kind: 'price', min: filter.price.min, max: filter.price.max });
  const sort = SORT_CONDITION[filter.sort];
  if (sort) out.push(sort);
  return out;
}
