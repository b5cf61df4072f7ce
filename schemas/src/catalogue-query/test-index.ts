// The tests (sub-products) of an indexed catalogue as sets too, so the conditions that must hold
// on one and the same test (sample type, sub-sample type, volume, time, the wished parameters,
// "in one test") are intersected per test and only then mapped to their products: every match set
// is exact, and an answer or an explanation needs no per-product check (catalogue-index.ts builds
// it).
import type { Product, SubProduct } from '../collections/product.schema.ts';
import { addBit, emptyBits, forEachPosition, fullBits, intersect, union, type Bits } from './bitset.ts';
import { subSampleTermsOf } from '../sub-sample-types.ts';
import type { Condition } from './conditions.ts';

/** Values sorted ascending with their positions, for a bound ("at most"). */
export interface NumberOrder {
  values: Float64Array;
  positions: Uint32Array;
}

export interface TestIndex {
  /** Test position → the test. */
  items: readonly SubProduct[];
  /** Test position → its product's position. */
  owner: Uint32Array;
  all: Bits;
  parameter: ReadonlyMap<string, Bits>;
  sampleType: ReadonlyMap<string, Bits>;
  /** By term of the tests' sub-sample types (subSampleTermsOf). */
  subSampleType: ReadonlyMap<string, Bits>;
  volume: NumberOrder;
  time: NumberOrder;
}

/** Products in index order → their tests' index. */
export function buildTestIndex(products: readonly Product[]): TestIndex {
  const tests: SubProduct[] = [];
  const owner: number[] = [];
  products.forEach((product, at) => {
    for (const test of product.sub_products) {
      tests.push(test);
      owner.push(at);
    }
  });
  const parameter = new Map<string, Bits>();
  const sampleType = new Map<string, Bits>();
  const subSampleType = new Map<string, Bits>();
  const add = (sets: Map<string, Bits>, key: string, at: number) => {
    let bits = sets.get(key);
    if (!bits) sets.set(key, (bits = emptyBits(tests.length)));
    addBit(bits, at);
  };
  tests.forEach((test, at) => {
    for (const id of test.parameter_ids) add(parameter, id, at);
    add(sampleType, test.sample_type_id, at);
    for (const term of subSampleTermsOf(test.sub_sample_type)) add(subSampleType, term, at);
  });
  return {
    items: tests,
    owner: Uint32Array.from(owner),
    all: fullBits(tests.length),
    parameter,
    sampleType,
    subSampleType,
    volume: orderBy(tests.map((t) => t.sample_volume_ul)),
    time: orderBy(tests.map((t) => t.time_to_result_min)),
  };
}

export function orderBy(values: readonly number[]): NumberOrder {
  // NaN never meets a bound: left out.
  const positions = values
    .map((_, at) => at)
    .filter((at) => !Number.isNaN(values[at]))
    .sort((a, b) => values[a]! - values[b]!);
  return {
    values: Float64Array.from(positions, (at) => values[at]!),
    positions: Uint32Array.from(positions),
  };
}

/** The positions whose value lies in [min, max] (either end open). */
export function inRange(order: NumberOrder, min: number | null, max: number | null, size: number): Bits {
  const out = emptyBits(size);
  let from = 0;
  if (min !== null)
    for (let hi = order.values.length; from < hi;) {
      const mid = (from + hi) >> 1;
      if (order.values[mid]! < min) from = mid + 1;
      else hi = mid;
    }
  for (let i = from; i < order.values.length && (max === null || order.values[i]! <= max); i++)
    addBit(out, order.positions[i]!);
  return out;
}

/** Whether the conditions ask for one test that meets them (else the product alone decides). */
export function needsTest(conditions: readonly Condition[]): boolean {
  return conditions.some(
    (c) =>
      c.kind === 'sample_type' ||
      c.kind === 'sub_sample_type' ||
      c.kind === 'max_volume' ||
      c.kind === 'max_time' ||
      c.kind === 'in_one_test',
  );
}

/**
 * The tests meeting every test condition and measuring a wished parameter (every one of them with
 * "in one test"); with no such condition, every test.
 */
export function fittingTests(conditions: readonly Condition[], tests: TestIndex): Bits {
  const size = tests.owner.length;
  const anyOf = (sets: ReadonlyMap<string, Bits>, keys: readonly string[]) =>
    union(
      keys.flatMap((key) => sets.get(key) ?? []),
      size,
    );
  const wishes = conditions.flatMap((c) => (c.kind === 'parameter' ? [anyOf(tests.parameter, c.ids)] : []));
  const inOneTest = conditions.some((c) => c.kind === 'in_one_test');
  const sets = conditions.flatMap((c) => {
    if (c.kind === 'sample_type') return [anyOf(tests.sampleType, c.ids)];
    if (c.kind === 'sub_sample_type') return [anyOf(tests.subSampleType, c.ids)];
    if (c.kind === 'max_volume') return [inRange(tests.volume, null, c.ul, size)];
    if (c.kind === 'max_time') return [inRange(tests.time, null, c.minutes, size)];
    return [];
  });
  if (wishes.length) sets.push(inOneTest ? intersect(wishes, tests.all) : union(wishes, size));
  return intersect(sets, tests.all);
}

/**
 * The products (as a product set of `productCount`) whose tests meet the conditions about a test:
 * every wished parameter is measured by a test meeting the test conditions (with "in one test",
 * one such test measures them all; without wishes, some test meets them).
 */
export function productsWithFittingTest(
  conditions: readonly Condition[],
  tests: TestIndex,
  productCount: number,
): Bits {
  const wishes = conditions.filter((c) => c.kind === 'parameter');
  const perWish = wishes.length > 1 && !conditions.some((c) => c.kind === 'in_one_test');
  const groups = perWish
    ? wishes.map((wish) => [wish, ...conditions.filter((c) => c.kind !== 'parameter')])
    : [conditions];
  const sets = groups.map((group) => {
    const products = emptyBits(productCount);
    forEachPosition(fittingTests(group, tests), (at) => addBit(products, tests.owner[at]!));
    return products;
  });
  return intersect(sets, fullBits(productCount));
}
