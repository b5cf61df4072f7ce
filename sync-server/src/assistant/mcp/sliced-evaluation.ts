// Catalogue-wide work of the MCP tools and the assistant, in pieces, so that one call never holds
// the event loop for long (at 40,000 products one pass over the whole catalogue takes up to
// hundreds of milliseconds, and every other request waited). The catalogue is cut into slices of
// SLICE_SIZE products, each with its own index (catalogueIndex, built on a slice's first use and
// kept while the snapshot lives); the evaluation goes slice by slice and lets other work run
// (setImmediate) once the budget of this turn of the event loop is used. The budget is shared by
// every call in the process: calls that resume in one turn share it, so many at once do not each
// take a budget of their own before timers and I/O get their turn. The answers are those of the
// whole catalogue: totals add up, and the first matches are merged in the answer's order (by name,
// or by the sort the conditions ask for, then name; ties in catalogue order, as the whole
// catalogue's stable sort keeps them).
import {
  evaluateQuery,
  firstMatches,
  sortOf,
  sortValue,
  type Condition,
  type Product,
  type QueryMatch,
} from '@poct/schemas';

export const SLICE_SIZE = 250;
/** Milliseconds of work before other requests get their turn. */
const BUDGET_MS = 1;
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const slicesByCatalogue = new WeakMap<readonly Product[], readonly (readonly Product[])[]>();

function slicesOf(products: readonly Product[]): readonly (readonly Product[])[] {
  let slices = slicesByCatalogue.get(products);
  if (!slices) {
    const cut: Product[][] = [];
    for (let at = 0; at < products.length; at += SLICE_SIZE) cut.push(products.slice(at, at + SLICE_SIZE));
    slices = cut;
    slicesByCatalogue.set(products, slices);
  }
  return slices;
}

/** Resolves at once while the budget lasts, else after other callbacks have had a turn. */
export type Pace = () => Promise<void>;

let turnStarted = performance.now();
let nextTurn: Promise<void> | undefined;

/** One setImmediate for every call waiting now; when it runs, a new turn's budget starts. */
function awaitNextTurn(): Promise<void> {
  nextTurn ??= new Promise((resolve) =>
    setImmediate(() => {
      nextTurn = undefined;
      turnStarted = performance.now();
      resolve();
    }),
  );
  return nextTurn;
}

/** The process's pace: waits for the next turn while this turn's budget is used. */
export const sharedPace: Pace = async () => {
  while (performance.now() - turnStarted >= BUDGET_MS) await awaitNextTurn();
};

/** firstMatches over the whole catalogue: how many match, and the first `limit` in the answer's order. */
export async function firstMatchesInSlices(
  conditions: readonly Condition[],
  products: readonly Product[],
  limit: number,
  pace: Pace = sharedPace,
): Promise<{ total: number; matches: QueryMatch[] }> {
  let total = 0;
  const heads: QueryMatch[][] = [];
  for (const slice of slicesOf(products)) {
    await pace();
    const found = firstMatches(conditions, slice, limit);
    total += found.total;
    if (found.matches.length > 0) heads.push(found.matches);
  }
  // Merge the slices' sorted heads; on equal keys the earlier slice first.
  const by = sortOf(conditions);
  const before = (a: QueryMatch, b: QueryMatch) =>
    (by ? sortValue(a, by) - sortValue(b, by) : 0) || collator.compare(a.product.name, b.product.name);
  const matches: QueryMatch[] = [];
  const at = heads.map(() => 0);
  while (matches.length < limit) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const candidate = heads[i]![at[i]!];
      if (!candidate) continue;
      if (best < 0 || before(candidate, heads[best]![at[best]!]!) < 0) best = i;
    }
    if (best < 0) break;
    matches.push(heads[best]![at[best]!]!);
    at[best]!++;
    await pace();
  }
  return { total, matches };
}

/** Visits every match (in no particular order); resolves to how many there were. */
export async function forEachMatchInSlices(
  conditions: readonly Condition[],
  products: readonly Product[],
  visit: (match: QueryMatch) => void,
  pace: Pace = sharedPace,
): Promise<number> {
  let total = 0;
  for (const slice of slicesOf(products)) {
    await pace();
    const matches = evaluateQuery(conditions, slice);
    for (const match of matches) visit(match);
    total += matches.length;
  }
  return total;
}
