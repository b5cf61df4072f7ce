// Faceted filtering over the whole local catalogue, in the search worker: each product's facet
// values are interned to small integers when it arrives, and one pass over the candidates
// computes the matches and, for every facet, the counts with all *other* facets applied (so a
// count says how many results choosing that value would give, the usual rule).
// Products are added, replaced and removed one at a time as the sync reports them, so a sync
// batch costs its own size and never a rebuild over everything.
import type { ProductCard } from '../product-card.ts';
import { MULTI_FACETS, type FilterState, type MultiFacet } from './filter-state.ts';

interface Row {
  id: string;
  name: string;
  /** Codes of the product's facet values, each (facet, value) pair its own code, no repeats. */
  codes: Uint32Array;
  /** Smallest sample volume and fastest time to result among its tests (Infinity when none). */
  minVolume: number;
  minTime: number;
  price: number | null;
}

/** What the search's bit sets keep of a product (facet-bits.ts). */
export type FacetFacts = Readonly<Pick<Row, 'codes' | 'minVolume' | 'minTime' | 'price'>>;

export interface FacetCounts {
  values: Record<MultiFacet, Map<string, number>>;
}

export interface FilterResult {
  /** Matching product ids, in the requested order. */
  ids: string[];
  counts: FacetCounts;
}

/**
 * A FacetIndex as flat arrays, for the cold-start record (features/search/cold-start-record.ts): cheap to
 * structured-clone, and restored without reading a product again. Rows in the index's
 * order; `codes[ends[i-1]..ends[i]]` are row i's value codes; a price of NaN is none.
 */
export interface FacetIndexState {
  format: typeof FACET_INDEX_STATE_FORMAT;
  ids: string[];
  names: string[];
  ends: Uint32Array;
  codes: Uint32Array;
  minVolume: Float64Array;
  minTime: Float64Array;
  price: Float64Array;
  /** Value by code, and its facet's position in MULTI_FACETS. */
  values: string[];
  facetOfCode: Uint8Array;
}

/** Bump when FacetIndexState or what it means changes. */
export const FACET_INDEX_STATE_FORMAT = 1;

export type FacetSource = Pick<
  ProductCard,
  | 'id'
  | 'name'
  | 'parameter_ids'
  | 'method_ids'
  | 'diagnostic_area_ids'
  | 'connectivity'
  | 'sub_products'
  | 'price'
>;

export function facetValuesOf(product: FacetSource): Record<MultiFacet, string[]> {
  const tests = product.sub_products;
  return {
    parameter: [...product.parameter_ids, ...tests.flatMap((test) => test.parameter_ids)],
    connectivity: product.connectivity.connectivity_ids,
    sample_type: [...product.connectivity.sample_type_ids, ...tests.map((test) => test.sample_type_id)],
    method: product.method_ids,
    diagnostic_area: product.diagnostic_area_ids,
  };
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function smallest(values: readonly number[]): number {
  let least = Infinity;
  for (const value of values) if (value < least) least = value;
  return least;
}

export class FacetIndex {
  private readonly rows = new Map<string, Row>();
  /** Code by facet and value; a value has one code per facet it appears in. */
  private readonly codes: Record<MultiFacet, Map<string, number>>;
  /** Value and facet (position in MULTI_FACETS) by code. */
  private readonly values: string[] = [];
  private readonly facetOfCode: number[] = [];
  /** Position of each product in name order (collated), computed when a name sort needs it. */
  private nameRank: Map<string, number> | null = null;

  constructor(products: Iterable<FacetSource> = []) {
    this.codes = Object.fromEntries(MULTI_FACETS.map((facet) => [facet, new Map()])) as Record<
      MultiFacet,
      Map<string, number>
    >;
    this.upsert(products);
  }

  get size(): number {
    return this.rows.size;
  }

  /** The index as flat arrays (FacetIndexState), for the cold-start record. */
  exportState(): FacetIndexState {
    const rows = [...this.rows.values()];
    const ends = new Uint32Array(rows.length);
    let length = 0;
    rows.forEach((row, i) => (ends[i] = length += row.codes.length));
    const codes = new Uint32Array(length);
    rows.forEach((row, i) => codes.set(row.codes, i === 0 ? 0 : ends[i - 1]));
    return {
      format: FACET_INDEX_STATE_FORMAT,
      ids: rows.map((row) => row.id),
      names: rows.map((row) => row.name),
      ends,
      codes,
      minVolume: Float64Array.from(rows, (row) => row.minVolume),
      minTime: Float64Array.from(rows, (row) => row.minTime),
      price: Float64Array.from(rows, (row) => row.price ?? NaN),
      values: [...this.values],
      facetOfCode: Uint8Array.from(this.facetOfCode),
    };
  }

  /** The index `state` was taken from; throws on a state of another format. */
  static fromState(state: FacetIndexState): FacetIndex {
    if (state.format !== FACET_INDEX_STATE_FORMAT) throw new Error('Unknown facet index format');
    const index = new FacetIndex();
    state.values.forEach((value, code) => {
      const facet = state.facetOfCode[code]!;
      index.codes[MULTI_FACETS[facet]!].set(value, code);
      index.values.push(value);
      index.facetOfCode.push(facet);
    });
    state.ids.forEach((id, i) => {
      const price = state.price[i]!;
      index.rows.set(id, {
        id,
        name: state.names[i]!,
        codes: state.codes.subarray(i === 0 ? 0 : state.ends[i - 1], state.ends[i]),
        minVolume: state.minVolume[i]!,
        minTime: state.minTime[i]!,
        price: Number.isNaN(price) ? null : price,
      });
    });
    return index;
  }

  upsert(products: Iterable<FacetSource>): void {
    // Every row is made before any is stored: a bad product changes nothing.
    const rows = [...products].map((product) => this.rowOf(product));
    for (const row of rows) this.rows.set(row.id, row);
    this.nameRank = null;
  }

  remove(ids: Iterable<string>): void {
    for (const id of ids) this.rows.delete(id);
    this.nameRank = null;
  }

  /** A held product's value codes and range facts (read-only), for the search's bit sets. */
  factsOf(id: string): FacetFacts | undefined {
    return this.rows.get(id);
  }

  /** Codes so far: every code is below this. */
  get codeCount(): number {
    return this.values.length;
  }

  /** The code of a facet's value, or undefined when no product has it. */
  codeOf(facet: MultiFacet, value: string): number | undefined {
    return this.codes[facet].get(value);
  }

  /** The facet (its position in MULTI_FACETS) and value a code stands for. */
  facetOf(code: number): number {
    return this.facetOfCode[code] as number;
  }

  valueOf(code: number): string {
    return this.values[code] as string;
  }

  private code(facet: MultiFacet, value: string): number {
    const known = this.codes[facet];
    let code = known.get(value);
    if (code === undefined) {
      code = this.values.length;
      known.set(value, code);
      this.values.push(value);
      this.facetOfCode.push(MULTI_FACETS.indexOf(facet));
    }
    return code;
  }

  private rowOf(product: FacetSource): Row {
    const facets = facetValuesOf(product);
    const codes: number[] = [];
    for (const facet of MULTI_FACETS) {
      for (const value of facets[facet]) {
        const code = this.code(facet, value);
        if (!codes.includes(code)) codes.push(code);
      }
    }
    const tests = product.sub_products;
    return {
      id: product.id,
      name: product.name,
      codes: Uint32Array.from(codes),
      minVolume: smallest(tests.map((test) => test.sample_volume_ul)),
      minTime: smallest(tests.map((test) => test.time_to_result_min)),
      price: product.price,
    };
  }

  /**
   * Applies `filter` to `candidates` (ids in relevance order, e.g. from the text search, or every
   * product in name order; ids not held are skipped). One pass over flat value codes: this runs
   * for every key over up to the whole catalogue.
   */
  filter(filter: FilterState, candidates: readonly string[]): FilterResult {
    const facetCount = MULTI_FACETS.length;
    const chosen: (Set<number> | null)[] = MULTI_FACETS.map((facet) => {
      const wanted = filter.values[facet];
      return wanted.length ? new Set(wanted.map((value) => this.codes[facet].get(value) ?? -1)) : null;
    });
    const chosenFacets = chosen.filter(Boolean).length;
    const facetOfCode = this.facetOfCode;
    const tally = new Uint32Array(this.values.length);
    const hit = new Uint8Array(facetCount);

    const matches: Row[] = [];
    for (const id of candidates) {
      const row = this.rows.get(id);
      if (!row || !passesRanges(row, filter)) continue;
      const codes = row.codes;
      if (chosenFacets === 0) {
        for (let i = 0; i < codes.length; i++) tally[codes[i]!]!++;
        matches.push(row);
        continue;
      }
      // Which chosen facets this row fails: 0 → a match; 1 → counts only for that facet.
      hit.fill(0);
      for (let i = 0; i < codes.length; i++) {
        const code = codes[i]!;
        const facet = facetOfCode[code]!;
        if (chosen[facet]?.has(code)) hit[facet] = 1;
      }
      let failed = -1;
      let failures = 0;
      for (let facet = 0; facet < facetCount; facet++) {
        if (chosen[facet] && !hit[facet]) {
          failures++;
          failed = facet;
        }
      }
      if (failures > 1) continue;
      for (let i = 0; i < codes.length; i++) {
        const code = codes[i]!;
        if (failures === 0 || facetOfCode[code] === failed) tally[code]!++;
      }
      if (failures === 0) matches.push(row);
    }

    this.sortRows(matches, filter.sort);
    const counts: FacetCounts = {
      values: Object.fromEntries(MULTI_FACETS.map((facet) => [facet, new Map<string, number>()])) as Record<
        MultiFacet,
        Map<string, number>
      >,
    };
    tally.forEach((count, code) => {
      if (count > 0) counts.values[MULTI_FACETS[facetOfCode[code]!]!].set(this.values[code]!, count);
    });
    return { ids: matches.map((row) => row.id), counts };
  }

  private sortRows(rows: Row[], sort: FilterState['sort']): void {
    // Array.prototype.sort is stable: equal keys keep the relevance order.
    if (sort === 'name') {
      const rank = this.nameRanks();
      rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    } else if (sort === 'price') rows.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || 0);
    else if (sort === 'time_to_result') rows.sort((a, b) => a.minTime - b.minTime);
  }

  /** Collating 35,000 names per key is slow; their order is collated once per change instead. */
  private nameRanks(): Map<string, number> {
    if (!this.nameRank) {
      const ordered = [...this.rows.values()].sort((a, b) => collator.compare(a.name, b.name));
      this.nameRank = new Map();
      let rank = 0;
      for (const [position, row] of ordered.entries()) {
        // Names the collator calls equal share a rank, so the stable sort keeps relevance order.
        if (position > 0 && collator.compare(ordered[position - 1]!.name, row.name) !== 0) rank = position;
        this.nameRank.set(row.id, rank);
      }
    }
    return this.nameRank;
  }
}

/** Whether a product's tests and price fall within the filter's limits. */
export function passesRanges(
  row: Pick<Row, 'minVolume' | 'minTime' | 'price'>,
  filter: FilterState,
): boolean {
  if (filter.maxSampleVolume !== null && !(row.minVolume <= filter.maxSampleVolume)) return false;
  if (filter.maxTimeToResult !== null && !(row.minTime <= filter.maxTimeToResult)) return false;
  const { min, max } = filter.price;
  if (min !== null || max !== null) {
    if (row.price === null) return false;
    if (min !== null && row.price < min) return false;
    if (max !== null && row.price > max) return false;
  }
  return true;
}
