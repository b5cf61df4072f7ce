// The index of one catalogue array, built once and kept beside it (a WeakMap: a changed catalogue
// is a new array, web/src/chat/chat-catalogue.ts and sync-server/src/mcp/catalogue-mirror.ts),
// so a question intersects a few small sets instead of checking 40,000 products condition by
// condition. Positions follow the name order, so matches come out sorted.
//
// Each condition's set holds every product that can match it (evaluate.ts checks the candidates
// in full); for the product conditions and a parameter without test conditions it holds exactly
// the matches (`isExact`), so counts need no check at all.
import type { Product } from '../collections/product.schema.ts';
import { foldSearchText } from '../search-text.ts';
import { addBit, complement, emptyBits, fullBits, union, type Bits } from './bitset.ts';
import type { Condition } from './conditions.ts';

/** Products sorted by a number, for the bounds (volume, time, price). */
interface NumberOrder {
  values: Float64Array;
  positions: Uint32Array;
}

export interface CatalogueIndex {
  /** Position → product, in name order. */
  products: readonly Product[];
  /** Product id → positions (an id names one product; a list keeps the set exact regardless). */
  byId: ReadonlyMap<string, readonly number[]>;
  all: Bits;
  /** Every parameter the product measures (its own or any test's). */
  parameters: readonly ReadonlySet<string>[];
  sets: Record<SetKind, ReadonlyMap<string, Bits>>;
  /** The smallest volume / time among the product's tests (products without tests left out). */
  minVolume: NumberOrder;
  minTime: NumberOrder;
  price: NumberOrder;
  /** Name, manufacturer and synonyms folded, as the text condition reads them. */
  texts: readonly string[];
}

type SetKind =
  | 'parameter'
  | 'sample_type'
  | 'connectivity'
  | 'transmission'
  | 'detail'
  | 'method'
  | 'diagnostic_area'
  | 'manufacturer';

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const indexes = new WeakMap<readonly Product[], CatalogueIndex>();

/** The catalogue's index, built on first use after a change. */
export function catalogueIndex(products: readonly Product[]): CatalogueIndex {
  let index = indexes.get(products);
  if (!index) {
    index = buildIndex(products);
    indexes.set(products, index);
  }
  return index;
}

function buildIndex(catalogue: readonly Product[]): CatalogueIndex {
  const products = [...catalogue].sort((a, b) => collator.compare(a.name, b.name));
  const size = products.length;
  const sets = Object.fromEntries(
    (
      [
        'parameter',
        'sample_type',
        'connectivity',
        'transmission',
        'detail',
        'method',
        'diagnostic_area',
        'manufacturer',
      ] as const
    ).map((kind) => [kind, new Map<string, Bits>()]),
  ) as Record<SetKind, Map<string, Bits>>;
  const add = (kind: SetKind, key: string, at: number) => {
    let bits = sets[kind].get(key);
    if (!bits) sets[kind].set(key, (bits = emptyBits(size)));
    addBit(bits, at);
  };
  const parameters: Set<string>[] = [];
  const byId = new Map<string, number[]>();
  const volumes: number[] = [];
  const times: number[] = [];
  products.forEach((product, at) => {
    const measured = new Set(product.parameter_ids);
    let volume = Infinity;
    let time = Infinity;
    for (const test of product.sub_products) {
      for (const id of test.parameter_ids) measured.add(id);
      add('sample_type', test.sample_type_id, at);
      volume = Math.min(volume, test.sample_volume_ul);
      time = Math.min(time, test.time_to_result_min);
    }
    parameters.push(measured);
    for (const id of measured) add('parameter', id, at);
    for (const id of product.connectivity.connectivity_ids) add('connectivity', id, at);
    for (const id of product.connectivity.transmission_ids) add('transmission', id, at);
    for (const id of product.detail_ids) add('detail', id, at);
    for (const id of product.method_ids) add('method', id, at);
    for (const id of product.diagnostic_area_ids) add('diagnostic_area', id, at);
    add('manufacturer', product.manufacturer, at);
    byId.set(product.id, [...(byId.get(product.id) ?? []), at]);
    // NaN: no test, so no bound is met (orderBy leaves it out).
    volumes.push(product.sub_products.length ? volume : NaN);
    times.push(product.sub_products.length ? time : NaN);
  });
  return {
    products,
    byId,
    all: fullBits(size),
    parameters,
    sets,
    minVolume: orderBy(volumes),
    minTime: orderBy(times),
    price: orderBy(products.map((p) => p.price.default)),
    texts: products.map((p) => foldSearchText([p.name, p.manufacturer, ...p.synonyms].join(' '))),
  };
}

function orderBy(values: number[]): NumberOrder {
  const positions = values
    .map((_, at) => at)
    .filter((at) => !Number.isNaN(values[at]))
    .sort((a, b) => values[a]! - values[b]!);
  return {
    values: Float64Array.from(positions, (at) => values[at]!),
    positions: Uint32Array.from(positions),
  };
}

/** The products whose value lies in [min, max] (either end open). */
function inRange(order: NumberOrder, min: number | null, max: number | null, size: number): Bits {
  const out = emptyBits(size);
  const from = min === null ? 0 : firstAtLeast(order.values, min);
  for (let i = from; i < order.values.length && (max === null || order.values[i]! <= max); i++)
    addBit(out, order.positions[i]!);
  return out;
}

function firstAtLeast(values: Float64Array, min: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every product that can match the condition (exactly its matches for the product conditions). */
export function candidatesOf(c: Condition, index: CatalogueIndex): Bits {
  const size = index.products.length;
  const anyOf = (kind: SetKind, keys: readonly string[]) =>
    union(
      keys.flatMap((key) => index.sets[kind].get(key) ?? []),
      size,
    );
  switch (c.kind) {
    case 'parameter':
      return anyOf('parameter', c.ids);
    case 'sample_type':
      return anyOf('sample_type', c.ids);
    case 'max_volume':
      return inRange(index.minVolume, null, c.ul, size);
    case 'max_time':
      return inRange(index.minTime, null, c.minutes, size);
    case 'in_one_test':
      return index.all;
    case 'connectivity':
    case 'transmission':
    case 'detail':
      return anyOf(c.kind, [c.id]);
    case 'lacks':
      return complement(anyOf(c.of, [c.id]), index.all);
    case 'method':
    case 'diagnostic_area':
      return anyOf(c.kind, c.ids);
    case 'manufacturer':
      return anyOf('manufacturer', c.names);
    case 'price':
      if (c.min === null && c.max === null) return index.all;
      return inRange(index.price, c.min, c.max, size);
    case 'text': {
      const wanted = foldSearchText(c.text);
      const out = emptyBits(size);
      index.texts.forEach((text, at) => {
        if (text.includes(wanted)) addBit(out, at);
      });
      return out;
    }
    case 'exclude': {
      const out = Uint32Array.from(index.all);
      for (const at of index.byId.get(c.id) ?? []) out[at >>> 5]! &= ~(1 << (at & 31));
      return out;
    }
  }
}

/** The candidate sets are exactly the matches: no test condition asks for one fitting test. */
export function isExact(conditions: readonly Condition[]): boolean {
  return !conditions.some(
    (c) =>
      c.kind === 'sample_type' ||
      c.kind === 'max_volume' ||
      c.kind === 'max_time' ||
      c.kind === 'in_one_test',
  );
}
