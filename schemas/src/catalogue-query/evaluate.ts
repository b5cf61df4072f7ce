// The one evaluator of a catalogue query (conditions.ts) over product documents: NoodleChat runs
// it on the device's catalogue, the MCP tools on the server's. Pure and linear in the number of
// products, so an answer at 40,000 products stays within a frame or two.
//
// Rules (the question set in sync-server/test/noodlechat/ checks them with its own, separate filter):
// - product conditions (connectivity, transmission, detail: the product has it; method, area,
//   manufacturer: one of them; price: the default net price in the bounds; text: in the name,
//   manufacturer or synonyms; exclude) hold on the product;
// - every parameter wish is met by the product (its own parameters or any test's);
// - with test conditions (sample type, volume, time) some test meets all of them and, when
//   parameters are wished, measures one of them; with "in one test" that test measures every
//   wished parameter.
// The search page's facet index (web/src/search/facets/facet-index.ts) answers a different
// question (any chosen value, product-wide minimum volume, counts per facet value), so it stays.
import type { Product, SubProduct } from '../collections/product.schema.ts';
import { foldSearchText } from '../search-text.ts';
import { TEST_CONDITION_KINDS, type Condition } from './conditions.ts';

export interface QueryMatch {
  product: Product;
  /** The test that meets the wishes, shown on the product card (null: the product has no tests). */
  test: SubProduct | null;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

// Per catalogue array and per product, computed once: the name order (collating 40,000 names
// for every answer would cost more than the answer) and every parameter a product measures.
const nameRanks = new WeakMap<readonly Product[], Map<Product, number>>();
const parameterSets = new WeakMap<Product, Set<string>>();

function rankOf(products: readonly Product[]): Map<Product, number> {
  let ranks = nameRanks.get(products);
  if (!ranks) {
    const sorted = [...products].sort((a, b) => collator.compare(a.name, b.name));
    ranks = new Map(sorted.map((product, at) => [product, at]));
    nameRanks.set(products, ranks);
  }
  return ranks;
}

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

/** Matching products, by name. */
export function evaluateQuery(conditions: readonly Condition[], products: readonly Product[]): QueryMatch[] {
  const check = compile(conditions);
  const out: QueryMatch[] = [];
  for (const product of products) {
    const match = check(product);
    if (match) out.push(match);
  }
  const ranks = rankOf(products);
  return out.sort((a, b) => ranks.get(a.product)! - ranks.get(b.product)!);
}

export function countQuery(conditions: readonly Condition[], products: readonly Product[]): number {
  return filterQuery(conditions, products).length;
}

/** The products that match, in the given order (no sorting: for counts and narrowing). */
export function filterQuery(conditions: readonly Condition[], products: readonly Product[]): Product[] {
  const check = compile(conditions);
  return products.filter((product) => check(product) !== null);
}

/**
 * For each condition, the products that match all the *other* conditions, in one pass: a
 * product that misses a necessary check of two conditions can match no such set, and most
 * products do, so only the rest are checked in full (the facet index's trick, for the no-match
 * explanation at 40,000 products).
 */
export function filterWithoutEach(
  conditions: readonly Condition[],
  products: readonly Product[],
): Product[][] {
  const necessary = conditions.map(necessaryCheck);
  const full = conditions.map((_, at) => compile(conditions.filter((_, i) => i !== at)));
  const out: Product[][] = conditions.map(() => []);
  for (const product of products) {
    let missed = -1;
    let misses = 0;
    for (let i = 0; i < necessary.length && misses < 2; i++)
      if (!necessary[i]!(product)) {
        missed = i;
        misses++;
      }
    if (misses >= 2) continue;
    for (let i = 0; i < conditions.length; i++) {
      if (misses === 1 && i !== missed) continue;
      if (full[i]!(product)) out[i]!.push(product);
    }
  }
  return out;
}

/** The products that miss at most `k` of the conditions' necessary checks (a superset of those matching all but k). */
export function nearMatches(
  conditions: readonly Condition[],
  products: readonly Product[],
  k: number,
): Product[] {
  const necessary = conditions.map(necessaryCheck);
  return products.filter((product) => {
    let misses = 0;
    for (const check of necessary) if (!check(product) && ++misses > k) return false;
    return true;
  });
}

/** A product-level check every product matching the condition passes. */
function necessaryCheck(c: Condition): (product: Product) => boolean {
  switch (c.kind) {
    case 'parameter':
      return (p) => c.ids.some((id) => parametersOf(p).has(id));
    case 'sample_type':
      return (p) => p.sub_products.some((t) => c.ids.includes(t.sample_type_id));
    case 'max_volume':
      return (p) => p.sub_products.some((t) => t.sample_volume_ul <= c.ul);
    case 'max_time':
      return (p) => p.sub_products.some((t) => t.time_to_result_min <= c.minutes);
    case 'in_one_test':
      return () => true;
    default: {
      const [check] = productCheck(c);
      return check ?? (() => true);
    }
  }
}

type Check = (product: Product) => QueryMatch | null;

function compile(conditions: readonly Condition[]): Check {
  const groupLists = conditions.flatMap((c) => (c.kind === 'parameter' ? [c.ids] : []));
  const groups = groupLists.map((ids) => new Set(ids));
  const inOneTest = conditions.some((c) => c.kind === 'in_one_test');
  const testConditions = conditions.filter((c) => TEST_CONDITION_KINDS.includes(c.kind));
  const productChecks = conditions.flatMap(productCheck);
  const needsTest = inOneTest || testConditions.length > 0;

  const fits = (test: SubProduct): boolean => {
    for (const c of testConditions) {
      if (c.kind === 'sample_type' && !c.ids.includes(test.sample_type_id)) return false;
      if (c.kind === 'max_volume' && !(test.sample_volume_ul <= c.ul)) return false;
      if (c.kind === 'max_time' && !(test.time_to_result_min <= c.minutes)) return false;
    }
    if (groups.length === 0) return true;
    const measures = (group: Set<string>) => test.parameter_ids.some((id) => group.has(id));
    return inOneTest ? groups.every(measures) : groups.some(measures);
  };

  return (product) => {
    for (const passes of productChecks) if (!passes(product)) return null;
    if (groups.length) {
      const has = parametersOf(product);
      for (const group of groupLists) if (!group.some((id) => has.has(id))) return null;
    }
    const fitting = product.sub_products.find(fits);
    if (needsTest) return fitting ? { product, test: fitting } : null;
    const shown =
      product.sub_products.find((test) => groups.some((g) => test.parameter_ids.some((id) => g.has(id)))) ??
      product.sub_products[0] ??
      null;
    return { product, test: shown };
  };
}

function productCheck(c: Condition): Array<(product: Product) => boolean> {
  switch (c.kind) {
    case 'connectivity':
      return [(p) => p.connectivity.connectivity_ids.includes(c.id)];
    case 'transmission':
      return [(p) => p.connectivity.transmission_ids.includes(c.id)];
    case 'detail':
      return [(p) => p.detail_ids.includes(c.id)];
    case 'method':
      return [(p) => p.method_ids.some((id) => c.ids.includes(id))];
    case 'diagnostic_area':
      return [(p) => p.diagnostic_area_ids.some((id) => c.ids.includes(id))];
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
