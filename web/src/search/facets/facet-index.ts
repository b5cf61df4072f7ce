// Faceted filtering over the whole local catalogue, fast enough to run on every change at 40,000
// products: each product's facet values are interned to small integers once, and one pass over
// the candidates computes the matches and, for every facet, the counts with all *other* facets
// applied (so a count says how many results choosing that value would give, the usual rule).
import type { Product } from '@poct/schemas';
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

export function facetValuesOf(product: Product): Record<MultiFacet, string[]> {
  const tests = product.sub_products;
  return {
    parameter: [...product.parameter_ids, ...tests.flatMap((test) => test.parameter_ids)],
    connectivity: product.connectivity.connectivity_ids,
    sample_type: [...product.connectivity.sample_type_ids, ...tests.map((test) => test.sample_type_id)],
    method: product.method_ids,
    diagnostic_area: product.diagnostic_area_ids,
  };
}

export class FacetIndex {
  private readonly rows: Row[] = [];
  private readonly byId = new Map<string, number>();
  private readonly codes = new Map<string, number>();
  private readonly names: string[] = [];

  constructor(products: Iterable<Product>) {
    for (const product of products) this.add(product);
  }

  get size(): number {
    return this.rows.length;
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

  private add(product: Product): void {
    const facets = facetValuesOf(product);
    const values = {} as Record<MultiFacet, Uint32Array>;
    for (const facet of MULTI_FACETS) {
      values[facet] = Uint32Array.from(new Set(facets[facet].map((value) => this.code(value))));
    }
    const tests = product.sub_products;
    this.byId.set(product.id, this.rows.length);
    this.rows.push({
      id: product.id,
      name: product.name,
      values,
      minVolume: Math.min(...tests.map((test) => test.sample_volume_ul)),
      minTime: Math.min(...tests.map((test) => test.time_to_result_min)),
      price: product.price?.default ?? null,
    });
  }

  /**
   * Applies `filter` to `candidates` (ids in relevance order, e.g. from the text search), or to
   * the whole catalogue when null.
   */
  filter(filter: FilterState, candidates: readonly string[] | null): FilterResult {
    const chosen = {} as Record<MultiFacet, Set<number> | null>;
    for (const facet of MULTI_FACETS) {
      const codes = filter.values[facet].map((value) => this.codes.get(value) ?? -1);
      chosen[facet] = codes.length ? new Set(codes) : null;
    }
    const tallies = {} as Record<MultiFacet, Map<number, number>>;
    for (const facet of MULTI_FACETS) tallies[facet] = new Map();

    const rows =
      candidates === null
        ? this.rows
        : candidates.flatMap((id) => {
            const at = this.byId.get(id);
            return at === undefined ? [] : [this.rows[at]!];
          });
    const matches: Row[] = [];
    for (const row of rows) {
      if (!this.passesRanges(row, filter)) continue;
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
        for (const code of row.values[facet]) tally.set(code, (tally.get(code) ?? 0) + 1);
      }
      if (failures === 0) matches.push(row);
    }

    sortRows(matches, filter.sort);
    const counts: FacetCounts = { values: {} as Record<MultiFacet, Map<string, number>> };
    for (const facet of MULTI_FACETS) {
      counts.values[facet] = new Map([...tallies[facet]].map(([code, count]) => [this.names[code]!, count]));
    }
    return { ids: matches.map((row) => row.id), counts };
  }

  private passesRanges(row: Row, filter: FilterState): boolean {
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
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function sortRows(rows: Row[], sort: FilterState['sort']): void {
  // Array.prototype.sort is stable: equal keys keep the relevance order.
  if (sort === 'name') rows.sort((a, b) => collator.compare(a.name, b.name));
  else if (sort === 'price') rows.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || 0);
  else if (sort === 'time_to_result') rows.sort((a, b) => a.minTime - b.minTime);
}
