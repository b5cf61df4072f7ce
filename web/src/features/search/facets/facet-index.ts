// The search worker's facet codes: each product's facet values interned to small integers when
// it arrives, with its tests' sample type, sub-sample type terms, volume, time and parameters as
// codes too, so the bit
// sets (facet-bits.ts) can filter and count by the catalogue query's rules
// (schemas/src/catalogue-query/search-filter.ts, test-rule.ts) without reading a card.
// Products are added, replaced and removed one at a time as the sync reports them, so a sync
// batch costs its own size and never a rebuild over everything.
import type { ProductCard } from '../product-card.ts';
import { subSampleTermsOf, type TestFacts } from '@poct/schemas';
import { MULTI_FACETS, type FilterState, type MultiFacet } from './filter-state.ts';

/** A test as codes: its sample type's, sub-sample type terms' and parameters' codes. */
export type CodedTest = TestFacts<number>;

interface Row {
  id: string;
  name: string;
  /** Codes of the product's facet values, each (facet, value) pair its own code, no repeats. */
  codes: Uint32Array;
  tests: readonly CodedTest[];
  price: number | null;
}

/** What the search's bit sets keep of a product (facet-bits.ts). */
export type FacetFacts = Readonly<Pick<Row, 'codes' | 'tests' | 'price'>>;

export interface FacetCounts {
  values: Record<MultiFacet, Map<string, number>>;
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
  /** `tests*[testEnds[i-1]..testEnds[i]]` are row i's tests; a test's parameters `testParams[paramEnds[t-1]..paramEnds[t]]`. */
  testEnds: Uint32Array;
  testSample: Uint32Array;
  /** A test's sub-sample type terms `testSubSamples[subSampleEnds[t-1]..subSampleEnds[t]]`. */
  subSampleEnds: Uint32Array;
  testSubSamples: Uint32Array;
  testVolume: Float64Array;
  testTime: Float64Array;
  paramEnds: Uint32Array;
  testParams: Uint32Array;
  price: Float64Array;
  /** Value by code, and its facet's position in MULTI_FACETS. */
  values: string[];
  facetOfCode: Uint8Array;
}

/** Bump when FacetIndexState or what it means changes. */
export const FACET_INDEX_STATE_FORMAT = 4;

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
  | 'regulatory'
>;

/** The product-wide facet values; sample and sub-sample types are each test's (conditions about one test). */
export function facetValuesOf(product: FacetSource): Record<MultiFacet, string[]> {
  const tests = product.sub_products;
  return {
    parameter: [...product.parameter_ids, ...tests.flatMap((test) => test.parameter_ids)],
    connectivity: product.connectivity.connectivity_ids,
    transmission: product.connectivity.transmission_ids,
    sample_type: tests.map((test) => test.sample_type_id),
    sub_sample_type: tests.flatMap((test) => subSampleTermsOf(test.sub_sample_type)),
    method: product.method_ids,
    diagnostic_area: product.diagnostic_area_ids,
    ivdr_class: [...(product.regulatory?.ivdr_class ?? [])],
    ce_status: [...(product.regulatory?.ce_status ?? [])],
    availability: [...(product.regulatory?.availability ?? [])],
  };
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

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
    const tests = rows.flatMap((row) => row.tests);
    const testEnds = new Uint32Array(rows.length);
    let testCount = 0;
    rows.forEach((row, i) => (testEnds[i] = testCount += row.tests.length));
    const paramEnds = new Uint32Array(tests.length);
    let paramCount = 0;
    tests.forEach((test, t) => (paramEnds[t] = paramCount += test.parameters.length));
    const testParams = new Uint32Array(paramCount);
    tests.forEach((test, t) => testParams.set(Array.from(test.parameters), t === 0 ? 0 : paramEnds[t - 1]));
    const subSampleEnds = new Uint32Array(tests.length);
    let subSampleCount = 0;
    tests.forEach((test, t) => (subSampleEnds[t] = subSampleCount += test.subSampleTypes.length));
    const testSubSamples = new Uint32Array(subSampleCount);
    tests.forEach((test, t) =>
      testSubSamples.set(Array.from(test.subSampleTypes), t === 0 ? 0 : subSampleEnds[t - 1]),
    );
    return {
      format: FACET_INDEX_STATE_FORMAT,
      ids: rows.map((row) => row.id),
      names: rows.map((row) => row.name),
      ends,
      codes,
      testEnds,
      testSample: Uint32Array.from(tests, (test) => test.sampleType),
      subSampleEnds,
      testSubSamples,
      testVolume: Float64Array.from(tests, (test) => test.volume),
      testTime: Float64Array.from(tests, (test) => test.time),
      paramEnds,
      testParams,
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
      const tests: CodedTest[] = [];
      for (let t = i === 0 ? 0 : state.testEnds[i - 1]!; t < state.testEnds[i]!; t++)
        tests.push({
          sampleType: state.testSample[t]!,
          subSampleTypes: state.testSubSamples.subarray(
            t === 0 ? 0 : state.subSampleEnds[t - 1],
            state.subSampleEnds[t],
          ),
          volume: state.testVolume[t]!,
          time: state.testTime[t]!,
          parameters: state.testParams.subarray(t === 0 ? 0 : state.paramEnds[t - 1], state.paramEnds[t]),
        });
      index.rows.set(id, {
        id,
        name: state.names[i]!,
        codes: state.codes.subarray(i === 0 ? 0 : state.ends[i - 1], state.ends[i]),
        tests,
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
    return {
      id: product.id,
      name: product.name,
      codes: Uint32Array.from(codes),
      tests: product.sub_products.map((test) => ({
        sampleType: this.code('sample_type', test.sample_type_id),
        subSampleTypes: Uint32Array.from(
          subSampleTermsOf(test.sub_sample_type).map((term) => this.code('sub_sample_type', term)),
        ),
        volume: test.sample_volume_ul,
        time: test.time_to_result_min,
        parameters: Uint32Array.from(new Set(test.parameter_ids.map((id) => this.code('parameter', id)))),
      })),
      price: product.price,
    };
  }

  /**
   * Held ids (in relevance order) in the order `sort` asks: by name, by price, or by the time of
   * the fastest test `timeOf` gives (Infinity: none); equal keys keep the relevance order.
   */
  sortIds(
    ids: readonly string[],
    sort: FilterState['sort'],
    timeOf: (facts: FacetFacts) => number,
  ): string[] {
    const rows = ids.map((id) => this.rows.get(id)!);
    if (sort === 'name') {
      const rank = this.nameRanks();
      rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    } else if (sort === 'price') rows.sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || 0);
    else if (sort === 'time_to_result') {
      const time = new Map(rows.map((row) => [row.id, timeOf(row)]));
      rows.sort((a, b) => time.get(a.id)! - time.get(b.id)! || 0);
    }
    return rows.map((row) => row.id);
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
