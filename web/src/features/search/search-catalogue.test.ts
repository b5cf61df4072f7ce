// The worker's one answer per key (page of cards, total, facet counts) must equal the catalogue
// query's answer over the same products: each word matched by hand against the folded texts, the
// filter's conditions by the one evaluator NoodleChat, the MCP tools and the preview use
// (schemas/src/catalogue-query/: filterConditions, evaluateQuery, facetCounts); and a catalogue
// kept by upserts and removals must answer like one built afresh from what remains.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MasterData } from '@poct/schemas';
import { evaluateQuery, facetCounts, filterConditions, searchTokens } from '@poct/schemas';
import { ProductIndex, toSearchRecord, type SearchRecord } from '@poct/schemas/search';
import { facetValuesOf } from './facets/facet-index.ts';
import { EMPTY_FILTER, MULTI_FACETS, type FilterState, type MultiFacet } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';
import { SearchCatalogue, type SearchQuestion } from './search-catalogue.ts';
import { demoCards } from './test-cards.ts';

const { cards, masterdata, products } = demoCards(300);
const masters = new Map(masterdata.map((item) => [item.id, item]));

function recordText(record: SearchRecord): string[] {
  return searchTokens(
    [record.name, record.manufacturer, record.distributor, ...record.synonyms, ...record.parameters].join(
      ' ',
    ),
  );
}

/** Every query word begins some word of the product's texts (no typos in these queries). */
function matchesByHand(card: ProductCard, query: string): boolean {
  const words = recordText(toSearchRecord(card, masters));
  return searchTokens(query).every((term) => words.some((word) => word.startsWith(term)));
}

const naiveIndex = new ProductIndex(cards.map((card) => toSearchRecord(card, masters)));

function naiveAnswer({ query, filter, limit }: SearchQuestion) {
  const texts = new Set(
    (query.trim() ? cards.filter((card) => matchesByHand(card, query)) : cards).map((card) => card.id),
  );
  const conditions = filterConditions({ ...filter, sort: 'relevance' });
  const matches = evaluateQuery(conditions, products).filter((match) => texts.has(match.product.id));
  const counts = facetCounts(filter, products, texts);
  // The page: the best `limit` in the text index's relevance order (its ranking has tests of its
  // own in schemas/src/search/product-index.test.ts).
  const order = query.trim() ? naiveIndex.search(query, cards.length).ids : naiveIndex.idsByName();
  const matching = new Set(matches.map((match) => match.product.id));
  return { ids: order.filter((id) => matching.has(id)).slice(0, limit), total: matches.length, counts };
}

const catalogue = new SearchCatalogue(cards, masterdata);

const someParameter = cards[0]!.parameter_ids[0]!;
const someConnectivity = cards[1]!.connectivity.connectivity_ids[0]!;
const QUESTIONS: Array<[string, FilterState]> = [
  ['c', EMPTY_FILTER],
  ['crp', EMPTY_FILTER],
  ['nordlicht', EMPTY_FILTER],
  ['blutgas', { ...EMPTY_FILTER, maxSampleVolume: 100 }],
  ['gmbh', { ...EMPTY_FILTER, values: { ...EMPTY_FILTER.values, parameter: [someParameter] } }],
  ['', { ...EMPTY_FILTER, values: { ...EMPTY_FILTER.values, connectivity: [someConnectivity] } }],
  ['', { ...EMPTY_FILTER, price: { min: 1000, max: 20_000 }, maxTimeToResult: 15 }],
  ['s', { ...EMPTY_FILTER, sort: 'price' }],
  ['a', { ...EMPTY_FILTER, sort: 'time_to_result' }],
  ['xyzzy', EMPTY_FILTER],
];

describe('SearchCatalogue.answer', () => {
  it.each(QUESTIONS)(
    'answers %j with the page, total and counts a naive computation gives',
    (query, filter) => {
      const question = { query, filter, limit: 20 };
      const actual = catalogue.answer(question);
      const expected = naiveAnswer(question);
      expect(actual.total).toBe(expected.total);
      for (const facet of MULTI_FACETS) expect(new Map(actual.counts[facet])).toEqual(expected.counts[facet]);
      if (filter.sort === 'relevance') expect(actual.cards.map((card) => card.id)).toEqual(expected.ids);
      else expect(actual.cards).toHaveLength(Math.min(20, expected.total));
      expect(actual.cards.every((card) => cards.some((held) => held.id === card.id))).toBe(true);
    },
  );

  it('answers any query prefix, facet choice, limit and page size like the naive computation', () => {
    // Bit-set filter and counts (facets/facet-bits.ts) against the catalogue query: words typed
    // letter by letter, chosen values (also one no product has) with "all" or "any", limits
    // about one test and price ranges (an inverted one too).
    const words = ['blutgas', 'troponin', 'crp', 'nordlicht', 'gerinnung', 'hba1c', 'gmbh', 'xyz'];
    const valuesOf = (facet: MultiFacet) => [
      ...new Set(cards.flatMap((card) => facetValuesOf(card)[facet])),
      'not-a-value',
    ];
    // Often none; else up to three of two products' values (so "all" and "any" differ and find
    // something), or of every value.
    const choice = (facet: MultiFacet) =>
      fc
        .oneof(
          fc.constant([] as string[]),
          fc.tuple(fc.constantFrom(...cards), fc.constantFrom(...cards)).chain(([a, b]) => {
            const pool = [...new Set([...facetValuesOf(a)[facet], ...facetValuesOf(b)[facet]])];
            return pool.length
              ? fc.subarray(pool, { minLength: 1, maxLength: Math.min(3, pool.length) })
              : fc.constant([] as string[]);
          }),
          fc.subarray(valuesOf(facet), { maxLength: 3 }),
        )
        .map((v) => [...v].sort());
    const filter = fc.record({
      values: fc.record({
        parameter: choice('parameter'),
        connectivity: choice('connectivity'),
        transmission: choice('transmission'),
        sample_type: choice('sample_type'),
        sub_sample_type: choice('sub_sample_type'),
        method: choice('method'),
        diagnostic_area: choice('diagnostic_area'),
        ivdr_class: choice('ivdr_class'),
        ce_status: choice('ce_status'),
        availability: choice('availability'),
      }),
      match: fc.record({
        parameter: fc.constantFrom('all' as const, 'any' as const),
        connectivity: fc.constantFrom('all' as const, 'any' as const),
        transmission: fc.constantFrom('all' as const, 'any' as const),
      }),
      maxSampleVolume: fc.constantFrom(null, 10, 50, 200),
      maxTimeToResult: fc.constantFrom(null, 5, 15, 60),
      price: fc.record({
        min: fc.constantFrom(null, 0, 1000, 6000),
        max: fc.constantFrom(null, 5000, 50_000),
      }),
      sort: fc.constant('relevance' as const),
    });
    const query = fc
      .tuple(fc.subarray(words, { maxLength: 2 }), fc.nat(9))
      .map(([chosen, cut]) => chosen.join(' ').slice(0, chosen.join(' ').length - cut));
    fc.assert(
      fc.property(query, filter, fc.nat(60), (text, chosenFilter, limit) => {
        const question = { query: text, filter: chosenFilter, limit };
        const actual = catalogue.answer(question);
        const expected = naiveAnswer(question);
        expect(actual.total).toBe(expected.total);
        expect(actual.cards.map((card) => card.id)).toEqual(expected.ids);
        for (const facet of MULTI_FACETS) {
          expect(new Map(actual.counts[facet])).toEqual(expected.counts[facet]);
          const values = actual.counts[facet].map(([value]) => value);
          expect(values).toEqual([...values].sort());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('sorts the page by price and by time to result over all matches, not just the first page', () => {
    const byPrice = catalogue.answer({ query: 's', filter: { ...EMPTY_FILTER, sort: 'price' }, limit: 500 });
    const prices = byPrice.cards.map((card) => card.price ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.cards).toHaveLength(byPrice.total);
  });

  it('answers only the counts when asked for no cards', () => {
    const answer = catalogue.answer({ query: '', filter: EMPTY_FILTER, limit: 0 });
    expect(answer.cards).toEqual([]);
    expect(answer.total).toBe(cards.length);
  });
});

/** Answers to compare two catalogues by. */
function fingerprint(subject: SearchCatalogue) {
  return QUESTIONS.map(([query, filter]) => subject.answer({ query, filter, limit: 1000 }));
}

const renamed = (item: MasterData, suffix: string): MasterData => ({
  ...item,
  name: { de: `${item.name.de} ${suffix}`, en: `${item.name.en} ${suffix}` },
});

describe('SearchCatalogue kept by changes', () => {
  it('equals a catalogue built afresh after any sequence of upserts, removals and renames', () => {
    const pool = cards.slice(0, 120);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('upsert' as const),
        at: fc.array(fc.nat(pool.length - 1), { maxLength: 80 }),
        rename: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('remove' as const),
        at: fc.array(fc.nat(pool.length - 1), { maxLength: 80 }),
      }),
      fc.record({ kind: fc.constant('masters' as const), suffix: fc.constantFrom('neu', 'alt', 'zwei') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const kept = new SearchCatalogue(pool.slice(0, 60), masterdata);
        const expected = new Map(pool.slice(0, 60).map((card) => [card.id, card]));
        let currentMasters = masterdata;
        for (const change of steps) {
          if (change.kind === 'masters') {
            currentMasters = masterdata.map((item, i) => (i % 3 === 0 ? renamed(item, change.suffix) : item));
            kept.setMasterdata(currentMasters);
          } else if (change.kind === 'remove') {
            const ids = change.at.map((i) => pool[i]!.id);
            kept.remove(ids);
            for (const id of ids) expected.delete(id);
          } else {
            const batch = change.at.map((i) =>
              change.rename ? { ...pool[i]!, name: `${pool[i]!.name} Plus` } : pool[i]!,
            );
            kept.upsert(batch);
            for (const card of batch) expected.set(card.id, card);
          }
        }
        const fresh = new SearchCatalogue([...expected.values()], currentMasters);
        expect(kept.size).toBe(fresh.size);
        expect(fingerprint(kept)).toEqual(fingerprint(fresh));
      }),
      { numRuns: 60 },
    );
  });

  it('replace applies only the difference and reports whether anything changed', () => {
    const kept = new SearchCatalogue(cards.slice(0, 50), masterdata);
    expect(kept.replace(cards.slice(0, 50))).toBe(false);
    const next = [...cards.slice(5, 50), { ...cards[6]!, name: 'Umbenannt 1' }, cards[60]!];
    expect(kept.replace(next)).toBe(true);
    expect(fingerprint(kept)).toEqual(fingerprint(new SearchCatalogue(next, masterdata)));
    expect(
      kept.answer({ query: 'umbenannt', filter: EMPTY_FILTER, limit: 5 }).cards.map((c) => c.id),
    ).toEqual([cards[6]!.id]);
  });
});
