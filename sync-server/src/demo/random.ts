// Seeded pseudo-random numbers for the demo data. Every product draws from its own stream,
// derived from (seed, product number, purpose), so product 17 is the same whether 60 or
// 40,000 products are generated, and changing how links are drawn never shifts a product.

/** Mixes integers into one well-spread 32-bit seed (a murmur3-style finaliser per input). */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Real number in [min, max). */
  real(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order (count is clamped to the list length). */
  pickSome<T>(items: readonly T[], count: number): T[];
}

/** Mulberry32: tiny, fast and good enough for believable demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    real: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    pickSome<T>(items: readonly T[], count: number): T[] {
      const wanted = Math.max(0, Math.min(count, items.length));
      // Selection sampling (Knuth's algorithm S) keeps the original order without a shuffle.
      const chosen: T[] = [];
      for (let i = 0; i < items.length && chosen.length < wanted; i++) {
        if (next() * (items.length - i) < wanted - chosen.length) chosen.push(items[i] as T);
      }
      return chosen;
    },
  };
}
