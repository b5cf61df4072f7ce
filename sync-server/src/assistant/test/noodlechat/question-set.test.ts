// NoodleChat's precision and recall over its question set: its own half (question-set.ts) and a
// blind half written without looking at the understanding (question-set-blind.ts), scored
// separately. The expected products come from `intendedProducts` below, a filter written here from
// each question's intention, separately from the assistant's evaluator
// (schemas/src/catalogue-query/evaluate.ts). Refusals and "nothing matches" count as answers of
// their own, so a wrong refusal or a wrong empty answer lowers the figures too; an answer in the
// wrong order, or one that does not name back a word it did not use, counts as wrong whole.
import {
  buildVocabulary,
  foldSearchText,
  filterQuery,
  filterWithoutEach,
  evaluateQuery,
  explainNoMatch,
  understand,
  type Condition,
  type PreviousAnswer,
  type Product,
} from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../demo/index.ts';
import { BLIND_CONVERSATIONS } from './question-set-blind.ts';
import { CONVERSATIONS, type Conversation, type Intent } from './question-set.ts';

const demo = generateDemoData();
// The device holds the projection: visible products only.
const catalogue = demo.products.filter((product) => product.visible);
const vocabulary = buildVocabulary(
  demo.masterdata,
  catalogue.map((product) => product.manufacturer),
);
const REFUSAL = '#refusal';
const NOTHING = '#nothing';
/** An answer whose products are right but whose order or named-back words are not. */
const WRONG = '#wrong';
const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function intendedProducts(intent: Intent, previous: string[]): string[] {
  const all = (wanted: string[] | undefined, has: string[]) => (wanted ?? []).every((id) => has.includes(id));
  const any = (wanted: string[] | undefined, has: string[]) =>
    !wanted || wanted.some((id) => has.includes(id));
  const params = intent.params ?? [];
  const testWish =
    intent.oneTest || intent.samples || intent.maxVol !== undefined || intent.maxTime !== undefined;
  const found = catalogue.filter((product) => {
    const everyParameter = [
      ...product.parameter_ids,
      ...product.sub_products.flatMap((t) => t.parameter_ids),
    ];
    if (!params.every((group) => group.some((id) => everyParameter.includes(id)))) return false;
    if (!all(intent.conns, product.connectivity.connectivity_ids)) return false;
    if (!any(intent.connsAny, product.connectivity.connectivity_ids)) return false;
    if (!all(intent.trans, product.connectivity.transmission_ids)) return false;
    if (!all(intent.details, product.detail_ids)) return false;
    const has = [
      ...product.connectivity.connectivity_ids,
      ...product.connectivity.transmission_ids,
      ...product.detail_ids,
    ];
    if ((intent.lacks ?? []).some((id) => has.includes(id))) return false;
    if (!any(intent.methods, product.method_ids)) return false;
    if (!any(intent.areas, product.diagnostic_area_ids)) return false;
    if (intent.makers && !intent.makers.includes(product.manufacturer)) return false;
    if (intent.priceMin !== undefined && product.price.default < intent.priceMin) return false;
    if (intent.priceMax !== undefined && product.price.default > intent.priceMax) return false;
    if (!testWish) return true;
    const meets = (test: Product['sub_products'][number]) =>
      (!intent.samples || intent.samples.includes(test.sample_type_id)) &&
      (intent.maxVol === undefined || test.sample_volume_ul <= intent.maxVol) &&
      (intent.maxTime === undefined || test.time_to_result_min <= intent.maxTime);
    const measures = (test: Product['sub_products'][number], group: string[]) =>
      group.some((id) => test.parameter_ids.includes(id));
    // Every wished parameter on a test meeting the test wishes; "in one test": one test has them all.
    if (params.length === 0) return product.sub_products.some(meets);
    if (intent.oneTest)
      return product.sub_products.some(
        (test) => meets(test) && params.every((group) => measures(test, group)),
      );
    return params.every((group) => product.sub_products.some((test) => meets(test) && measures(test, group)));
  });
  const dropped = new Set(
    (intent.dropFromPrevious ?? []).map((place) => (place === -1 ? previous.at(-1) : previous[place - 1])),
  );
  const value = (product: Product): number => {
    if (intent.sort === 'price') return product.price.default;
    const field = intent.sort === 'time' ? 'time_to_result_min' : 'sample_volume_ul';
    // The product's fastest (smallest) test among those meeting the wishes about a test.
    const fitting = product.sub_products.filter((test) => {
      if (intent.samples && !intent.samples.includes(test.sample_type_id)) return false;
      if (intent.maxVol !== undefined && test.sample_volume_ul > intent.maxVol) return false;
      if (intent.maxTime !== undefined && test.time_to_result_min > intent.maxTime) return false;
      const measures = (group: string[]) => group.some((id) => test.parameter_ids.includes(id));
      if (params.length === 0) return true;
      return intent.oneTest ? params.every(measures) : params.some(measures);
    });
    return Math.min(...fitting.map((test) => test[field]));
  };
  return found
    .filter((product) => !dropped.has(product.id))
    .sort((a, b) => (intent.sort ? value(a) - value(b) : 0) || byName.compare(a.name, b.name))
    .map((product) => product.id);
}

interface Scored {
  question: string;
  expected: Set<string>;
  answered: Set<string>;
}

const folded = (word: string) => foldSearchText(word);

function askAll(conversations: readonly Conversation[]): Scored[] {
  const scored: Scored[] = [];
  for (const conversation of conversations) {
    let previous: PreviousAnswer | null = null;
    let previousExpected: string[] = [];
    for (const turn of conversation.turns) {
      const expectedIds =
        turn.means === 'refusal' ? [REFUSAL] : intendedProducts(turn.means, previousExpected);
      const understood = understand(turn.q, vocabulary, previous);
      let answeredIds: string[];
      if (understood.kind === 'refusal') answeredIds = [REFUSAL];
      else {
        const matches = evaluateQuery(understood.conditions, catalogue);
        answeredIds = matches.map((m) => m.product.id);
        previous = {
          conditions: understood.conditions,
          results: matches.map((m) => ({ id: m.product.id, name: m.product.name })),
        };
        const intent = turn.means === 'refusal' ? {} : turn.means;
        // Each word is named back, alone or within the words around it ("quantumflux calibration").
        const namedBack = understood.notUsed.map((words) => ` ${folded(words)} `);
        const unnamed = (intent.notUsed ?? []).some(
          (word) => !namedBack.some((words) => words.includes(` ${folded(word)} `)),
        );
        const misordered = intent.sort !== undefined && answeredIds.join() !== expectedIds.join();
        if (unnamed || misordered) answeredIds = [WRONG];
      }
      if (turn.means !== 'refusal') previousExpected = expectedIds;
      scored.push({
        question: turn.q,
        expected: new Set(expectedIds.length ? expectedIds : [NOTHING]),
        answered: new Set(answeredIds.length ? answeredIds : [NOTHING]),
      });
    }
  }
  return scored;
}

function score(name: string, conversations: readonly Conversation[]): { precision: number; recall: number } {
  const scored = askAll(conversations);
  let truePositives = 0;
  let answered = 0;
  let expected = 0;
  const misses: string[] = [];
  for (const { question, expected: e, answered: a } of scored) {
    const hits = [...a].filter((id) => e.has(id)).length;
    truePositives += hits;
    answered += a.size;
    expected += e.size;
    if (hits !== a.size || hits !== e.size)
      misses.push(
        `${question}: expected ${e.size}, answered ${a.has(WRONG) ? 'wrong order or words' : a.size}, both ${hits}`,
      );
  }
  const precision = truePositives / answered;
  const recall = truePositives / expected;
  console.log(
    `NoodleChat question set, ${name}: ${scored.length} questions, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
  );
  if (misses.length) console.log(`Questions answered differently (${name}):\n  ${misses.join('\n  ')}`);
  return { precision, recall };
}

describe('NoodleChat question set', () => {
  const turns = CONVERSATIONS.flatMap((c) => c.turns.map((t) => ({ lang: c.lang, ...t })));

  it('has at least 60 questions, half of them German, with follow-ups, no-match and refusals', () => {
    expect(turns.length).toBeGreaterThanOrEqual(60);
    expect(turns.filter((t) => t.lang === 'de').length * 2).toBeGreaterThanOrEqual(turns.length);
    expect(CONVERSATIONS.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(turns.filter((t) => t.means === 'refusal').length).toBeGreaterThanOrEqual(8);
    const empty = turns.filter((t) => t.means !== 'refusal' && intendedProducts(t.means, []).length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(4);
    // Every condition type appears in some intention.
    const intents = turns.flatMap((t) => (t.means === 'refusal' ? [] : [t.means]));
    for (const key of [
      'params',
      'oneTest',
      'samples',
      'maxVol',
      'maxTime',
      'conns',
      'trans',
      'details',
      'lacks',
      'methods',
      'areas',
      'makers',
      'priceMin',
      'priceMax',
      'dropFromPrevious',
    ] as const)
      expect(
        intents.some((intent) => intent[key] !== undefined),
        key,
      ).toBe(true);
  });

  for (const [name, conversations] of [
    ['own half', CONVERSATIONS],
    ['blind half', BLIND_CONVERSATIONS],
  ] as const)
    it(`answers the ${name} with precision and recall of at least 0.95`, () => {
      const { precision, recall } = score(name, conversations);
      expect(precision).toBeGreaterThanOrEqual(0.95);
      expect(recall).toBeGreaterThanOrEqual(0.95);
    });

  it('has a blind half of at least 60 questions', () => {
    expect(BLIND_CONVERSATIONS.flatMap((c) => c.turns).length).toBeGreaterThanOrEqual(60);
  });

  it('finds the products matching all but each condition in one pass, as one pass per condition would', () => {
    for (const conversation of [...CONVERSATIONS, ...BLIND_CONVERSATIONS]) {
      let previous: PreviousAnswer | null = null;
      for (const turn of conversation.turns) {
        const understood = understand(turn.q, vocabulary, previous);
        if (understood.kind !== 'query') continue;
        const { conditions } = understood;
        const ids = (products: readonly Product[]) => products.map((p) => p.id).sort();
        filterWithoutEach(conditions, catalogue).forEach((found, at) =>
          expect(ids(found), turn.q).toEqual(
            ids(
              filterQuery(
                conditions.filter((_, i) => i !== at),
                catalogue,
              ),
            ),
          ),
        );
        const matches = evaluateQuery(conditions, catalogue);
        previous = { conditions, results: matches.map((m) => ({ id: m.product.id, name: m.product.name })) };
      }
    }
  });

  it('excludes a connectivity, transmission or detail named after "ohne" / "without", fresh or as a follow-up', () => {
    const hasBluetooth = (id: string) =>
      catalogue.find((p) => p.id === id)!.connectivity.connectivity_ids.includes('conn-bluetooth');
    for (const [first, followUp] of [
      ['Welche Geräte messen CRP?', 'ohne Bluetooth'],
      ['Which devices measure CRP?', 'without Bluetooth'],
    ] as const) {
      const asked = understand(first, vocabulary, null);
      if (asked.kind !== 'query') throw new Error(first);
      const before = evaluateQuery(asked.conditions, catalogue).map((m) => m.product.id);
      const previous = { conditions: asked.conditions, results: before.map((id) => ({ id, name: id })) };
      const refined = understand(followUp, vocabulary, previous);
      expect(refined).toMatchObject({
        kind: 'query',
        followUp: true,
        conditions: [...asked.conditions, { kind: 'lacks', of: 'connectivity', id: 'conn-bluetooth' }],
      });
      const after = evaluateQuery(refined.kind === 'query' ? refined.conditions : [], catalogue).map(
        (m) => m.product.id,
      );
      expect(before.some(hasBluetooth)).toBe(true);
      expect(after).toEqual(before.filter((id) => !hasBluetooth(id)));
    }
    const fresh = understand('Troponin devices without HL7 and without a battery', vocabulary, null);
    expect(fresh.kind === 'query' && fresh.conditions.filter((c) => c.kind === 'lacks')).toEqual([
      { kind: 'lacks', of: 'connectivity', id: 'conn-hl7' },
      { kind: 'lacks', of: 'detail', id: 'detail-battery' },
    ]);
  });

  it('excludes a parameter, method or area named after "ohne" / "without": not measured by the device or any of its tests', () => {
    const measures = (id: string, parameter: string) => {
      const product = catalogue.find((p) => p.id === id)!;
      return [...product.parameter_ids, ...product.sub_products.flatMap((t) => t.parameter_ids)].includes(
        parameter,
      );
    };
    const ids = (conditions: Parameters<typeof evaluateQuery>[0]) =>
      evaluateQuery(conditions, catalogue).map((m) => m.product.id);
    for (const [first, negated, followUp] of [
      ['Welche Geräte messen Natrium?', 'Welche Geräte messen Natrium ohne Laktat?', 'ohne Laktat'],
      ['Which devices measure sodium?', 'Which devices measure sodium without lactate?', 'without lactate'],
    ] as const) {
      const asked = understand(first, vocabulary, null);
      if (asked.kind !== 'query') throw new Error(first);
      const before = ids(asked.conditions);
      expect(before.some((id) => measures(id, 'param-lactate'))).toBe(true);
      const lacksLactate: Condition = { kind: 'lacks', of: 'parameter', id: 'param-lactate' };
      const fresh = understand(negated, vocabulary, null);
      expect(fresh).toMatchObject({
        kind: 'query',
        followUp: false,
        conditions: [...asked.conditions, lacksLactate],
      });
      const after = ids(fresh.kind === 'query' ? fresh.conditions : []);
      expect(after.length).toBeGreaterThan(0);
      expect(after).toEqual(before.filter((id) => !measures(id, 'param-lactate')));

      const previous = { conditions: asked.conditions, results: before.map((id) => ({ id, name: id })) };
      const refined = understand(followUp, vocabulary, previous);
      expect(refined).toMatchObject({
        kind: 'query',
        followUp: true,
        conditions: [...asked.conditions, lacksLactate],
      });
      // And back: "mit Laktat" after "ohne Laktat" replaces it.
      const back = understand(followUp.startsWith('ohne') ? 'mit Laktat' : 'with lactate', vocabulary, {
        conditions: [...asked.conditions, lacksLactate],
        results: [],
      });
      expect(back.kind === 'query' && back.conditions.filter((c) => c.kind === 'lacks')).toEqual([]);
      expect(back.kind === 'query' && back.conditions).toContainEqual({
        kind: 'parameter',
        ids: ['param-lactate'],
      });
    }
    // A method and an area: products that name neither.
    const other = understand('Glukose ohne Amperometrie und ohne Intensivmedizin', vocabulary, null);
    if (other.kind !== 'query') throw new Error('Glukose');
    const lacking = other.conditions.filter((c) => c.kind === 'lacks');
    expect(new Set(lacking.map((c) => c.kind === 'lacks' && c.of))).toEqual(
      new Set(['diagnostic_area', 'method']),
    );
    expect(ids(other.conditions).length).toBeGreaterThan(0);
    for (const id of ids(other.conditions)) {
      const product = catalogue.find((p) => p.id === id)!;
      for (const condition of lacking)
        if (condition.kind === 'lacks')
          expect([...product.method_ids, ...product.diagnostic_area_ids]).not.toContain(condition.id);
    }
  });

  it('excludes a manufacturer named after "nicht von" / "except"', () => {
    for (const [first, negated] of [
      ['Welche Geräte messen Natrium?', 'Welche Geräte messen Natrium, nicht von Nordlicht?'],
      ['Which devices measure sodium?', 'Which devices measure sodium, except Nordlicht?'],
    ] as const) {
      const asked = understand(first, vocabulary, null);
      const without = understand(negated, vocabulary, null);
      if (asked.kind !== 'query' || without.kind !== 'query') throw new Error(negated);
      const lacking = without.conditions.filter((c) => c.kind === 'lacks');
      expect(lacking).toEqual([{ kind: 'lacks', of: 'manufacturer', id: 'Nordlicht Diagnostik GmbH' }]);
      const before = evaluateQuery(asked.conditions, catalogue).map((m) => m.product);
      const after = evaluateQuery(without.conditions, catalogue).map((m) => m.product.id);
      expect(before.some((p) => p.manufacturer === 'Nordlicht Diagnostik GmbH')).toBe(true);
      expect(after).toEqual(
        before.filter((p) => p.manufacturer !== 'Nordlicht Diagnostik GmbH').map((p) => p.id),
      );
    }
  });

  it('explains a no-match by the condition that removed the last candidates, with relaxations that find something', () => {
    const understood = understand('Blutgas mit Bluetooth unter 100 €', vocabulary, null);
    expect(understood.kind).toBe('query');
    if (understood.kind !== 'query') return;
    expect(evaluateQuery(understood.conditions, catalogue)).toEqual([]);
    const explanation = explainNoMatch(understood.conditions, catalogue);
    expect(explanation.blocking).not.toBeNull();
    expect(countAfter(explanation.blocking!, understood.conditions)).toBe(0);
    expect(explanation.relaxations.length).toBeGreaterThan(0);
    for (const relaxation of explanation.relaxations)
      expect(evaluateQuery(relaxation.conditions, catalogue)).toHaveLength(relaxation.count);
  });
});

function countAfter(blocking: object, conditions: readonly object[]): number {
  // The prefix ending with the blocking condition finds nothing; the one before it finds something.
  const at = conditions.indexOf(blocking);
  const before = conditions.slice(0, at) as Parameters<typeof evaluateQuery>[0];
  expect(before.length === 0 || evaluateQuery(before, catalogue).length > 0).toBe(true);
  return evaluateQuery(conditions.slice(0, at + 1) as Parameters<typeof evaluateQuery>[0], catalogue).length;
}
