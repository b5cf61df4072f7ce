// Everything the search worker holds, and the one answer it gives per key: the product cards, the
// master data they name, the text index (schemas/src/search/product-index.ts), the facet index
// and the rating totals. An answer carries the page of cards, the total and the facet counts, so
// nothing that grows with the number of matches leaves the worker.
// Pure (no worker, no IndexedDB), so tests drive it in-process.
import type { MasterData } from '@poct/schemas';
import { sortByRating, type RatingTotals } from '@poct/schemas';
import {
  ProductIndex,
  toSearchRecord,
  type ProductIndexState,
  type SearchMasterData,
} from '@poct/schemas/search';
import { CardStore } from './card-store.ts';
import { meetsTestConditions } from '@poct/schemas';
import { FacetBits, hasBit, testWishesOf } from './facets/facet-bits.ts';
import { FacetIndex, type FacetFacts, type FacetIndexState } from './facets/facet-index.ts';
import { MULTI_FACETS, type FilterState, type MultiFacet } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';

export interface SearchQuestion {
  query: string;
  filter: FilterState;
  /** Most cards to return (the total still counts every match). */
  limit: number;
}

/** Facet counts as plain pairs, so they cross postMessage cheaply. */
export type FacetCountPairs = Record<MultiFacet, Array<[string, number]>>;

export interface SearchAnswer {
  query: string;
  cards: ProductCard[];
  total: number;
  counts: FacetCountPairs;
}

/**
 * An answer as it crosses to the page: each card as the JSON text the worker holds it as, so the
 * copy is one string per card (no object graph to clone, nor to parse in the worker) and the page
 * parses only the cards it does not show already (search-client.ts).
 */
export interface SearchAnswerTexts extends Omit<SearchAnswer, 'cards'> {
  cardTexts: string[];
}

/** An answer with the page's product ids, before the cards are read. */
interface PageAnswer extends Omit<SearchAnswer, 'cards'> {
  ids: readonly string[];
}

type ChosenCodes = ReadonlyArray<readonly number[] | null>;

const noCounts = (): FacetCountPairs =>
  Object.fromEntries(MULTI_FACETS.map((facet) => [facet, []])) as unknown as FacetCountPairs;

/** Count pairs in value order: the same answer whatever order the values were first seen in. */
const byValue = ([a]: [string, number], [b]: [string, number]): number => (a < b ? -1 : a > b ? 1 : 0);

/** Everything a SearchCatalogue holds but the ratings, cheap to structured-clone (cold-start-record.ts). */
export interface SearchCatalogueState {
  cardIds: string[];
  /** Each card as JSON, in `cardIds` order. */
  cardTexts: string[];
  /** The server revision each card was made from ('' when not known), in `cardIds` order. */
  cardRevs: string[];
  masterdata: MasterData[];
  text: ProductIndexState;
  facets: FacetIndexState;
}

/** A replacement in parts (`SearchCatalogue.beginReplace`). */
export interface CatalogueReplacement {
  /** Compares and applies one part (with each card's revision, when known); returns whether anything changed. */
  part(cards: readonly ProductCard[], revs?: readonly string[]): boolean;
  /** Counts `ids` as held by the replacement without touching them (changed since it began). */
  keep(ids: Iterable<string>): void;
  /** Removes what no part held nor `keep` named; returns whether anything changed. */
  end(): boolean;
}

const NO_RATINGS: RatingTotals = { byProduct: new Map(), priorMean: 0 };

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class SearchCatalogue {
  private cards = new CardStore();
  private masters = new Map<string, MasterData>();
  private text = new ProductIndex();
  private facets = new FacetIndex();
  /** Each held product's facet codes at its text slot, for a key's filter and counts. */
  private readonly bits = new FacetBits();
  /** Scratch scores for a browse (no text): 1 per match, so the text index ranks by name. */
  private browseScores = new Uint16Array(0);
  private ratings: RatingTotals = NO_RATINGS;
  /**
   * The server revision of the product each card was made from, when the feed knew it: a later
   * feed sends only the products whose revision differs (features/search/search-feed.ts, `wanted`).
   */
  private revisions = new Map<string, string>();

  constructor(cards: Iterable<ProductCard> = [], masterdata: readonly MasterData[] = []) {
    this.masters = new Map(masterdata.map((item) => [item.id, item]));
    this.upsert(cards);
  }

  /**
   * The catalogue `state` was taken from, without indexing a card again; the bit sets
   * are derived from the two indexes' slots and codes, so they are made here, not stored.
   */
  static fromState(state: SearchCatalogueState): SearchCatalogue {
    const catalogue = new SearchCatalogue([], state.masterdata);
    catalogue.cards = CardStore.fromJson(state.cardIds, state.cardTexts);
    state.cardIds.forEach((id, i) => {
      if (state.cardRevs[i]) catalogue.revisions.set(id, state.cardRevs[i]);
    });
    catalogue.text = ProductIndex.fromState(state.text);
    catalogue.facets = FacetIndex.fromState(state.facets);
    catalogue.rebuildBits();
    return catalogue;
  }

  exportState(): SearchCatalogueState {
    const steps = this.exportInSlices(Infinity);
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
  }

  /**
   * The state, made in slices of `sliceSize` cards with a pause (yield) after each and before the
   * indexes, so the worker can answer a key between them (a record save never holds a
   * key for long). The caller must not change the catalogue until it has finished.
   */
  *exportInSlices(sliceSize: number): Generator<void, SearchCatalogueState> {
    const ids = [...this.cards.keys()];
    const texts: string[] = [];
    for (let from = 0; from < ids.length; from += sliceSize) {
      const to = Math.min(ids.length, from + sliceSize);
      for (let i = from; i < to; i++) texts.push(this.cards.textOf(ids[i]!));
      if (to < ids.length) yield;
    }
    yield;
    return {
      cardIds: ids,
      cardTexts: texts,
      cardRevs: ids.map((id) => this.revisions.get(id) ?? ''),
      masterdata: this.masterdata(),
      text: this.text.exportState(),
      facets: this.facets.exportState(),
    };
  }

  get size(): number {
    return this.cards.size;
  }

  masterdata(): MasterData[] {
    return [...this.masters.values()];
  }

  allCards(): ProductCard[] {
    return [...this.cards.values()];
  }

  /** Adds or replaces cards; `revs[i]` is the revision of `cards[i]` ('' or none: not known). */
  upsert(cards: Iterable<ProductCard>, revs?: readonly string[]): void {
    const batch = [...cards];
    // Records first: a card that cannot be indexed throws before anything changed.
    const records = batch.map((card) => toSearchRecord(card, this.parameters()));
    this.facets.upsert(batch);
    this.text.upsert(records);
    batch.forEach((card, i) => this.setRevision(card.id, revs?.[i]));
    for (const card of batch) {
      this.cards.set(card);
      this.bits.set(this.text.slotOf(card.id)!, this.facets.factsOf(card.id)!);
    }
  }

  remove(ids: Iterable<string>): void {
    const batch = [...ids];
    for (const id of batch) {
      this.cards.delete(id);
      this.revisions.delete(id);
      const slot = this.text.slotOf(id);
      if (slot !== undefined) this.bits.clear(slot);
    }
    this.text.remove(batch);
    this.facets.remove(batch);
  }

  private setRevision(id: string, rev: string | undefined): void {
    if (rev) this.revisions.set(id, rev);
    else this.revisions.delete(id);
  }

  /**
   * Of the products `ids` at revisions `revs` (the local database's whole catalogue), those this
   * catalogue does not hold at that revision: all a feed must send.
   */
  wanted(ids: readonly string[], revs: readonly string[]): string[] {
    return ids.filter((id, i) => !revs[i] || this.revisions.get(id) !== revs[i] || !this.cards.has(id));
  }

  /** The bit sets again from the indexes: their slots changed (a rebuilt text index). */
  private rebuildBits(): void {
    this.bits.reset();
    for (const id of this.cards.keys()) this.bits.set(this.text.slotOf(id)!, this.facets.factsOf(id)!);
  }

  /**
   * Makes the held cards equal `cards` (the local database after it opened, or a sync caught up):
   * only what differs is upserted or removed, so a cold-start record that is already current
   * costs a comparison, not a rebuild. Returns whether anything changed.
   */
  replace(cards: readonly ProductCard[]): boolean {
    const replacing = this.beginReplace();
    const changed = replacing.part(cards);
    return replacing.end() || changed;
  }

  /**
   * A replacement in parts: each part is compared and applied as it comes (the worker answers
   * keys between parts); `end` removes what no part held.
   */
  beginReplace(): CatalogueReplacement {
    const seen = new Set<string>();
    return {
      keep: (ids) => {
        for (const id of ids) seen.add(id);
      },
      part: (cards, revs) => {
        const changed: ProductCard[] = [];
        const changedRevs: string[] = [];
        cards.forEach((card, i) => {
          seen.add(card.id);
          if (!this.cards.holdsSame(card)) {
            changed.push(card);
            changedRevs.push(revs?.[i] ?? '');
          } else this.setRevision(card.id, revs?.[i]);
        });
        if (changed.length > 0) this.upsert(changed, changedRevs);
        return changed.length > 0;
      },
      end: () => {
        const gone = [...this.cards.keys()].filter((id) => !seen.has(id));
        if (gone.length > 0) this.remove(gone);
        return gone.length > 0;
      },
    };
  }

  /**
   * New master data: when a parameter's names changed, every product may name it, so the text
   * index is built again, once (the feed debounces bursts). Returns whether anything changed.
   */
  setMasterdata(masterdata: readonly MasterData[]): boolean {
    const next = new Map(masterdata.map((item) => [item.id, item]));
    if (
      next.size === this.masters.size &&
      [...next].every(([id, item]) => sameJson(item, this.masters.get(id)))
    )
      return false;
    this.masters = next;
    const parameters = this.parameters();
    this.text = new ProductIndex([...this.cards.values()].map((card) => toSearchRecord(card, parameters)));
    this.rebuildBits();
    return true;
  }

  setRatings(ratings: RatingTotals): void {
    this.ratings = ratings;
  }

  answer(question: SearchQuestion): SearchAnswer {
    const { ids, ...rest } = this.page(question);
    return { ...rest, cards: ids.map((id) => this.cards.get(id)!) };
  }

  /** The same answer with the cards as their JSON texts (what the worker posts). */
  answerTexts(question: SearchQuestion): SearchAnswerTexts {
    const { ids, ...rest } = this.page(question);
    return { ...rest, cardTexts: ids.map((id) => this.cards.textOf(id)) };
  }

  private page(question: SearchQuestion): PageAnswer {
    return question.filter.sort === 'relevance' ? this.answerByBits(question) : this.answerSorted(question);
  }

  /**
   * The relevance order (every key while typing): the text index scores every slot, the bit sets
   * filter and count, and the text index ranks only the page, so no array as long as the matches
   * is made and nothing is sorted beyond the page.
   */
  private answerByBits({ query, filter, limit }: SearchQuestion): PageAnswer {
    const scores = query.trim() ? this.text.matchScores(query) : null;
    const found = this.filtered(query, scores, filter);
    if (!found) return { query, ids: [], total: 0, counts: noCounts() };
    const { counts } = found;
    if (limit <= 0 || found.total === 0) return { query, ids: [], total: found.total, counts };
    const capacity = this.text.slotCapacity;
    let ranked = scores;
    if (!ranked) {
      if (this.browseScores.length < capacity) this.browseScores = new Uint16Array(capacity * 2);
      ranked = this.browseScores.subarray(0, capacity).fill(1);
    }
    for (let slot = 0; slot < capacity; slot++)
      if (ranked[slot] !== 0 && !hasBit(found.matches, slot)) ranked[slot] = 0;
    const page = this.text.rankScores(ranked, limit);
    return { query, ids: page.ids, total: found.total, counts };
  }

  /** The matches (bits by text slot), their total and the facet counts of a key; null: the text found nothing. */
  private filtered(
    query: string,
    scores: Uint16Array | null,
    filter: FilterState,
  ): { matches: Uint32Array; total: number; counts: FacetCountPairs; chosen: ChosenCodes } | null {
    const counts = noCounts();
    if (query.trim() && !scores) return null;
    const facets = this.facets;
    const chosen = MULTI_FACETS.map((facet) =>
      filter.values[facet].length
        ? filter.values[facet].map((value) => facets.codeOf(facet, value) ?? -1)
        : null,
    );
    const codeCount = facets.codeCount;
    const found = this.bits.answer(
      { scores, filter, chosen, facetOf: (code) => facets.facetOf(code) },
      codeCount,
    );
    for (let code = 0; code < codeCount; code++) {
      const count = found.counts[code] as number;
      if (count > 0) counts[MULTI_FACETS[facets.facetOf(code)]!].push([facets.valueOf(code), count]);
    }
    for (const facet of MULTI_FACETS) counts[facet].sort(byValue);
    return { matches: found.matches, total: found.total, counts, chosen };
  }

  /** Another order: every match is listed and sorted (a sort is chosen, not typed per key). */
  private answerSorted({ query, filter, limit }: SearchQuestion): PageAnswer {
    const trimmed = query.trim();
    const found = this.filtered(query, trimmed ? this.text.matchScores(query) : null, filter);
    if (!found) return { query, ids: [], total: 0, counts: noCounts() };
    const candidates = trimmed ? this.text.search(query, this.cards.size).ids : this.text.idsByName();
    const matching = candidates.filter((id) => hasBit(found.matches, this.text.slotOf(id)!));
    // By time: the product's fastest test among those meeting the wishes about one test (the one
    // its card shows in NoodleChat's answer; evaluate.ts).
    const wishes = testWishesOf(filter, found.chosen);
    const timeOf = (facts: FacetFacts) => {
      let fastest = Infinity;
      for (const test of facts.tests)
        if (
          test.time < fastest &&
          meetsTestConditions(test, wishes) &&
          (wishes.wishes.length === 0 ||
            wishes.wishes.some((wish) => Array.from(test.parameters).some((code) => wish.has(code))))
        )
          fastest = test.time;
      return fastest;
    };
    const sorted = this.facets.sortIds(matching, filter.sort, timeOf);
    const ids = filter.sort === 'rating' ? sortByRating(sorted, this.ratings) : sorted;
    return {
      query,
      ids: ids.slice(0, Math.max(0, limit)),
      total: ids.length,
      counts: found.counts,
    };
  }

  private parameters(): ReadonlyMap<string, SearchMasterData> {
    return this.masters;
  }
}
