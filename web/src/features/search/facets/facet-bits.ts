// The facet filter and counts of a key as bit sets over the text index's slots (typed
// to painted). The text index scores every slot; the matches, and for each facet value how many
// results choosing it would give (the other facets applied, facet-index.ts's rule), are then
// word-wide ANDs and bit counts over one bit set per value, never an array or a lookup per
// match. facet-index.ts stays the one place values are coded; this only mirrors each held
// product's codes and range facts at its slot, kept by search-catalogue.ts as products change.
import type { FacetFacts } from './facet-index.ts';
import { passesRanges } from './facet-index.ts';
import type { FilterState } from './filter-state.ts';

/** Set bits of a 32-bit word. */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function countAnd(a: Uint32Array, b: Uint32Array, words: number): number {
  let count = 0;
  for (let w = 0; w < words; w++) {
    const both = (a[w] as number) & (b[w] as number);
    if (both !== 0) count += bitCount(both);
  }
  return count;
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
  private readonly byCode: Uint32Array[] = [];
  private held: Uint32Array = new Uint32Array(0);
  private facts: (FacetFacts | undefined)[] = [];
  /** Scratch sets for `answer`, reused so a key allocates nothing that grows with the catalogue. */
  private scratch: Uint32Array[] = [];

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
    const { words } = this;
    const { scores, filter, chosen } = question;
    // Base: the text's matches (or every product) within the filter's limits.
    const base = this.scratchSet(0);
    if (scores) {
      base.fill(0);
      const slots = Math.min(scores.length, words * 32);
      for (let slot = 0; slot < slots; slot++) if (scores[slot] !== 0) base[slot >>> 5]! |= 1 << (slot & 31);
      for (let w = 0; w < words; w++) base[w]! &= this.held[w] as number;
    } else base.set(this.held);
    const { maxSampleVolume, maxTimeToResult, price } = filter;
    if (maxSampleVolume !== null || maxTimeToResult !== null || price.min !== null || price.max !== null) {
      for (let w = 0; w < words; w++) {
        let bits = base[w] as number;
        while (bits !== 0) {
          const low = bits & -bits;
          const slot = w * 32 + (31 - Math.clz32(low));
          if (!passesRanges(this.facts[slot] as FacetFacts, filter)) base[w]! &= ~low;
          bits ^= low;
        }
      }
    }
    // Each chosen facet's set: products with any chosen value of it.
    const chosenSets: (Uint32Array | null)[] = chosen.map((codes, facet) => {
      if (!codes) return null;
      const set = this.scratchSet(1 + facet).fill(0);
      for (const code of codes) {
        const bits = code >= 0 ? this.byCode[code] : undefined;
        if (bits) for (let w = 0; w < words; w++) set[w]! |= bits[w] as number;
      }
      return set;
    });
    // The matches pass every chosen facet; a facet's own counts leave its own choice out.
    const within = (leaveOut: number, into: Uint32Array): Uint32Array => {
      into.set(base);
      chosenSets.forEach((set, facet) => {
        if (set && facet !== leaveOut) for (let w = 0; w < words; w++) into[w]! &= set[w] as number;
      });
      return into;
    };
    const matches = within(-1, this.scratchSet(1 + chosen.length));
    const contexts = chosenSets.map((set, facet) =>
      set ? within(facet, this.scratchSet(2 + chosen.length + facet)) : matches,
    );
    const counts = new Uint32Array(codeCount);
    for (let code = 0; code < codeCount; code++) {
      const bits = this.byCode[code];
      if (bits) counts[code] = countAnd(bits, contexts[question.facetOf(code)] as Uint32Array, words);
    }
    let total = 0;
    for (let w = 0; w < words; w++) if (matches[w] !== 0) total += bitCount(matches[w] as number);
    return { matches, total, counts };
  }
}

/** Whether `slot` is in the bit set. */
export function hasBit(bits: Uint32Array, slot: number): boolean {
  return (((bits[slot >>> 5] ?? 0) >>> (slot & 31)) & 1) === 1;
}
