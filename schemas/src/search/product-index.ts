// The product search index. Pure (no DOM): the device's search worker holds one, the server's
// preview search another over the same records, so a guest's total equals premium's for the
// same query (sync-server/src/assistant/preview/preview-index.ts); the benchmark drives it directly.
//
// How it is built, and why:
// - Texts are folded with `foldSearchText` on both sides, so "Gerät" and "geraet" meet, and so
//   do "ß" and "ss".
// - One FlexSearch index with forward tokenisation holds every distinct word of the catalogue,
//   so any beginning of a word finds it ("hba1" → "hba1c") in one map lookup.
// - Each field (name, manufacturer, distributor, synonyms, parameters) keeps *bundles*: a
//   product's whole value in that field (its name; its list of parameter names). Products that
//   share a value share its bundle, and a word lists the bundles it occurs in. Parameter panels,
//   manufacturers and synonym lists repeat across thousands of products, so the index grows with
//   the vocabulary, not with the catalogue: one FlexSearch document per product took 2–4 s to
//   build at 40,000–50,000 products; this takes a fraction of that.
// - Every query word must match, in any field ("nordlicht crp" finds a Nordlicht device with a
//   CRP parameter); each query word matches the beginnings of words. A query word that matches
//   nothing at all is retried with one typo allowed (a letter wrong, missing, extra, or two
//   swapped) against the words the catalogue holds, if it has at least MIN_TYPO_LENGTH letters.
// - Ranking: for each query word, the best field it matched (name above manufacturer and
//   synonyms, above parameters and distributor; a whole word above a beginning; a corrected typo
//   counts half); the sum over the query words orders the results, ties alphabetically by name.
//   The total counts every match, not just the page.
// - The scores of the last few query words are kept until the index changes, so typing the
//   second word of a query does not score the first one again at every keystroke; so are those
//   of each one-letter word (a query's first key, the one that matches the most).
// - Removing a product only empties bundles; dead bundles and words are dropped once they are
//   many (FlexSearch removes an id by scanning its whole map unless it keeps a second one,
//   `fastupdate`, which doubles its memory).
import { Index } from 'flexsearch';
import { foldSearchText, searchTokens } from '../search-text.ts';
import type { SearchRecord } from './search-record.ts';

export const SEARCH_FIELDS = ['name', 'manufacturer', 'distributor', 'synonyms', 'parameters'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
const FIELD_COUNT = SEARCH_FIELDS.length;

/** How much a query word counts when it matches in a field. */
const FIELD_WEIGHT: Readonly<Record<SearchField, number>> = {
  name: 12,
  manufacturer: 6,
  synonyms: 6,
  parameters: 4,
  distributor: 3,
};
/** Added when the query word is a whole word of the field, not only its beginning. */
const WHOLE_WORD_BONUS = 2;
/** Query words at least this long may carry one typo. */
export const MIN_TYPO_LENGTH = 5;
/** At most this many catalogue words stand in for one misspelt query word. */
const MAX_TYPO_CANDIDATES = 64;
/** Words after this many are ignored: a query is typed, not pasted. */
export const MAX_QUERY_WORDS = 8;
/** The highest sum of scores a query can reach. */
const MAX_SCORE = MAX_QUERY_WORDS * (Math.max(...Object.values(FIELD_WEIGHT)) + WHOLE_WORD_BONUS);
/** Scores of this many recent query words are kept (each one byte per product). */
const RECENT_WORDS = 8;
/** Up to this many candidates for a page are sorted; more are walked in name order. */
const SORT_AT_MOST = 512;
/** Batches larger than this re-sort the name order once instead of inserting one by one. */
const BULK_BATCH = 64;
/** Dead bundles or words are dropped when there are at least this many … */
const COMPACT_MIN_DEAD = 1024;
/** … and they are at least this share of the live ones. */
const COMPACT_DEAD_SHARE = 0.5;

export interface SearchHits {
  /** Product ids, best first, at most `limit`. */
  ids: string[];
  /** How many products match in all. */
  total: number;
}

/** The lexicon's words by id, how many live bundles hold each, and which FlexSearch holds. */
interface LexiconState {
  words: string[];
  liveCounts: Uint32Array;
  inFlex: Uint8Array;
  deadWordsInFlex: number;
}

/** One field's bundles by id: key (null once compacted away) and words (`words[ends[id-1]..ends[id]]`). */
interface FieldState {
  keys: (string | null)[];
  words: Uint32Array;
  ends: Uint32Array;
  /** Values without words (their bundle id is -1). */
  emptyKeys: string[];
}

/**
 * A ProductIndex as flat arrays and typed arrays, for the device's cold-start record
 * (web/src/features/search/cold-start-record.ts): structured clone copies it in a moment, where building
 * the index from 40,000 records again took seconds. Restoring it gives the same slots,
 * bundles and words, so every answer equals the one of the index it was taken from.
 */
export interface ProductIndexState {
  format: typeof PRODUCT_INDEX_STATE_FORMAT;
  lexicon: LexiconState;
  fields: FieldState[];
  /** Product id by slot; null for a free slot. */
  slotIds: (string | null)[];
  slotNames: string[];
  slotBundles: Int32Array;
  freeSlots: Uint32Array;
  /** Slots in name order, unless `nameOrderStale`. */
  byName: Uint32Array;
  nameOrderStale: boolean;
}

/** Bump when ProductIndexState or what it means changes. */
export const PRODUCT_INDEX_STATE_FORMAT = 1;

/** A product's value in one field: one text (name, manufacturer) or a list (parameters). */
type FieldValue = string | readonly string[];

interface Bundle {
  key: string;
  /** Distinct word ids of the value. */
  words: number[];
  /** Slots of the products that have exactly this value in this field. */
  slots: Set<number>;
}

function isCrowded(dead: number, live: number): boolean {
  return dead >= COMPACT_MIN_DEAD && dead >= live * COMPACT_DEAD_SHARE;
}

/** Whether `query.slice(from)` is a beginning of `word.slice(at)`. */
function continuesAt(query: string, from: number, word: string, at: number): boolean {
  if (query.length - from > word.length - at) return false;
  for (let i = from, j = at; i < query.length; i++, j++) {
    if (query.charCodeAt(i) !== word.charCodeAt(j)) return false;
  }
  return true;
}

/**
 * Whether some beginning of `word` is at most one edit away from `query`: one letter wrong,
 * missing or extra, or two neighbours swapped (Damerau–Levenshtein distance ≤ 1).
 */
export function isPrefixWithOneTypo(query: string, word: string): boolean {
  const shorter = Math.min(query.length, word.length);
  let i = 0;
  while (i < shorter && query.charCodeAt(i) === word.charCodeAt(i)) i++;
  if (i === query.length) return true;
  // query[i] is extra
  if (continuesAt(query, i + 1, word, i)) return true;
  if (i === word.length) return false;
  // query[i] is wrong, or word[i] is missing from the query
  if (continuesAt(query, i + 1, word, i + 1) || continuesAt(query, i, word, i + 1)) return true;
  // query[i] and query[i + 1] are swapped
  return (
    i + 1 < query.length &&
    query.charCodeAt(i) === word.charCodeAt(i + 1) &&
    query.charCodeAt(i + 1) === word.charCodeAt(i) &&
    continuesAt(query, i + 2, word, i + 2)
  );
}

/**
 * Every distinct folded word, with a FlexSearch index (forward tokenisation) that finds the words
 * beginning with a query word, and how many live bundles hold each word.
 */
class Lexicon {
  private flex = Lexicon.newFlexIndex();
  private readonly idByWord = new Map<string, number>();
  private readonly words: string[] = [];
  /** Live bundles (over all fields) holding the word. */
  private readonly liveCounts: number[] = [];
  private readonly inFlex: boolean[] = [];
  /** Word ids of a text as written: a cache, so repeated texts are folded once. */
  private wordIdsByText = new Map<string, number[]>();
  private liveWords = 0;
  private deadWordsInFlex = 0;

  /** What a cold start needs to stand this lexicon up again without folding a text (see ProductIndexState). */
  exportState(): LexiconState {
    return {
      words: [...this.words],
      liveCounts: Uint32Array.from(this.liveCounts),
      inFlex: Uint8Array.from(this.inFlex, Number),
      deadWordsInFlex: this.deadWordsInFlex,
    };
  }

  /** Makes this empty lexicon hold `state`'s words again (FlexSearch gets the live ones anew). */
  restore(state: LexiconState): void {
    state.words.forEach((word, id) => {
      this.idByWord.set(word, id);
      this.words.push(word);
      const live = state.liveCounts[id] as number;
      this.liveCounts.push(live);
      if (live > 0) this.liveWords++;
      const inFlex = state.inFlex[id] === 1;
      this.inFlex.push(inFlex);
      if (inFlex) this.flex.add(id, word);
    });
    this.deadWordsInFlex = state.deadWordsInFlex;
  }

  private static newFlexIndex(): Index {
    // Words arrive folded and whole; FlexSearch only adds their beginnings to its map.
    return new Index({ tokenize: 'forward', resolution: 1, cache: false, encode: (word) => [word] });
  }

  /** Distinct words with at least one product. */
  get size(): number {
    return this.liveWords;
  }

  word(id: number): string {
    return this.words[id] as string;
  }

  /** The distinct word ids of a text. */
  wordIdsOf(text: string): number[] {
    let ids = this.wordIdsByText.get(text);
    if (ids) return ids;
    ids = [];
    for (const word of searchTokens(text)) {
      let id = this.idByWord.get(word);
      if (id === undefined) {
        id = this.words.length;
        this.idByWord.set(word, id);
        this.words.push(word);
        this.liveCounts.push(0);
        this.inFlex.push(false);
      }
      if (!ids.includes(id)) ids.push(id);
    }
    this.wordIdsByText.set(text, ids);
    return ids;
  }

  retain(ids: readonly number[]): void {
    for (const id of ids) {
      const count = this.liveCounts[id] as number;
      this.liveCounts[id] = count + 1;
      if (count > 0) continue;
      this.liveWords++;
      if (this.inFlex[id]) {
        this.deadWordsInFlex--;
      } else {
        this.flex.add(id, this.words[id] as string);
        this.inFlex[id] = true;
      }
    }
  }

  release(ids: readonly number[]): void {
    for (const id of ids) {
      const count = (this.liveCounts[id] as number) - 1;
      this.liveCounts[id] = count;
      if (count > 0) continue;
      this.liveWords--;
      this.deadWordsInFlex++;
    }
  }

  /** Ids of the live words that begin with `term`. */
  beginningWith(term: string): number[] {
    if (this.liveWords === 0) return [];
    const ids = this.flex.search(term, { limit: this.words.length }) as number[];
    return this.deadWordsInFlex === 0 ? ids : ids.filter((id) => (this.liveCounts[id] as number) > 0);
  }

  /** Ids of the live words that begin with `term` give or take one typo. */
  near(term: string): number[] {
    const found: number[] = [];
    for (let id = 0; id < this.words.length && found.length < MAX_TYPO_CANDIDATES; id++) {
      if ((this.liveCounts[id] as number) > 0 && isPrefixWithOneTypo(term, this.words[id] as string)) {
        found.push(id);
      }
    }
    return found;
  }

  /** Rebuilds the FlexSearch index without dead words once they are many. */
  compactIfWorthIt(): void {
    if (!isCrowded(this.deadWordsInFlex, this.liveWords)) return;
    this.flex = Lexicon.newFlexIndex();
    this.words.forEach((word, id) => {
      const live = (this.liveCounts[id] as number) > 0;
      this.inFlex[id] = live;
      if (live) this.flex.add(id, word);
    });
    this.deadWordsInFlex = 0;
    this.wordIdsByText = new Map();
  }
}

/** One field: the bundles of its values and, for each word, the bundles that hold it. */
class FieldIndex {
  readonly weight: number;
  private readonly lexicon: Lexicon;
  /** Bundle id by key (-1: a value without words). */
  private readonly bundleIdByKey = new Map<string, number>();
  /** By bundle id; undefined once compacted away. */
  private readonly bundles: (Bundle | undefined)[] = [];
  /** Bundle ids by word id (dead ones too, until compaction). */
  private readonly bundlesByWord: (number[] | undefined)[] = [];
  private liveBundles = 0;
  private deadBundles = 0;
  /** Scratch for `mark`: best score per bundle, all zero between calls. */
  private best = new Uint8Array(0);

  constructor(field: SearchField, lexicon: Lexicon) {
    this.weight = FIELD_WEIGHT[field];
    this.lexicon = lexicon;
  }

  /** The bundles without their products: those follow from the slots' bundle ids. */
  exportState(): FieldState {
    const ends = new Uint32Array(this.bundles.length);
    const words: number[] = [];
    const keys: (string | null)[] = [];
    this.bundles.forEach((bundle, id) => {
      keys.push(bundle ? bundle.key : null);
      if (bundle) words.push(...bundle.words);
      ends[id] = words.length;
    });
    return { keys, words: Uint32Array.from(words), ends, emptyKeys: this.emptyKeys() };
  }

  /** Restores the bundles of `state`; their products are linked again with `relink`. */
  restore(state: FieldState): void {
    state.keys.forEach((key, id) => {
      if (key === null) {
        this.bundles.push(undefined);
        return;
      }
      const words = [...state.words.subarray(id === 0 ? 0 : state.ends[id - 1], state.ends[id])];
      this.bundles.push({ key, words, slots: new Set() });
      this.bundleIdByKey.set(key, id);
      for (const wordId of words) {
        const bundleIds = this.bundlesByWord[wordId];
        if (bundleIds) bundleIds.push(id);
        else this.bundlesByWord[wordId] = [id];
      }
    });
    for (const key of state.emptyKeys) this.bundleIdByKey.set(key, -1);
  }

  /** Puts `slot` back into bundle `id` while restoring (the lexicon's counts are restored whole). */
  relink(id: number, slot: number): void {
    (this.bundles[id] as Bundle).slots.add(slot);
  }

  /** After the last `relink`: counts the bundles with and without products. */
  endRestore(): void {
    for (const bundle of this.bundles) {
      if (!bundle) continue;
      if (bundle.slots.size > 0) this.liveBundles++;
      else this.deadBundles++;
    }
  }

  private emptyKeys(): string[] {
    return [...this.bundleIdByKey].filter(([, id]) => id === -1).map(([key]) => key);
  }

  /** Adds `slot` to the bundle of `value`; returns the bundle id, or -1 when it has no words. */
  link(value: FieldValue, slot: number): number {
    const key = typeof value === 'string' ? value : value.join('\u0000');
    let id = this.bundleIdByKey.get(key);
    if (id === undefined) {
      id = this.createBundle(key, typeof value === 'string' ? [value] : value);
      this.bundleIdByKey.set(key, id);
    }
    const bundle = this.bundles[id];
    if (!bundle) return -1;
    if (bundle.slots.size === 0) {
      this.deadBundles--;
      this.liveBundles++;
      this.lexicon.retain(bundle.words);
    }
    bundle.slots.add(slot);
    return id;
  }

  unlink(id: number, slot: number): void {
    const bundle = this.bundles[id];
    if (!bundle?.slots.delete(slot) || bundle.slots.size > 0) return;
    this.liveBundles--;
    this.deadBundles++;
    this.lexicon.release(bundle.words);
  }

  /**
   * Raises `scores[slot]` to this field's score for every product whose value here holds one
   * of `wordIds` (the words that begin with `term`). Returns whether any product matched.
   */
  mark(wordIds: readonly number[], term: string, typo: boolean, scores: Uint8Array): boolean {
    if (this.liveBundles === 0) return false;
    // A bundle reached through several of its words takes the best of their scores.
    if (this.best.length < this.bundles.length) this.best = new Uint8Array(this.bundles.length * 2);
    const best = this.best;
    const reached: number[] = [];
    for (const wordId of wordIds) {
      const bundleIds = this.bundlesByWord[wordId];
      if (!bundleIds) continue;
      let score = this.weight + (this.lexicon.word(wordId) === term ? WHOLE_WORD_BONUS : 0);
      if (typo) score >>= 1;
      for (const bundleId of bundleIds) {
        const previous = best[bundleId] as number;
        if (previous >= score) continue;
        if (previous === 0) reached.push(bundleId);
        best[bundleId] = score;
      }
    }
    let matched = false;
    for (const bundleId of reached) {
      const score = best[bundleId] as number;
      best[bundleId] = 0;
      const bundle = this.bundles[bundleId];
      if (!bundle || bundle.slots.size === 0) continue;
      for (const slot of bundle.slots) {
        if ((scores[slot] as number) < score) scores[slot] = score;
      }
      matched = true;
    }
    return matched;
  }

  /** Drops dead bundles once they are many. */
  compactIfWorthIt(): void {
    if (!isCrowded(this.deadBundles, this.liveBundles)) return;
    this.bundles.forEach((bundle, id) => {
      if (bundle?.slots.size !== 0) return;
      this.bundleIdByKey.delete(bundle.key);
      this.bundles[id] = undefined;
    });
    this.bundlesByWord.forEach((bundleIds, wordId) => {
      if (!bundleIds) return;
      const live = bundleIds.filter((bundleId) => this.bundles[bundleId]);
      this.bundlesByWord[wordId] = live.length > 0 ? live : undefined;
    });
    this.deadBundles = 0;
  }

  private createBundle(key: string, texts: readonly string[]): number {
    const words: number[] = [];
    for (const text of texts) {
      for (const wordId of this.lexicon.wordIdsOf(text)) {
        if (!words.includes(wordId)) words.push(wordId);
      }
    }
    if (words.length === 0) return -1;
    const id = this.bundles.length;
    this.bundles.push({ key, words, slots: new Set() });
    for (const wordId of words) {
      const bundleIds = this.bundlesByWord[wordId];
      if (bundleIds) bundleIds.push(id);
      else this.bundlesByWord[wordId] = [id];
    }
    this.deadBundles++; // until its first product links it
    return id;
  }
}

/** A record's value in each field, in SEARCH_FIELDS order. */
function fieldValue(record: SearchRecord, field: number): FieldValue {
  switch (field) {
    case 0:
      return record.name;
    case 1:
      return record.manufacturer;
    case 2:
      return record.distributor;
    case 3:
      return record.synonyms;
    default:
      return record.parameters;
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class ProductIndex {
  private readonly lexicon = new Lexicon();
  private readonly fields: readonly FieldIndex[];
  /** Product id by slot; undefined for a free slot. */
  private readonly slotIds: (string | undefined)[] = [];
  /** Folded name by slot, for ordering ties. */
  private readonly slotNames: string[] = [];
  /** Bundle ids by slot and field: `slotBundles[slot * FIELD_COUNT + field]`. */
  private readonly slotBundles: number[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** Occupied slots ordered by folded name, then id (once sorted, see `nameOrder`). */
  private byName: number[] = [];
  /** A large batch changed the products since `byName` was last sorted. */
  private nameOrderStale = false;
  /** Scratch for `search`: the sums of the query words' scores. */
  private sums = new Uint16Array(0);
  /** Scores of recently searched words, oldest first; emptied by any change. */
  private readonly recentWords = new Map<string, Uint8Array | null>();
  /** Scores of one-letter words (a query's first key), until the index changes. */
  private readonly letterScores = new Map<string, Uint8Array | null>();
  /** Score arrays no word holds, for the next word (at most one after a change). */
  private readonly spareScores: Uint8Array[] = [];
  private readonly perScore = new Uint32Array(MAX_SCORE + 1);
  /** Position in `byName` by slot, for sorting few candidates; stale after any change. */
  private rankOfSlot = new Int32Array(0);
  private ranksStale = true;

  constructor(records: Iterable<SearchRecord> = []) {
    this.fields = SEARCH_FIELDS.map((field) => new FieldIndex(field, this.lexicon));
    this.upsert(records);
  }

  /** The index as flat arrays (ProductIndexState), for the cold-start record. */
  exportState(): ProductIndexState {
    return {
      format: PRODUCT_INDEX_STATE_FORMAT,
      lexicon: this.lexicon.exportState(),
      fields: this.fields.map((field) => field.exportState()),
      slotIds: this.slotIds.map((id) => id ?? null),
      slotNames: [...this.slotNames],
      slotBundles: Int32Array.from(this.slotBundles),
      freeSlots: Uint32Array.from(this.freeSlots),
      byName: Uint32Array.from(this.byName),
      nameOrderStale: this.nameOrderStale,
    };
  }

  /** The index `state` was taken from; throws on a state of another format. */
  static fromState(state: ProductIndexState): ProductIndex {
    if (state.format !== PRODUCT_INDEX_STATE_FORMAT) throw new Error('Unknown search index format');
    const index = new ProductIndex();
    index.lexicon.restore(state.lexicon);
    state.fields.forEach((field, position) => (index.fields[position] as FieldIndex).restore(field));
    state.slotIds.forEach((id, slot) => {
      index.slotIds[slot] = id ?? undefined;
      index.slotNames[slot] = state.slotNames[slot] as string;
      for (let field = 0; field < FIELD_COUNT; field++) {
        const bundleId = state.slotBundles[slot * FIELD_COUNT + field] as number;
        index.slotBundles[slot * FIELD_COUNT + field] = bundleId;
        if (id !== null && bundleId >= 0) (index.fields[field] as FieldIndex).relink(bundleId, slot);
      }
      if (id !== null) index.slotById.set(id, slot);
    });
    for (const field of index.fields) field.endRestore();
    for (const slot of state.freeSlots) index.freeSlots.push(slot);
    index.byName = Array.from(state.byName);
    index.nameOrderStale = state.nameOrderStale;
    return index;
  }

  /** Number of products in the index. */
  get size(): number {
    return this.slotById.size;
  }

  /** Distinct words over all fields (the vocabulary typos are corrected against). */
  get vocabularySize(): number {
    return this.lexicon.size;
  }

  has(id: string): boolean {
    return this.slotById.has(id);
  }

  /** Adds records, or replaces those whose id is already indexed. */
  upsert(records: Iterable<SearchRecord>): void {
    const batch = [...records];
    // A large batch leaves the name order to be sorted once, when a search next needs it: a
    // sync's batches then cost their own size, not the catalogue's.
    if (batch.length > BULK_BATCH) this.nameOrderStale = true;
    const inPlace = !this.nameOrderStale;
    for (const record of batch) {
      let slot = this.slotById.get(record.id);
      if (slot === undefined) {
        slot = this.freeSlots.pop() ?? this.slotIds.length;
        this.slotById.set(record.id, slot);
        this.slotIds[slot] = record.id;
      } else {
        if (inPlace) this.byName.splice(this.namePosition(slot), 1);
        this.unlinkSlot(slot);
      }
      this.linkSlot(slot, record);
      if (inPlace) this.byName.splice(this.namePosition(slot), 0, slot);
    }
    this.ranksStale = true;
    this.forgetRecentWords();
    this.compactIfWorthIt();
  }

  /** Removes products by id; ids not in the index are ignored. */
  remove(ids: Iterable<string>): void {
    const batch = [...new Set(ids)].filter((id) => this.slotById.has(id));
    if (batch.length > BULK_BATCH) this.nameOrderStale = true;
    const inPlace = !this.nameOrderStale;
    for (const id of batch) {
      const slot = this.slotById.get(id) as number;
      if (inPlace) this.byName.splice(this.namePosition(slot), 1);
      this.unlinkSlot(slot);
      this.slotById.delete(id);
      this.slotIds[slot] = undefined;
      this.slotNames[slot] = '';
      this.freeSlots.push(slot);
    }
    this.ranksStale = true;
    this.forgetRecentWords();
    this.compactIfWorthIt();
  }

  /** Products matching every word of `query`, best first. An empty query matches nothing. */
  search(query: string, limit = 20): SearchHits {
    const scores = this.matchScores(query);
    return scores ? this.rankScores(scores, limit) : { ids: [], total: 0 };
  }

  /**
   * Each slot's score for `query` (0: no match), or null when nothing can match. The array is
   * scratch shared by every call: valid, and the caller's to change (to leave slots out of
   * `rankScores`), until the next call. The search worker masks it with its facet filter so
   * a key never lists every match (web/src/features/search/search-catalogue.ts).
   */
  matchScores(query: string): Uint16Array | null {
    const words = [...new Set(searchTokens(query))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0 || this.size === 0) return null;
    const capacity = this.slotIds.length;
    if (this.sums.length < capacity) this.sums = new Uint16Array(capacity * 2);
    const sums = this.sums;
    for (const [position, word] of words.entries()) {
      const scores = this.wordScores(word, capacity);
      if (!scores) return null;
      if (position === 0) {
        sums.set(scores);
        continue;
      }
      for (let slot = 0; slot < capacity; slot++) {
        const score = scores[slot] as number;
        const sum = sums[slot] as number;
        sums[slot] = score === 0 || sum === 0 ? 0 : sum + score;
      }
    }
    return sums.subarray(0, capacity);
  }

  /**
   * The best `limit` slots of `scores` (one per slot, 0: left out) as ids, ties by name, and the
   * count of all non-zero scores. Equal scores for every kept slot give the name order.
   */
  rankScores(scores: Uint16Array, limit: number): SearchHits {
    return this.rank(scores.subarray(0, this.slotIds.length), Math.max(0, Math.floor(limit)));
  }

  /** Slots ids are held in, for arrays kept beside the index: `slotOf(id) < slotCapacity`. */
  get slotCapacity(): number {
    return this.slotIds.length;
  }

  /** The slot of a held product (stable while it is held), or undefined. */
  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  /**
   * The best score of `word` per slot, or null when nothing matches. The last few words are
   * remembered until the index changes: while "troponin h…" is typed, "troponin" is scored once.
   */
  private wordScores(word: string, capacity: number): Uint8Array | null {
    // One letter (every query's first key) matches most of the catalogue and costs the most to
    // score: its scores are kept apart from the recent words, until the index changes.
    if (word.length === 1) {
      const kept = this.letterScores.get(word);
      if (kept !== undefined) return kept;
      const scores = new Uint8Array(capacity);
      const result = this.markWord(word, scores) ? scores : null;
      this.letterScores.set(word, result);
      return result;
    }
    const cached = this.recentWords.get(word);
    if (cached !== undefined) {
      this.recentWords.delete(word);
      this.recentWords.set(word, cached);
      return cached;
    }
    // The oldest word's array is reused, rather than a new array as long as the catalogue for
    // every new word (garbage of that size per key).
    if (this.recentWords.size >= RECENT_WORDS) {
      const oldest = this.recentWords.keys().next().value as string;
      const scores = this.recentWords.get(oldest);
      this.recentWords.delete(oldest);
      if (scores) this.spareScores.push(scores);
    }
    let scores = this.spareScores.pop();
    if (scores && scores.length === capacity) scores.fill(0);
    else scores = new Uint8Array(capacity);
    const matched = this.markWord(word, scores);
    if (!matched) this.spareScores.push(scores);
    const result = matched ? scores : null;
    this.recentWords.set(word, result);
    return result;
  }

  /** Marks `word`'s best score per slot in `scores` (all zero), with one typo if nothing else matches. */
  private markWord(word: string, scores: Uint8Array): boolean {
    const matched = this.markAll(this.lexicon.beginningWith(word), word, false, scores);
    if (matched || word.length < MIN_TYPO_LENGTH) return matched;
    return this.markAll(this.lexicon.near(word), word, true, scores);
  }

  /** Forgets the recent words' scores (the index changed), keeping one array for the next. */
  private forgetRecentWords(): void {
    const spare = this.spareScores.pop() ?? [...this.recentWords.values()].find((scores) => scores !== null);
    this.recentWords.clear();
    this.letterScores.clear();
    this.spareScores.length = 0;
    if (spare) this.spareScores.push(spare);
  }

  private markAll(wordIds: readonly number[], term: string, typo: boolean, scores: Uint8Array): boolean {
    if (wordIds.length === 0) return false;
    let matched = false;
    for (const field of this.fields) matched = field.mark(wordIds, term, typo, scores) || matched;
    return matched;
  }

  /** The best `limit` slots by score, ties by name, and the count of all non-zero scores. */
  private rank(sums: Uint16Array, limit: number): SearchHits {
    const perScore = this.perScore.fill(0);
    let total = 0;
    let maxScore = 0;
    for (const score of sums) {
      if (score === 0) continue;
      total++;
      perScore[score] = (perScore[score] as number) + 1;
      if (score > maxScore) maxScore = score;
    }
    if (total === 0 || limit === 0) return { ids: [], total };
    // The lowest score that still reaches the page, and how many of that score fit on it.
    let cutoff = maxScore;
    let above = 0;
    while (cutoff > 1 && above + (perScore[cutoff] as number) < limit) above += perScore[cutoff--] as number;
    const candidates = above + (perScore[cutoff] as number);
    const slots =
      candidates <= SORT_AT_MOST
        ? this.sortCandidates(sums, cutoff)
        : this.walkByName(sums, cutoff, limit - above, above);
    return { ids: slots.slice(0, limit).map((slot) => this.slotIds[slot] as string), total };
  }

  /** Few candidates: collect those scoring at least `cutoff` and sort them. */
  private sortCandidates(sums: Uint16Array, cutoff: number): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < sums.length; slot++) if ((sums[slot] as number) >= cutoff) slots.push(slot);
    const rankOf = this.nameRanks();
    return slots.sort(
      (a, b) => (sums[b] as number) - (sums[a] as number) || (rankOf[a] as number) - (rankOf[b] as number),
    );
  }

  /**
   * Many candidates: walk the slots in name order, keeping the `above` slots that score above
   * `cutoff` and `roomAtCutoff` of those at it.
   */
  private walkByName(sums: Uint16Array, cutoff: number, roomAtCutoff: number, above: number): number[] {
    const buckets: number[][] = [];
    const order = this.nameOrder();
    // Stops once the page is whole: every slot above the cutoff and the room at it found.
    for (let at = 0; at < order.length && (above > 0 || roomAtCutoff > 0); at++) {
      const slot = order[at] as number;
      const score = sums[slot] as number;
      if (score < cutoff) continue;
      if (score === cutoff) {
        if (roomAtCutoff === 0) continue;
        roomAtCutoff--;
      } else above--;
      (buckets[score] ??= []).push(slot);
    }
    const slots: number[] = [];
    for (let score = buckets.length - 1; score >= cutoff; score--) {
      for (const slot of buckets[score] ?? []) slots.push(slot);
    }
    return slots;
  }

  /** Position of each slot in `byName`, recomputed after the order changed. */
  private nameRanks(): Int32Array {
    if (this.rankOfSlot.length !== this.slotIds.length || this.ranksStale) {
      this.rankOfSlot = new Int32Array(this.slotIds.length);
      this.nameOrder().forEach((slot, position) => (this.rankOfSlot[slot] = position));
      this.ranksStale = false;
    }
    return this.rankOfSlot;
  }

  private linkSlot(slot: number, record: SearchRecord): void {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const index = this.fields[field] as FieldIndex;
      this.slotBundles[slot * FIELD_COUNT + field] = index.link(fieldValue(record, field), slot);
    }
    this.slotNames[slot] = foldSearchText(record.name);
  }

  private unlinkSlot(slot: number): void {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const id = this.slotBundles[slot * FIELD_COUNT + field];
      if (id !== undefined && id >= 0) (this.fields[field] as FieldIndex).unlink(id, slot);
      this.slotBundles[slot * FIELD_COUNT + field] = -1;
    }
  }

  private readonly compareSlots = (a: number, b: number): number =>
    compareStrings(this.slotNames[a] as string, this.slotNames[b] as string) ||
    compareStrings(this.slotIds[a] as string, this.slotIds[b] as string);

  /** Where `slot` is, or belongs, in `byName` (binary search on its current name). */
  private namePosition(slot: number): number {
    let low = 0;
    let high = this.byName.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareSlots(this.byName[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Every product's slot in name order, sorted first if a large batch left it stale. */
  private nameOrder(): readonly number[] {
    if (this.nameOrderStale) {
      this.byName = [...this.slotById.values()].sort(this.compareSlots);
      this.nameOrderStale = false;
      this.ranksStale = true;
    }
    return this.byName;
  }

  /** Every product id in name order (folded name, then id): the order of a browse without a query. */
  idsByName(): string[] {
    return this.nameOrder().map((slot) => this.slotIds[slot] as string);
  }

  private compactIfWorthIt(): void {
    for (const field of this.fields) field.compactIfWorthIt();
    this.lexicon.compactIfWorthIt();
  }
}
