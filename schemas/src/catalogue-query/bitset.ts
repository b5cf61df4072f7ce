// Sets of catalogue positions as bit arrays (catalogue-index.ts): at 40,000 products one set is
// 1,250 words, so intersecting a question's conditions costs microseconds.
export type Bits = Uint32Array;

export function emptyBits(size: number): Bits {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBits(size: number): Bits {
  const bits = emptyBits(size).fill(0xffffffff);
  const tail = size & 31;
  if (tail) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export function addBit(bits: Bits, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

export function hasBit(bits: Bits, position: number): boolean {
  return (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
}

/** A new set: every given set's members (an empty list: `all`). */
export function intersect(sets: readonly Bits[], all: Bits): Bits {
  const out = Uint32Array.from(sets[0] ?? all);
  for (let s = 1; s < sets.length; s++) {
    const other = sets[s]!;
    for (let w = 0; w < out.length; w++) out[w]! &= other[w]!;
  }
  return out;
}

export function union(sets: readonly Bits[], size: number): Bits {
  const out = emptyBits(size);
  for (const set of sets) for (let w = 0; w < out.length; w++) out[w]! |= set[w]!;
  return out;
}

/** `all` without the members of `set`. */
export function complement(set: Bits, all: Bits): Bits {
  return all.map((word, w) => word & ~set[w]!);
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let word of bits) {
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with each member in ascending order. */
export function forEachPosition(bits: Bits, visit: (position: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
