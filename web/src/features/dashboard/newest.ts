// The dashboard's "Recent changes" from the product mirror: one walk over the documents keeping
// the few newest, instead of sorting all of them on every refresh. Pure, so the bench
// (bench/figures/workspace.ts) times the same code.

/**
 * The `count` newest of `items` (ties: the earlier in `items` first), without sorting them all.
 * `at` is an ISO timestamp: those order alike by code unit and by collation, and the code-unit
 * comparison is the cheap one.
 */
export function newest<T>(items: readonly T[], count: number, at: (item: T) => string): T[] {
  const top: T[] = [];
  for (const item of items) {
    if (top.length === count && at(item) <= at(top[count - 1]!)) continue;
    let index = top.length;
    while (index > 0 && at(item) > at(top[index - 1]!)) index--;
    top.splice(index, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}
