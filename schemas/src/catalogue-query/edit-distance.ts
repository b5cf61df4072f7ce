// Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early once the
// distance exceeds `limit`: "Troponni" is one step from "troponin", "Bluetoth" one from "bluetooth".
export function withinDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return false;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]! <= limit;
}

/** Typos allowed for a word of this length: none below 5 letters, one up to 8, then two. */
export function typoLimit(word: string): number {
  return word.length < 5 ? 0 : word.length < 9 ? 1 : 2;
}
