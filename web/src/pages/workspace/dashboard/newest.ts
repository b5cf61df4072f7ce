// The dashboard's "Recent changes" from the product mirror: one walk over the documents keeping
// the few newest, instead of sorting all of them on every refresh (issue 15). Pure, so the bench
// (bench/figures/workspace.ts) times the same code.

/** The `count` newest of `items` (ties: the earlier in `items` first), without sorting them all. */
export function newest<T>(items: readonly T[], count: number, at: (item: T) => string): T[] {
  const top: T[] = [];
  for (const item of items) {
    if (top.length === count && at(item).localeCompare(at(top[count - 1]!)) <= 0) continue;
    let index = top.length;
    while (index > 0 && at(item).localeCompare(at(top[index - 1]!)) > 0) index--;
    top.splice(index, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}
