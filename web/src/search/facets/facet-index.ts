// Faceted filtering over the whole local catalogue, in the search worker: each product's facet
// values are interned to small integers when it arrives, and one pass over the candidates
// computes the matches and, for every facet, the counts with all *other* facets applied (so a
// count says how many results choosing that value would give, the usual rule).
// Products are added, replaced and removed one at a time as the sync reports them, so a sync
// batch costs its own size and never a rebuild over everything (issue 15).
import type { ProductCard } from '../product-card.ts';
import { MULTI_FACETS, type FilterState, type MultiFacet } from './filter-state.ts';

interface Row {
  id: string;
  name: string;
  values: Record<MultiFacet, Uint32Array>;
  /** Smallest sample volume and fastest time to result among its tests (Infinity when none). */
  minVolume: number;
  minTime: number;
  price: number | null;
}

export interface FacetCounts {
  values: Record<MultiFacet, Map<string, number>>;
}

export interface FilterResult {
  /** Matching product ids, in the requested order. */
  ids: string[];
  counts: FacetCounts;
}

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
  private readonly codes = new Map<string, number>();
  private readonly names: string[] = [];
  /** Position of each product in name order (collated), computed when a name sort needs it. */
  private nameRank: Map<string, number> | null = null;

  constructor(products: Iterable<FacetSource> = []) {
    this.upsert(products);
  }

  get size(): number {
    return this.rows.size;
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

  private code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.names.length;
      this.codes.set(value, code);
      this.names.push(value);
    }
    return code;
  }

  private rowOf(product: FacetSource): Row {
    const facets = facetValuesOf(product);
    const values = {} as Record<MultiFacet, Uint32Array>;
    for (const facet of MULTI_FACETS) {
      values[facet] = Uint32Array.from(new Set(facets[facet].map((value) => this.code(value))));
    }
    const tests = product.sub_products;
    return {
      id: product.id,
      name: product.name,
      values,
      minVolume: smallest(tests.map((test) => test.sample_volume_ul)),
      minTime: smallest(tests.map((test) => test.time_to_result_min)),
      price: product.price,
    };
  }

  /**
   * Applies `filter` to `candidates` (ids in relevance order, e.g. from the text search; ids not
   * held are skipped), or to every product in `browseOrder` when there is no text.
   */
  filter(filter: FilterState, candidates: readonly string[]): FilterResult {
    const chosen = {} as Record<MultiFacet, Set<number> | null>;
    for (const facet of MULTI_FACETS) {
      const codes = filter.values[facet].map((value) => this.codes.get(value) ?? -1);
      chosen[facet] = codes.length ? new Set(codes) : null;
    }
    // Counts by value code: typed arrays, as a Map per value was most of a key's time at 40,000.
    const tallies = {} as Record<MultiFacet, Uint32Array>;
    for (const facet of MULTI_FACETS) tallies[facet] = new Uint32Array(this.names.length);

    const matches: Row[] = [];
    for (const id of candidates) {
      const row = this.rows.get(id);
      if (!row || !passesRanges(row, filter)) continue;
      // Which chosen facets this row fails: 0 → a match; 1 → counts only for that facet.
      let failed: MultiFacet | null = null;
      let failures = 0;
      for (const facet of MULTI_FACETS) {
        const wanted = chosen[facet];
        if (!wanted) continue;
        let hit = false;
        for (const code of row.values[facet]) if (wanted.has(code)) hit = true;
        if (!hit) {
          failures++;
          failed = facet;
          if (failures > 1) break;
        }
      }
      if (failures > 1) continue;
      for (const facet of MULTI_FACETS) {
        if (failures === 1 && facet !== failed) continue;
        const tally = tallies[facet];
        for (const code of row.values[facet]) tally[code]!++;
      }
      if (failures === 0) matches.push(row);
    }

    this.sortRows(matches, filter.sort);
    const counts: FacetCounts = { values: {} as Record<MultiFacet, Map<string, number>> };
    for (const facet of MULTI_FACETS) {
      const values = new Map<string, number>();
      tallies[facet].forEach((count, code) => count > 0 && values.set(this.names[code]!, count));
      counts.values[facet] = values;
    }
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

function passesRanges(row: Row, filter: FilterState): boolean {
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
