// The catalogue's state in the cold-start record: after any sequence of changes, a
// round trip through the record (IndexedDB's structured clone) must give a catalogue that answers
// every question exactly like one built afresh from the same cards, and keeps doing so as changes
// arrive after the restore. A stale or wrong state must make this test fail (checked below).
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { MasterData } from '@poct/schemas';
import { COLD_START_VERSION, indexedDbColdStartStore } from './cold-start-record.ts';
import { facetValuesOf } from './facets/facet-index.ts';
import { EMPTY_FILTER, MULTI_FACETS, SORTS, type FilterState } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';
import { SearchCatalogue, type SearchQuestion } from './search-catalogue.ts';
import { demoCards } from './test-cards.ts';

const { cards, masterdata } = demoCards(240, 11);
const owner = { userId: 'user-premium', scope: 'catalogue,masterdata' };
const store = indexedDbColdStartStore(new IDBFactory());

/** Words people type: beginnings of names, makers and parameter names, and some with a typo. */
const WORDS = [
  ...new Set(
    cards.flatMap((card) =>
      [card.name, card.manufacturer, card.distributor, ...card.synonyms].join(' ').split(/\s+/),
    ),
  ),
  ...masterdata.flatMap((item) => [item.name.de, item.name.en, item.code ?? '']),
].filter((word) => word.length > 0);
const VALUES = MULTI_FACETS.map((facet) => [...new Set(cards.flatMap((card) => facetValuesOf(card)[facet]))]);

const word = fc.tuple(fc.constantFrom(...WORDS), fc.nat(8), fc.boolean()).map(([text, cut, typo]) => {
  const part = text.slice(0, Math.max(1, text.length - cut));
  return typo && part.length > 5 ? `${part.slice(0, 2)}${part.slice(3)}` : part;
});
const question: fc.Arbitrary<SearchQuestion> = fc.record({
  query: fc.array(word, { maxLength: 3 }).map((words) => words.join(' ')),
  filter: fc.record({
    values: fc
      .tuple(...VALUES.map((values) => fc.subarray(values, { maxLength: 2 })))
      .map(
        (chosen) =>
          Object.fromEntries(MULTI_FACETS.map((facet, i) => [facet, chosen[i]!])) as FilterState['values'],
      ),
    match: fc.record({
      parameter: fc.constantFrom('all' as const, 'any' as const),
      connectivity: fc.constantFrom('all' as const, 'any' as const),
      transmission: fc.constantFrom('all' as const, 'any' as const),
    }),
    maxSampleVolume: fc.option(fc.constantFrom(10, 50, 100, 500)),
    maxTimeToResult: fc.option(fc.constantFrom(5, 15, 30)),
    price: fc.record({
      min: fc.option(fc.constantFrom(0, 500, 2000)),
      max: fc.option(fc.constantFrom(1000, 20_000)),
    }),
    sort: fc.constantFrom(...SORTS),
  }),
  limit: fc.constantFrom(0, 1, 20, 1000),
});

async function roundTrip(catalogue: SearchCatalogue): Promise<SearchCatalogue> {
  await store.save({
    ...owner,
    version: COLD_START_VERSION,
    savedAt: '',
    catalogue: catalogue.exportState(),
  });
  const record = await store.load(owner);
  if (!record) throw new Error('the record was not read back');
  return SearchCatalogue.fromState(record.catalogue);
}

type Change =
  | { kind: 'upsert'; at: number[]; rename: boolean }
  | { kind: 'remove'; at: number[] }
  | { kind: 'masters'; suffix: string };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('upsert' as const),
    at: fc.array(fc.nat(cards.length - 1), { maxLength: 90 }),
    rename: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    at: fc.array(fc.nat(cards.length - 1), { maxLength: 90 }),
  }),
  fc.record({ kind: fc.constant('masters' as const), suffix: fc.constantFrom('neu', 'alt') }),
);

/** Applies `changes` to `catalogue` and to the plain cards and master data it should equal. */
function applyAll(
  catalogue: SearchCatalogue,
  held: Map<string, ProductCard>,
  masters: MasterData[],
  changes: readonly Change[],
): MasterData[] {
  for (const step of changes) {
    if (step.kind === 'masters') {
      masters = masterdata.map((item, i) =>
        i % 3 === 0
          ? { ...item, name: { de: `${item.name.de} ${step.suffix}`, en: `${item.name.en} ${step.suffix}` } }
          : item,
      );
      catalogue.setMasterdata(masters);
    } else if (step.kind === 'remove') {
      const ids = step.at.map((i) => cards[i]!.id);
      catalogue.remove(ids);
      for (const id of ids) held.delete(id);
    } else {
      const batch = step.at.map((i) =>
        step.rename ? { ...cards[i]!, name: `${cards[i]!.name} Plus` } : cards[i]!,
      );
      catalogue.upsert(batch);
      for (const card of batch) held.set(card.id, card);
    }
  }
  return masters;
}

describe('SearchCatalogue state through the cold-start record', () => {
  it('answers random questions like a catalogue built afresh, before and after further changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 8 }),
        fc.array(change, { maxLength: 4 }),
        fc.array(question, { minLength: 1, maxLength: 12 }),
        async (before, after, questions) => {
          const kept = new SearchCatalogue(cards.slice(0, 160), masterdata);
          const held = new Map(cards.slice(0, 160).map((card) => [card.id, card]));
          let masters = applyAll(kept, held, masterdata, before);
          const restored = await roundTrip(kept);
          const fresh = new SearchCatalogue([...held.values()], masters);
          expect(restored.size).toBe(fresh.size);
          expect(restored.masterdata()).toEqual(fresh.masterdata());
          for (const asked of questions) expect(restored.answer(asked)).toEqual(fresh.answer(asked));
          // A restored catalogue takes changes like any other.
          masters = applyAll(restored, held, masters, after);
          const freshAfter = new SearchCatalogue([...held.values()], masters);
          for (const asked of questions) expect(restored.answer(asked)).toEqual(freshAfter.answer(asked));
        },
      ),
      { numRuns: 30 },
    );
    // Thirty catalogues built, saved and restored: more than the web project's 30 s allow.
  }, 90_000);

  it('restores an index whose dead bundles and words were compacted away', async () => {
    const kept = new SearchCatalogue(cards.slice(0, 160), masterdata);
    // Each round renames every product: 160 dead name bundles per round, compacted past 1,024.
    for (let round = 0; round < 8; round++)
      kept.upsert(cards.slice(0, 160).map((card) => ({ ...card, name: `${card.name} R${round}x${round}` })));
    kept.remove(cards.slice(0, 40).map((card) => card.id));
    const restored = await roundTrip(kept);
    const fresh = new SearchCatalogue(
      cards.slice(40, 160).map((card) => ({ ...card, name: `${card.name} R7x7` })),
      masterdata,
    );
    for (const query of ['r7x7', 'r3x3', 'c', 'crp', '', cards[50]!.manufacturer])
      expect(restored.answer({ query, filter: EMPTY_FILTER, limit: 1000 })).toEqual(
        fresh.answer({ query, filter: EMPTY_FILTER, limit: 1000 }),
      );
  });

  it('would fail on a stale state: one saved before a change answers differently', async () => {
    const kept = new SearchCatalogue(cards.slice(0, 160), masterdata);
    const stale = kept.exportState();
    kept.upsert([{ ...cards[3]!, name: 'Zwischendurch umbenannt' }]);
    const restored = SearchCatalogue.fromState(structuredClone(stale));
    const asked = { query: 'zwischendurch', filter: EMPTY_FILTER, limit: 20 };
    expect(kept.answer(asked).total).toBe(1);
    expect(restored.answer(asked)).not.toEqual(kept.answer(asked));
  });

  it('refuses an index state of another format instead of answering from it', () => {
    const state = new SearchCatalogue(cards.slice(0, 10), masterdata).exportState();
    expect(() => SearchCatalogue.fromState({ ...state, text: { ...state.text, format: 0 as 1 } })).toThrow();
    expect(() =>
      SearchCatalogue.fromState({ ...state, facets: { ...state.facets, format: 0 as 4 } }),
    ).toThrow();
  });

  it('replace with the cards the record already holds changes nothing', async () => {
    const restored = await roundTrip(new SearchCatalogue(cards.slice(0, 160), masterdata));
    expect(restored.replace(cards.slice(0, 160))).toBe(false);
    expect(restored.replace([...cards.slice(1, 160), { ...cards[5]!, price: 1 }])).toBe(true);
    expect(restored.size).toBe(159);
  });
});
