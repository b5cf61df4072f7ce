// Why a query found nothing, and what would find something: the condition that removed the last
// candidates (applying the conditions in the order they were asked) and the nearest relaxations,
// each with the number of products it would give. Every count is a match set of the catalogue's
// index (catalogue-index.ts); a loosened bound is read off the products the other conditions
// leave.
import type { Product } from '../collections/product.schema.ts';
import type { Condition } from './conditions.ts';
import { countBits, hasBit, type Bits } from './bitset.ts';
import { catalogueIndex, matchSet, type CatalogueIndex } from './catalogue-index.ts';
import { smallestFitting } from './evaluate.ts';

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
  const index = catalogueIndex(products);
  const count = (list: readonly Condition[]) => countBits(matchSet(list, index));
  // The first prefix that finds nothing ends with the blocking condition.
  const firstEmpty = conditions.findIndex((_, at) => count(conditions.slice(0, at + 1)) === 0);
  const blocking = firstEmpty === -1 ? null : conditions[firstEmpty]!;
  const relaxations: Relaxation[] = [];
  conditions.forEach((condition, at) => {
    const others = conditions.filter((_, i) => i !== at);
    const withoutIt = matchSet(others, index);
    const found = countBits(withoutIt);
    if (found === 0) return;
    const loosened = loosen(condition, others, withoutIt, index);
    if (loosened) {
      const relaxed = conditions.map((c, i) => (i === at ? loosened : c));
      const loosenedCount = count(relaxed);
      if (loosenedCount > 0)
        relaxations.push({ conditions: relaxed, change: { loosened }, count: loosenedCount });
    }
    relaxations.push({ conditions: others, change: { removed: condition }, count: found });
  });
  // Nothing is one step away: offer dropping two conditions.
  if (relaxations.length === 0)
    conditions.forEach((first, i) =>
      conditions.forEach((second, j) => {
        if (j <= i) return;
        const others = conditions.filter((_, k) => k !== i && k !== j);
        const found = count(others);
        if (found > 0)
          relaxations.push({ conditions: others, change: { removed: [first, second] }, count: found });
      }),
    );
  // Loosened bounds first (closest to what was asked), then the fewest extra products.
  relaxations.sort(
    (a, b) => Number('removed' in a.change) - Number('removed' in b.change) || a.count - b.count,
  );
  return { blocking, relaxations: relaxations.slice(0, MAX_RELAXATIONS) };
}

/**
 * A volume, time or price bound moved to the nearest value some product meets with the other
 * conditions (`matching`: the products that match the others).
 */
function loosen(
  condition: Condition,
  others: readonly Condition[],
  matching: Bits,
  index: CatalogueIndex,
): Condition | null {
  if (condition.kind === 'max_volume') {
    const ul = smallestFitting(others, matching, index, 'sample_volume_ul');
    return ul === null ? null : { kind: 'max_volume', ul };
  }
  if (condition.kind === 'max_time') {
    const minutes = smallestFitting(others, matching, index, 'time_to_result_min');
    return minutes === null ? null : { kind: 'max_time', minutes };
  }
  if (condition.kind === 'price' && condition.max !== null) {
    // The cheapest product at or above the lower bound that matches the others.
    const { values, positions } = index.price;
    for (let i = 0; i < values.length; i++)
      if ((condition.min === null || values[i]! >= condition.min) && hasBit(matching, positions[i]!))
        return { ...condition, max: values[i]! };
  }
  return null;
}
