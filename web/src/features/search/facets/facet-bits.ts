// The facet filter and counts of a key as bit sets over the text index's slots (typed to
// painted), by the catalogue query's rules (schemas/src/catalogue-query/search-filter.ts and
// facet-counts.ts define them; search-catalogue.test.ts holds this equal to them). The text
// index scores every slot; the product-wide facets (connectivity, transmission, method, area,
// and parameters while nothing asks about a test) are word-wide ANDs and ORs over one bit set
// per value; sample type, sub-sample type, volume, time and the parameters with them must hold
// on one test
// (test-rule.ts), checked per remaining product on its coded tests. facet-index.ts stays the
// one place values are coded; this mirrors each held product's codes and tests at its slot,
// kept by search-catalogue.ts as products change.
import { meetsTestConditions, testsMeet, type TestWishes } from '@poct/schemas';
import type { FacetFacts } from './facet-index.ts';
import { MATCH_FACETS, MULTI_FACETS, type FilterState, type MatchFacet } from './filter-state.ts';

const PARAMETER = MULTI_FACETS.indexOf('parameter');
const SAMPLE_TYPE = MULTI_FACETS.indexOf('sample_type');
const SUB_SAMPLE_TYPE = MULTI_FACETS.indexOf('sub_sample_type');
/** The facets whose values are a test's, not the product's. */
const isTestFacet = (facet: number) => facet === SAMPLE_TYPE || facet === SUB_SAMPLE_TYPE;

/** Whether `facet` (a MULTI_FACETS position) asks for all of its chosen values. */
function asksAll(filter: FilterState, facet: number): boolean {
  const name = MULTI_FACETS[facet]!;
  return (MATCH_FACETS as readonly string[]).includes(name) && filter.match[name as MatchFacet] === 'all';
}

/** The wishes about one test of a filter whose chosen codes are `chosen`. */
export function testWishesOf(
  filter: FilterState,
  chosen: ReadonlyArray<readonly number[] | null>,
): TestWishes<number> {
  const parameters = chosen[PARAMETER];
  const samples = chosen[SAMPLE_TYPE];
  const subSamples = chosen[SUB_SAMPLE_TYPE];
  return {
    sampleTypes: samples ? new Set(samples) : null,
    subSampleTypes: subSamples ? new Set(subSamples) : null,
    maxVolume: filter.maxSampleVolume,
    maxTime: filter.maxTimeToResult,
    wishes: !parameters
      ? []
      : asksAll(filter, PARAMETER)
        ? parameters.map((code) => new Set([code]))
        : [new Set(parameters)],
  };
}

/** Set bits of a 32-bit word. */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The set bits of `a & b`, over the words of `b` listed in `at` (its non-zero ones). */
function countAnd(a: Uint32Array, b: Uint32Array, at: NonZeroWords): number {
  let count = 0;
  const { list, length } = at;
  for (let i = 0; i < length; i++) {
    const w = list[i] as number;
    const both = (a[w] as number) & (b[w] as number);
    if (both !== 0) count += bitCount(both);
  }
  return count;
}

/** Positions of a set's non-zero words: a few hundred matches touch few of 40,000 slots' words. */
interface NonZeroWords {
  list: Uint32Array;
  length: number;
}

export interface BitQuestion {
  /** Score per slot from the text index (0: no match), or null to start from every product. */
  scores: Uint16Array | null;
  filter: FilterState;
  /** Per facet (MULTI_FACETS order), the chosen values' codes (-1: a value no product has), or null. */
  chosen: ReadonlyArray<readonly number[] | null>;
  /** The facet (its MULTI_FACETS position) of each code. */
  facetOf(code: number): number;
}

export interface BitAnswer {
  /** The matches, one bit per slot; scratch, valid until the next `answer`. */
  matches: Uint32Array;
  total: number;
  /** Per code, how many results choosing it would give (codes below `codeCount`). */
  counts: Uint32Array;
}

export class FacetBits {
  private words = 0;
  /** Words up to the highest slot ever set: the loops over a set stop there, not at its capacity. */
  private used = 0;
  private readonly byCode: Uint32Array[] = [];
  private held: Uint32Array = new Uint32Array(0);
  private facts: (FacetFacts | undefined)[] = [];
  /** Scratch sets for `answer`, reused so a key allocates nothing that grows with the catalogue. */
  private scratch: Uint32Array[] = [];
  /** Per code, the stamp of the product last counted (`nextStamp`). */
  private stamps = new Uint32Array(0);
  private stamp = 0;
  /** Scratch lists of non-zero words (`nonZeroWords`). */
  private wordLists: Uint32Array[] = [];

  /** Puts a product's codes and facts at its slot (replacing what was there). */
  set(slot: number, facts: FacetFacts): void {
    this.clear(slot);
    this.grow(slot);
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (const code of facts.codes) {
      while (this.byCode.length <= code) this.byCode.push(new Uint32Array(this.words));
      (this.byCode[code] as Uint32Array)[word]! |= bit;
    }
    this.held[word]! |= bit;
    this.facts[slot] = facts;
    if (word >= this.used) this.used = word + 1;
  }

  /** Empties a slot (a removed product). */
  clear(slot: number): void {
    if (this.facts[slot] === undefined) return;
    const word = slot >>> 5;
    const keep = ~(1 << (slot & 31));
    for (const code of (this.facts[slot] as FacetFacts).codes)
      (this.byCode[code] as Uint32Array)[word]! &= keep;
    this.held[word]! &= keep;
    this.facts[slot] = undefined;
  }

  reset(): void {
    this.words = 0;
    this.used = 0;
    this.byCode.length = 0;
    this.held = new Uint32Array(0);
    this.facts = [];
    this.scratch = [];
  }

  private grow(slot: number): void {
    const needed = (slot >>> 5) + 1;
    if (needed <= this.words) return;
    const words = Math.max(needed, this.words * 2, 64);
    const widen = (bits: Uint32Array): Uint32Array => {
      const wider = new Uint32Array(words);
      wider.set(bits);
      return wider;
    };
    for (let code = 0; code < this.byCode.length; code++) this.byCode[code] = widen(this.byCode[code]!);
    this.held = widen(this.held);
    this.scratch = [];
    this.words = words;
  }

  private scratchSet(at: number): Uint32Array {
    while (this.scratch.length <= at) this.scratch.push(new Uint32Array(this.words));
    return this.scratch[at] as Uint32Array;
  }

  /** The matches of `question` and every code's count, over `codeCount` codes. */
  answer(question: BitQuestion, codeCount: number): BitAnswer {
    const words = this.used;
    const { scores, filter, chosen } = question;
    // Base: the text's matches (or every product) within the price range.
    const base = this.scratchSet(0);
    if (scores) {
      base.fill(0);
      const slots = Math.min(scores.length, this.words * 32);
      for (let slot = 0; slot < slots; slot++) if (scores[slot] !== 0) base[slot >>> 5]! |= 1 << (slot & 31);
      for (let w = 0; w < words; w++) base[w]! &= this.held[w] as number;
    } else base.set(this.held);
    const { price } = filter;
    if (price.min !== null || price.max !== null)
      this.keepWhere(base, (facts) => {
        if (facts.price === null) return false;
        return (
          (price.min === null || facts.price >= price.min) && (price.max === null || facts.price <= price.max)
        );
      });
    const wishes = testWishesOf(filter, chosen);
    const aboutTest =
      wishes.sampleTypes !== null ||
      wishes.subSampleTypes !== null ||
      filter.maxSampleVolume !== null ||
      filter.maxTimeToResult !== null;
    // Each product-wide facet's set: products with all (or any) of its chosen values.
    const chosenSets: (Uint32Array | null)[] = chosen.map((codes, facet) => {
      // The parameters' product-wide set is a necessary condition with test conditions too.
      if (!codes || isTestFacet(facet)) return null;
      const all = asksAll(filter, facet);
      const set = this.scratchSet(1 + facet).fill(all ? 0xffffffff : 0);
      for (const code of codes) {
        const bits = code >= 0 ? this.byCode[code] : undefined;
        if (all) for (let w = 0; w < words; w++) set[w]! &= bits ? (bits[w] as number) : 0;
        else if (bits) for (let w = 0; w < words; w++) set[w]! |= bits[w] as number;
      }
      return set;
    });
    const within = (leaveOut: number, into: Uint32Array): Uint32Array => {
      into.set(base);
      chosenSets.forEach((set, facet) => {
        if (set && facet !== leaveOut) for (let w = 0; w < words; w++) into[w]! &= set[w] as number;
      });
      return into;
    };
    const onOneTest = (set: Uint32Array): Uint32Array =>
      aboutTest ? this.keepWhere(set, (facts) => testsMeet(facts.tests, wishes)) : set;
    const candidates = within(-1, this.scratchSet(3 + 2 * chosen.length));
    const matches = this.scratchSet(1 + chosen.length);
    matches.set(candidates);
    onOneTest(matches);
    // A product-wide facet's counts: "all of these" adds the value to the matches; "any of
    // these" (and method, area) puts it in place of the facet's own choice.
    const contexts = chosenSets.map((set, facet) =>
      set && !asksAll(filter, facet)
        ? onOneTest(within(facet, this.scratchSet(2 + chosen.length + facet)))
        : matches,
    );
    const counts = new Uint32Array(codeCount);
    const nonZero = new Map<Uint32Array, NonZeroWords>();
    const wordsOf = (set: Uint32Array): NonZeroWords => {
      let at = nonZero.get(set);
      if (!at) nonZero.set(set, (at = this.nonZeroWords(set, nonZero.size)));
      return at;
    };
    for (let code = 0; code < codeCount; code++) {
      const facet = question.facetOf(code);
      if (isTestFacet(facet) || (facet === PARAMETER && aboutTest)) continue;
      const bits = this.byCode[code];
      const context = contexts[facet] as Uint32Array;
      if (bits) counts[code] = countAnd(bits, context, wordsOf(context));
    }
    // The counts about one test, product by product (only those that pass everything else):
    // the parameters its meeting tests measure, and the sample and sub-sample types that would
    // meet the wishes in place of their facet's choice. A stamp per code counts each value once
    // per product without a set.
    if (this.stamps.length < codeCount) this.stamps = new Uint32Array(codeCount * 2);
    const stamps = this.stamps;
    const allParameters = asksAll(filter, PARAMETER);
    const allWished = wishes.wishes.flatMap((wish) => [...wish]);
    const countParameters = (facts: FacetFacts) => {
      const stamp = this.nextStamp();
      let fresh = 0;
      for (const test of facts.tests)
        if (meetsTestConditions(test, wishes))
          for (let i = 0; i < test.parameters.length; i++) {
            const code = test.parameters[i]!;
            if (stamps[code] !== stamp) {
              stamps[code] = stamp;
              fresh++;
            }
          }
      if (fresh === 0 || (allParameters && !allWished.every((code) => stamps[code] === stamp))) return;
      for (const test of facts.tests)
        if (meetsTestConditions(test, wishes))
          for (let i = 0; i < test.parameters.length; i++) {
            const code = test.parameters[i]!;
            if (stamps[code] === stamp) {
              stamps[code] = 0;
              counts[code]!++;
            }
          }
    };
    if (aboutTest)
      // "All": a value joins the wishes, so only products meeting them count; "any": it replaces them.
      this.forEachSlot(
        allParameters ? candidates : within(PARAMETER, this.scratchSet(2 + 2 * chosen.length)),
        countParameters,
      );
    for (const facet of [SAMPLE_TYPE, SUB_SAMPLE_TYPE]) {
      const field = facet === SAMPLE_TYPE ? 'sampleTypes' : 'subSampleTypes';
      const other = facet === SAMPLE_TYPE ? wishes.subSampleTypes : wishes.sampleTypes;
      if (
        wishes.wishes.length === 0 &&
        other === null &&
        filter.maxSampleVolume === null &&
        filter.maxTimeToResult === null
      ) {
        // Nothing else about a test: a value counts the candidates that have it.
        for (let code = 0; code < codeCount; code++) {
          const bits = this.byCode[code];
          if (bits && question.facetOf(code) === facet)
            counts[code] = countAnd(bits, candidates, wordsOf(candidates));
        }
        continue;
      }
      const one = new Set<number>();
      const withOne: TestWishes<number> = { ...wishes, [field]: one };
      this.forEachSlot(candidates, (facts) => {
        const stamp = this.nextStamp();
        const count = (code: number) => {
          if (stamps[code] === stamp) return;
          stamps[code] = stamp;
          one.clear();
          one.add(code);
          if (testsMeet(facts.tests, withOne)) counts[code]!++;
        };
        for (const test of facts.tests)
          if (facet === SAMPLE_TYPE) count(test.sampleType);
          else for (let i = 0; i < test.subSampleTypes.length; i++) count(test.subSampleTypes[i]!);
      });
    }
    let total = 0;
    for (let w = 0; w < words; w++) if (matches[w] !== 0) total += bitCount(matches[w] as number);
    return { matches, total, counts };
  }

  /** The non-zero words of `set`, listed in scratch list `at` (reused by every answer). */
  private nonZeroWords(set: Uint32Array, at: number): NonZeroWords {
    while (this.wordLists.length <= at) this.wordLists.push(new Uint32Array(0));
    if ((this.wordLists[at] as Uint32Array).length < this.used)
      this.wordLists[at] = new Uint32Array(this.words);
    const list = this.wordLists[at] as Uint32Array;
    let length = 0;
    for (let w = 0; w < this.used; w++) if (set[w] !== 0) list[length++] = w;
    return { list, length };
  }

  private nextStamp(): number {
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /** Clears the members of `set` whose facts fail `keep`; returns `set`. */
  private keepWhere(set: Uint32Array, keep: (facts: FacetFacts) => boolean): Uint32Array {
    for (let w = 0; w < this.used; w++) {
      let bits = set[w] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        if (!keep(this.facts[w * 32 + (31 - Math.clz32(low))] as FacetFacts)) set[w]! &= ~low;
        bits ^= low;
      }
    }
    return set;
  }

  private forEachSlot(set: Uint32Array, visit: (facts: FacetFacts) => void): void {
    for (let w = 0; w < this.used; w++) {
      let bits = set[w] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        visit(this.facts[w * 32 + (31 - Math.clz32(low))] as FacetFacts);
        bits ^= low;
      }
    }
  }
}

/** Whether `slot` is in the bit set. */
export function hasBit(bits: Uint32Array, slot: number): boolean {
  return (((bits[slot >>> 5] ?? 0) >>> (slot & 31)) & 1) === 1;
}
