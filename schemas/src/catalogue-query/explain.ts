// Why a query found nothing, and what would find something: the condition that removed the last
// candidates (applying the conditions in the order they were asked) and the nearest relaxations,
// each with the number of products it would give.
import type { Product } from '../collections/product.schema.ts';
import type { Condition } from './conditions.ts';
import { countQuery, filterQuery, filterWithoutEach, nearMatches } from './evaluate.ts';

export interface Relaxation {
  /** The conditions after relaxing: one removed, or a bound loosened to the nearest value that finds something. */
  conditions: Condition[];
  /** What changed: the removed condition, or the loosened bound. */
  change: { removed: Condition | [Condition, Condition] } | { loosened: Condition };
  count: number;
}

export interface NoMatchExplanation {
  /** The condition whose addition left no candidates (null: the catalogue is empty). */
  blocking: Condition | null;
  relaxations: Relaxation[];
}

const MAX_RELAXATIONS = 3;

export function explainNoMatch(
  conditions: readonly Condition[],
  products: readonly Product[],
): NoMatchExplanation {
  // Each prefix's matches are a subset of the previous prefix's: narrow step by step.
  let blocking: Condition | null = null;
  let candidates: readonly Product[] = products;
  for (let n = 1; n <= conditions.length; n++) {
    candidates = filterQuery(conditions.slice(0, n), candidates);
    if (candidates.length === 0) {
      blocking = conditions[n - 1]!;
      break;
    }
  }
  const relaxations: Relaxation[] = [];
  const withoutEach = filterWithoutEach(conditions, products);
  conditions.forEach((condition, at) => {
    const others = conditions.filter((_, i) => i !== at);
    // Everything that matches with the condition relaxed also matches the others alone.
    const withoutIt = withoutEach[at]!;
    if (withoutIt.length === 0) return;
    const loosened = loosen(condition, others, withoutIt);
    if (loosened) {
      const relaxed = conditions.map((c, i) => (i === at ? loosened : c));
      const count = countQuery(relaxed, withoutIt);
      if (count > 0) relaxations.push({ conditions: relaxed, change: { loosened }, count });
    }
    relaxations.push({ conditions: others, change: { removed: condition }, count: withoutIt.length });
  });
  // Nothing is one step away: offer dropping two conditions (counted among the products that
  // miss at most two necessary checks, a superset of every answer without two conditions).
  const near = relaxations.length === 0 ? nearMatches(conditions, products, 2) : [];
  if (relaxations.length === 0)
    conditions.forEach((first, i) =>
      conditions.forEach((second, j) => {
        if (j <= i) return;
        const others = conditions.filter((_, k) => k !== i && k !== j);
        const count = countQuery(others, near);
        if (count > 0) relaxations.push({ conditions: others, change: { removed: [first, second] }, count });
      }),
    );
  // Loosened bounds first (closest to what was asked), then the fewest extra products.
  relaxations.sort(
    (a, b) => Number('removed' in a.change) - Number('removed' in b.change) || a.count - b.count,
  );
  return { blocking, relaxations: relaxations.slice(0, MAX_RELAXATIONS) };
}

/** A volume, time or price bound moved to the nearest value some product meets with the other conditions. */
function loosen(
  condition: Condition,
  others: readonly Condition[],
  products: readonly Product[],
): Condition | null {
  if (condition.kind === 'max_volume') {
    const volumes = products.flatMap((p) => p.sub_products.map((t) => t.sample_volume_ul));
    return nearest(volumes, condition.ul, (ul) => ({ kind: 'max_volume', ul }), others, products);
  }
  if (condition.kind === 'max_time') {
    const times = products.flatMap((p) => p.sub_products.map((t) => t.time_to_result_min));
    return nearest(times, condition.minutes, (minutes) => ({ kind: 'max_time', minutes }), others, products);
  }
  if (condition.kind === 'price' && condition.max !== null) {
    const prices = products.map((p) => p.price.default);
    return nearest(prices, condition.max, (max) => ({ ...condition, max }), others, products);
  }
  return null;
}

/** The smallest value above `current` that finds something (the count grows with the bound: binary search). */
function nearest(
  values: number[],
  current: number,
  make: (value: number) => Condition,
  others: readonly Condition[],
  products: readonly Product[],
): Condition | null {
  const sorted = [...new Set(values.filter((v) => v > current))].sort((a, b) => a - b);
  let found: Condition | null = null;
  for (let lo = 0, hi = sorted.length - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    const candidate = make(sorted[mid]!);
    if (countQuery([...others, candidate], products) > 0) {
      found = candidate;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return found;
}
