// The one evaluator of a catalogue query (conditions.ts) over product documents: NoodleChat runs
// it on the device's catalogue, the MCP tools on the server's. A catalogue is answered through its
// index (catalogue-index.ts), whose set operations give exactly the matching products; only the
// matches are read here (the test each card shows), so an answer at 40,000 products stays
// within a frame. The
// plain pass over a list (`filterQuery`, `evaluateQueryLinear`) is the same check on every
// product: for short lists, and the reference the indexed answers must equal
// (sync-server/test/noodlechat/indexed-evaluation.test.ts).
//
// Rules (the question set in sync-server/test/noodlechat/ checks them with its own, separate filter):
// - product conditions (connectivity, transmission, detail: the product has it; method, area,
//   manufacturer: one of them; price: the default net price in the bounds; text: in the name,
//   manufacturer or synonyms; exclude) hold on the product;
// - every parameter wish is met by the product (its own parameters or any test's);
// - with test conditions (sample type, sub-sample type, volume, time) every wished parameter is measured by a test
//   that meets all of them (without wishes: some test meets them); with "in one test" one such test
//   measures every wished parameter. A parameter condition names one wish (any of its ids: a
//   synonym or the search's "any of these"); several conditions are several wishes ("all of these");
// - the order is by name, or with a sort condition by the default price or by the time or volume
//   of the product's fitting test that is fastest or smallest (the one its card shows; products
//   without a fitting test last), ties by name.
// The search page's address (search-filter.ts) is turned into these conditions; its facet counts
// are defined here too (facet-counts.ts), and the page's bit index is checked against both.
import type { Product, SubProduct } from '../collections/product.schema.ts';
import { foldSearchText } from '../search-text.ts';
import { subSampleTermsOf } from '../sub-sample-types.ts';
import { addBit, countBits, emptyBits, forEachPosition, hasBit, type Bits } from './bitset.ts';
import { catalogueIndex, matchSet, type CatalogueIndex } from './catalogue-index.ts';
import { TEST_CONDITION_KINDS, type Condition, type SortKey } from './conditions.ts';
import { productItems } from './product-items.ts';
import { fittingTests } from './test-index.ts';

export interface QueryMatch {
  product: Product;
  /** The test that meets the wishes, shown on the product card (null: the product has no tests). */
  test: SubProduct | null;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

// Per product, computed once, for the plain pass over a list (the index keeps its own).
const parameterSets = new WeakMap<Product, Set<string>>();
const searchableTexts = new WeakMap<Product, string>();

function searchableText(product: Product): string {
  let text = searchableTexts.get(product);
  if (text === undefined) {
    text = foldSearchText([product.name, product.manufacturer, ...product.synonyms].join(' '));
    searchableTexts.set(product, text);
  }
  return text;
}

function parametersOf(product: Product): Set<string> {
  let all = parameterSets.get(product);
  if (!all) {
    all = new Set(product.parameter_ids);
    for (const test of product.sub_products) for (const id of test.parameter_ids) all.add(id);
    parameterSets.set(product, all);
  }
  return all;
}

/** Matching products of a catalogue, by name. */
export function evaluateQuery(conditions: readonly Condition[], products: readonly Product[]): QueryMatch[] {
  const index = catalogueIndex(products);
  return matchesIn(conditions, matchSet(conditions, index), index);
}

/** How many products match, and the first `limit` of them by name (an answer's cards). */
export function firstMatches(
  conditions: readonly Condition[],
  products: readonly Product[],
  limit: number,
): { total: number; matches: QueryMatch[] } {
  const index = catalogueIndex(products);
  const matching = matchSet(conditions, index);
  return { total: countBits(matching), matches: orderedMatches(conditions, matching, index, limit) };
}

/** The same answer by the plain pass over every product (the reference for the index). */
export function evaluateQueryLinear(
  conditions: readonly Condition[],
  products: readonly Product[],
): QueryMatch[] {
  const check = compile(conditions);
  const by = sortOf(conditions);
  const { fits } = compileParts(conditions);
  const out: QueryMatch[] = [];
  for (const product of products) {
    let match = check(product, parametersOf(product));
    if (match && (by === 'time' || by === 'volume')) {
      const field = SORT_FIELD[by];
      const fastest = product.sub_products
        .filter(fits)
        .reduce<SubProduct | null>((best, test) => (best && best[field] <= test[field] ? best : test), null);
      if (fastest) match = { product, test: fastest };
    }
    if (match) out.push(match);
  }
  const byName = (a: QueryMatch, b: QueryMatch) => collator.compare(a.product.name, b.product.name);
  if (!by) return out.sort(byName);
  return out.sort((a, b) => sortValue(a, by) - sortValue(b, by) || byName(a, b));
}

const SORT_FIELD = { time: 'time_to_result_min', volume: 'sample_volume_ul' } as const;

/** The sort condition's key (null: by name). */
export function sortOf(conditions: readonly Condition[]): SortKey | null {
  for (const c of conditions) if (c.kind === 'sort') return c.by;
  return null;
}

/** A match's place in a sorted answer (products without a fitting test last). */
export function sortValue(match: QueryMatch, by: SortKey): number {
  const value =
    by === 'price' ? match.product.price.default : match.test ? match.test[SORT_FIELD[by]] : Infinity;
  return Number.isNaN(value) ? Infinity : value;
}

/** The first `limit` matches of a match set in the answer's order, each with the test its card shows. */
function orderedMatches(
  conditions: readonly Condition[],
  matching: Bits,
  index: CatalogueIndex,
  limit: number,
): QueryMatch[] {
  const { matchOf } = compileParts(conditions);
  const by = sortOf(conditions);
  const out: QueryMatch[] = [];
  const taken = emptyBits(index.products.length);
  const take = (at: number, match: QueryMatch) => {
    addBit(taken, at);
    out.push(match);
  };
  if (by === 'price') {
    const { positions } = index.price;
    for (let i = 0; i < positions.length && out.length < limit; i++) {
      const at = positions[i]!;
      if (hasBit(matching, at)) take(at, matchOf(index.products[at]!)!);
    }
  } else if (by) {
    // Tests in value order: a product's first fitting test is its fastest (smallest) one.
    const { tests } = index;
    const fitting = fittingTests(conditions, tests);
    const { positions } = by === 'time' ? tests.time : tests.volume;
    for (let i = 0; i < positions.length && out.length < limit; i++) {
      const test = positions[i]!;
      const at = tests.owner[test]!;
      if (hasBit(fitting, test) && hasBit(matching, at) && !hasBit(taken, at))
        take(at, { product: index.products[at]!, test: tests.items[test]! });
    }
  }
  forEachPosition(matching, (at) => {
    if (out.length < limit && !hasBit(taken, at)) take(at, matchOf(index.products[at]!)!);
  });
  return out;
}

/** How many products of the list match (plain pass: for short lists). */
export function countQuery(conditions: readonly Condition[], products: readonly Product[]): number {
  return filterQuery(conditions, products).length;
}

/** The products of the list that match, in the list's order (plain pass). */
export function filterQuery(conditions: readonly Condition[], products: readonly Product[]): Product[] {
  const check = compile(conditions);
  return products.filter((product) => check(product, parametersOf(product)) !== null);
}

/** The matches of a match set (catalogue-index.ts) with the test each card shows, in the answer's order. */
export function matchesIn(
  conditions: readonly Condition[],
  matching: Bits,
  index: CatalogueIndex,
): QueryMatch[] {
  return orderedMatches(conditions, matching, index, Infinity);
}

/** For each condition, the catalogue's products that match all the *other* conditions, in name order. */
export function filterWithoutEach(
  conditions: readonly Condition[],
  products: readonly Product[],
): Product[][] {
  const index = catalogueIndex(products);
  return conditions.map((_, at) => {
    const others = conditions.filter((_, i) => i !== at);
    return matchesIn(others, matchSet(others, index), index).map((match) => match.product);
  });
}

interface Compiled {
  /** The product conditions and the parameter wishes hold (what the index's sets say exactly). */
  passes: (product: Product, measured: ReadonlySet<string>) => boolean;
  /** The test meets the test conditions (and measures the wished parameters as asked). */
  fits: (test: SubProduct) => boolean;
  /** The match of a product that passes: with the test shown on its card, or null. */
  matchOf: (product: Product) => QueryMatch | null;
}

type Check = (product: Product, measured: ReadonlySet<string>) => QueryMatch | null;

function compile(conditions: readonly Condition[]): Check {
  const { passes, matchOf } = compileParts(conditions);
  return (product, measured) => (passes(product, measured) ? matchOf(product) : null);
}

function compileParts(conditions: readonly Condition[]): Compiled {
  const groupLists = conditions.flatMap((c) => (c.kind === 'parameter' ? [c.ids] : []));
  const groups = groupLists.map((ids) => new Set(ids));
  const inOneTest = conditions.some((c) => c.kind === 'in_one_test');
  const testConditions = conditions.filter((c) => TEST_CONDITION_KINDS.includes(c.kind));
  const productChecks = conditions.flatMap(productCheck);
  const needsTest = inOneTest || testConditions.length > 0;

  const meetsTestConditions = (test: SubProduct): boolean => {
    for (const c of testConditions) {
      if (c.kind === 'sample_type' && !c.ids.includes(test.sample_type_id)) return false;
      if (
        c.kind === 'sub_sample_type' &&
        !subSampleTermsOf(test.sub_sample_type).some((t) => c.ids.includes(t))
      )
        return false;
      if (c.kind === 'max_volume' && !(test.sample_volume_ul <= c.ul)) return false;
      if (c.kind === 'max_time' && !(test.time_to_result_min <= c.minutes)) return false;
    }
    return true;
  };
  const measuresGroup = (test: SubProduct, group: Set<string>) =>
    test.parameter_ids.some((id) => group.has(id));
  const fits = (test: SubProduct): boolean => {
    if (!meetsTestConditions(test)) return false;
    if (groups.length === 0) return true;
    const measures = (group: Set<string>) => measuresGroup(test, group);
    return inOneTest ? groups.every(measures) : groups.some(measures);
  };

  return {
    passes(product, measured) {
      for (const passes of productChecks) if (!passes(product)) return false;
      for (const group of groupLists) if (!group.some((id) => measured.has(id))) return false;
      // Each wish on a test meeting the test conditions ("in one test": the fitting test has them all).
      if (needsTest && !inOneTest && groups.length > 1)
        for (const group of groups)
          if (!product.sub_products.some((test) => meetsTestConditions(test) && measuresGroup(test, group)))
            return false;
      return true;
    },
    fits,
    matchOf(product) {
      if (needsTest) {
        const fitting = product.sub_products.find(fits);
        return fitting ? { product, test: fitting } : null;
      }
      const shown =
        product.sub_products.find((test) => groups.some((g) => test.parameter_ids.some((id) => g.has(id)))) ??
        product.sub_products[0] ??
        null;
      return { product, test: shown };
    },
  };
}

/**
 * The smallest volume or time among the matching products' tests that fit the conditions (null:
 * none): the nearest bound of that kind that finds something together with the conditions.
 */
export function smallestFitting(
  conditions: readonly Condition[],
  matching: Bits,
  index: CatalogueIndex,
  field: 'sample_volume_ul' | 'time_to_result_min',
): number | null {
  const { fits } = compileParts(conditions);
  let smallest: number | null = null;
  forEachPosition(matching, (at) => {
    for (const test of index.products[at]!.sub_products)
      if ((smallest === null || test[field] < smallest) && fits(test)) smallest = test[field];
  });
  return smallest;
}

function productCheck(c: Condition): Array<(product: Product) => boolean> {
  switch (c.kind) {
    case 'connectivity':
      return [(p) => p.connectivity.connectivity_ids.includes(c.id)];
    case 'transmission':
      return [(p) => p.connectivity.transmission_ids.includes(c.id)];
    case 'detail':
      return [(p) => p.detail_ids.includes(c.id)];
    case 'has_any':
      return [(p) => productItems(p, c.of).some((id) => c.ids.includes(id))];
    case 'lacks':
      return [
        (p) => (c.of === 'parameter' ? !parametersOf(p).has(c.id) : !productItems(p, c.of).includes(c.id)),
      ];
    case 'method':
      return [(p) => p.method_ids.some((id) => c.ids.includes(id))];
    case 'diagnostic_area':
      return [(p) => p.diagnostic_area_ids.some((id) => c.ids.includes(id))];
    case 'ivdr_class':
    case 'ce_status':
    case 'availability':
      return [(p) => productItems(p, c.kind).some((value) => c.ids.includes(value))];
    case 'manufacturer':
      return [(p) => c.names.includes(p.manufacturer)];
    case 'price':
      return [
        (p) => (c.min === null || p.price.default >= c.min) && (c.max === null || p.price.default <= c.max),
      ];
    case 'text': {
      const wanted = foldSearchText(c.text);
      return [(p) => searchableText(p).includes(wanted)];
    }
    case 'exclude':
      return [(p) => p.id !== c.id];
    default:
      return [];
  }
}
