// The catalogue index (schemas/src/catalogue-query/catalogue-index.ts) must not change a single
// answer: for random queries over the demo catalogue, the indexed evaluation (all matches, and
// an answer's count with its first cards), the "all but one condition" sets and the no-match
// explanation equal what the plain pass over every product (`evaluateQueryLinear`,
// `filterQuery`) says, in the same order (by name, or by the sort a query asks for).
import {
  evaluateQuery,
  evaluateQueryLinear,
  explainNoMatch,
  filterQuery,
  filterWithoutEach,
  firstMatches,
  type Condition,
  type Product,
} from '@poct/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../demo/index.ts';

const demo = generateDemoData();
const catalogue = demo.products.filter((product) => product.visible);
const distinct = <T>(values: T[]) => [...new Set(values)].sort();
const tests = catalogue.flatMap((p) => p.sub_products);
const values = {
  parameter: distinct(
    catalogue.flatMap((p) => [...p.parameter_ids, ...p.sub_products.flatMap((t) => t.parameter_ids)]),
  ),
  sample: distinct(tests.map((t) => t.sample_type_id)),
  volume: distinct(tests.map((t) => t.sample_volume_ul)),
  time: distinct(tests.map((t) => t.time_to_result_min)),
  connectivity: distinct(catalogue.flatMap((p) => p.connectivity.connectivity_ids)),
  transmission: distinct(catalogue.flatMap((p) => p.connectivity.transmission_ids)),
  detail: distinct(catalogue.flatMap((p) => p.detail_ids)),
  method: distinct(catalogue.flatMap((p) => p.method_ids)),
  area: distinct(catalogue.flatMap((p) => p.diagnostic_area_ids)),
  maker: distinct(catalogue.map((p) => p.manufacturer)),
  price: distinct(catalogue.map((p) => p.price.default)),
  product: catalogue.map((p) => ({ id: p.id, name: p.name })),
};

// Values from the catalogue (so queries find something) with a few it lacks, and bounds on and
// between the catalogue's own numbers.
const some = (list: string[]) =>
  fc.uniqueArray(fc.oneof(fc.constantFrom(...list), fc.constant('unknown-id')), {
    minLength: 1,
    maxLength: 3,
  });
const bound = (list: number[]) =>
  fc.oneof(fc.constantFrom(...list), fc.double({ min: 0, max: Math.max(...list) * 1.2, noNaN: true }));
const priceBound = fc.option(bound(values.price), { nil: null });
const has = (kind: 'connectivity' | 'transmission' | 'detail') =>
  fc.constantFrom(...values[kind]).map((id): Condition => ({ kind, id }));

const condition: fc.Arbitrary<Condition> = fc.oneof(
  some(values.parameter).map((ids): Condition => ({ kind: 'parameter', ids })),
  some(values.sample).map((ids): Condition => ({ kind: 'sample_type', ids })),
  bound(values.volume).map((ul): Condition => ({ kind: 'max_volume', ul })),
  bound(values.time).map((minutes): Condition => ({ kind: 'max_time', minutes })),
  fc.constant<Condition>({ kind: 'in_one_test' }),
  has('connectivity'),
  has('transmission'),
  has('detail'),
  fc
    .tuple(fc.constantFrom('connectivity', 'transmission', 'detail' as const), fc.nat())
    .map(([of, at]): Condition => ({ kind: 'lacks', of, id: values[of][at % values[of].length]! })),
  some(values.method).map((ids): Condition => ({ kind: 'method', ids })),
  some(values.area).map((ids): Condition => ({ kind: 'diagnostic_area', ids })),
  some(values.maker).map((names): Condition => ({ kind: 'manufacturer', names })),
  fc.tuple(priceBound, priceBound).map(([min, max]): Condition => ({ kind: 'price', min, max })),
  fc.constantFrom('gluco', 'med', 'xyz', 'a').map((text): Condition => ({ kind: 'text', text })),
  fc.constantFrom(...values.product).map(({ id, name }): Condition => ({ kind: 'exclude', id, name })),
  fc
    .tuple(fc.constantFrom('connectivity', 'transmission', 'detail' as const), fc.nat(), fc.nat())
    .map(([of, a, b]): Condition => {
      const list = values[of];
      return { kind: 'has_any', of, ids: distinct([list[a % list.length]!, list[b % list.length]!]) };
    }),
  fc.constantFrom('price', 'time', 'volume' as const).map((by): Condition => ({ kind: 'sort', by })),
);
const query = fc.array(condition, { minLength: 0, maxLength: 5 });

const ids = (products: readonly Product[]) => products.map((p) => p.id).sort();

describe('the catalogue index', () => {
  it('answers every query exactly as the plain pass does: same products, order and shown tests', () => {
    fc.assert(
      fc.property(query, (conditions) => {
        const shown = (matches: ReturnType<typeof evaluateQuery>) =>
          matches.map(({ product, test }) => `${product.id}/${test?.id ?? '-'}`);
        const plain = evaluateQueryLinear(conditions, catalogue);
        expect(shown(evaluateQuery(conditions, catalogue))).toEqual(shown(plain));
        // An answer's cards: the count and the first few.
        const { total, matches } = firstMatches(conditions, catalogue, 7);
        expect(total).toBe(plain.length);
        expect(shown(matches)).toEqual(shown(plain.slice(0, 7)));
      }),
      { numRuns: 400 },
    );
  });

  it('finds the products matching all but each condition as the plain pass does', () => {
    fc.assert(
      fc.property(query, (conditions) => {
        filterWithoutEach(conditions, catalogue).forEach((found, at) =>
          expect(ids(found)).toEqual(
            ids(
              filterQuery(
                conditions.filter((_, i) => i !== at),
                catalogue,
              ),
            ),
          ),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('explains a no-match with the blocking condition and relaxations the plain pass confirms', () => {
    const plainCount = (conditions: readonly Condition[]) => filterQuery(conditions, catalogue).length;
    let explained = 0;
    fc.assert(
      fc.property(query, (conditions) => {
        if (conditions.length === 0 || plainCount(conditions) > 0) return;
        explained++;
        const { blocking, relaxations } = explainNoMatch(conditions, catalogue);
        // The first prefix that finds nothing ends with the blocking condition.
        const firstEmpty = conditions.findIndex((_, at) => plainCount(conditions.slice(0, at + 1)) === 0);
        expect(blocking).toBe(conditions[firstEmpty]);
        for (const relaxation of relaxations) {
          expect(plainCount(relaxation.conditions)).toBe(relaxation.count);
          expect(relaxation.count).toBeGreaterThan(0);
          if ('loosened' in relaxation.change) {
            // Nearest: the catalogue's next smaller value of that bound finds nothing.
            const loosened = relaxation.change.loosened;
            const at = relaxation.conditions.indexOf(loosened);
            const smaller = (list: number[], than: number) => list.filter((v) => v < than).at(-1);
            const tighter =
              loosened.kind === 'max_volume'
                ? { ...loosened, ul: smaller(values.volume, loosened.ul) ?? -1 }
                : loosened.kind === 'max_time'
                  ? { ...loosened, minutes: smaller(values.time, loosened.minutes) ?? -1 }
                  : loosened.kind === 'price'
                    ? { ...loosened, max: smaller(values.price, loosened.max!) ?? -1 }
                    : loosened;
            expect(plainCount(relaxation.conditions.map((c, i) => (i === at ? tighter : c)))).toBe(0);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(explained).toBeGreaterThan(20);
  });
});
