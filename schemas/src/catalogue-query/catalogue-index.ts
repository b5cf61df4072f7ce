// The index of one catalogue array, built once and kept beside it (a WeakMap: a changed catalogue
// is a new array, web/src/features/chat/chat-catalogue.ts and sync-server/src/mcp/catalogue-mirror.ts),
// so a question intersects a few small sets instead of checking 40,000 products condition by
// condition. Positions follow the name order, so matches come out sorted.
//
// `matchSet` is exactly the products matching a list of conditions: the product conditions'
// sets intersected, and with test conditions the products that have a fitting test
// (test-index.ts). Counting is counting bits; only the shown matches are touched.
import type { Product } from '../collections/product.schema.ts';
import { foldSearchText } from '../search-text.ts';
import { addBit, complement, emptyBits, fullBits, intersect, union, type Bits } from './bitset.ts';
import { REGULATORY_KINDS, type Condition, type RegulatoryKind } from './conditions.ts';
import { productItems } from './product-items.ts';
import {
  buildTestIndex,
  inRange,
  needsTest,
  orderBy,
  productsWithFittingTest,
  type NumberOrder,
  type TestIndex,
} from './test-index.ts';

export interface CatalogueIndex {
  /** Position → product, in name order. */
  products: readonly Product[];
  /** Product id → positions (an id names one product; a list keeps the set exact regardless). */
  byId: ReadonlyMap<string, readonly number[]>;
  all: Bits;
  sets: Record<SetKind, ReadonlyMap<string, Bits>>;
  price: NumberOrder;
  tests: TestIndex;
  /** Name, manufacturer and synonyms folded, as the text condition reads them. */
  texts: readonly string[];
}

type SetKind =
  | 'parameter'
  | 'connectivity'
  | 'transmission'
  | 'detail'
  | 'method'
  | 'diagnostic_area'
  | 'manufacturer'
  | RegulatoryKind;

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
        'connectivity',
        'transmission',
        'detail',
        'method',
        'diagnostic_area',
        'manufacturer',
        ...REGULATORY_KINDS,
      ] as const
    ).map((kind) => [kind, new Map<string, Bits>()]),
  ) as Record<SetKind, Map<string, Bits>>;
  const add = (kind: SetKind, key: string, at: number) => {
    let bits = sets[kind].get(key);
    if (!bits) sets[kind].set(key, (bits = emptyBits(size)));
    addBit(bits, at);
  };
  const byId = new Map<string, number[]>();
  products.forEach((product, at) => {
    const measured = new Set(product.parameter_ids);
    for (const test of product.sub_products) {
      for (const id of test.parameter_ids) measured.add(id);
    }
    for (const id of measured) add('parameter', id, at);
    for (const id of product.connectivity.connectivity_ids) add('connectivity', id, at);
    for (const id of product.connectivity.transmission_ids) add('transmission', id, at);
    for (const id of product.detail_ids) add('detail', id, at);
    for (const id of product.method_ids) add('method', id, at);
    for (const id of product.diagnostic_area_ids) add('diagnostic_area', id, at);
    add('manufacturer', product.manufacturer, at);
    for (const kind of REGULATORY_KINDS)
      for (const value of productItems(product, kind)) add(kind, value, at);
    byId.set(product.id, [...(byId.get(product.id) ?? []), at]);
  });
  return {
    products,
    byId,
    all: fullBits(size),
    sets,
    tests: buildTestIndex(products),
    price: orderBy(products.map((p) => p.price.default)),
    texts: products.map((p) => foldSearchText([p.name, p.manufacturer, ...p.synonyms].join(' '))),
  };
}

/** The products matching exactly these conditions. */
export function matchSet(conditions: readonly Condition[], index: CatalogueIndex): Bits {
  const sets = conditions.flatMap((c) => productSetOf(c, index) ?? []);
  if (needsTest(conditions))
    sets.push(productsWithFittingTest(conditions, index.tests, index.products.length));
  return intersect(sets, index.all);
}

/** The products meeting a condition on their own (null: the condition is about one test). */
function productSetOf(c: Condition, index: CatalogueIndex): Bits | null {
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
    case 'sub_sample_type':
    case 'max_volume':
    case 'max_time':
    case 'in_one_test':
      return null;
    case 'connectivity':
    case 'transmission':
    case 'detail':
      return anyOf(c.kind, [c.id]);
    case 'has_any':
      return anyOf(c.of, c.ids);
    case 'sort':
      return null;
    case 'lacks':
      return complement(anyOf(c.of, [c.id]), index.all);
    case 'method':
    case 'diagnostic_area':
    case 'ivdr_class':
    case 'ce_status':
    case 'availability':
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
