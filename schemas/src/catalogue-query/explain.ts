// Why a query found nothing, and what would find something: the condition that removed the last
// candidates (applying the conditions in the order they were asked) and the nearest relaxations,
// each with the number of products it would give. Works on the catalogue's index
// (catalogue-index.ts); a loosened bound is searched among the few products the other
// conditions leave.
import type { Product } from '../collections/product.schema.ts';
import type { Condition } from './conditions.ts';
import { countBits, hasBit, type Bits } from './bitset.ts';
import { candidatesOf, catalogueIndex, type CatalogueIndex } from './catalogue-index.ts';
import {
  candidatesOfAll,
  candidatesWithoutEach,
  countAmong,
  matchingAmong,
  smallestFitting,
} from './evaluate.ts';

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
  const sets = conditions.map((c) => candidatesOf(c, index));
  // Each prefix's matches are a subset of the previous prefix's: narrow step by step.
  let blocking: Condition | null = null;
  let candidates = index.all;
  for (let n = 1; n <= conditions.length; n++) {
    candidates = matchingAmong(
      conditions.slice(0, n),
      candidatesOfAll([candidates, sets[n - 1]!], index),
      index,
    );
    if (countBits(candidates) === 0) {
      blocking = conditions[n - 1]!;
      break;
    }
  }
  const relaxations: Relaxation[] = [];
  const withoutEach = candidatesWithoutEach(sets, index);
  conditions.forEach((condition, at) => {
    const others = conditions.filter((_, i) => i !== at);
    const count = countAmong(others, withoutEach[at]!, index);
    if (count === 0) return;
    const loosened = loosen(condition, others, withoutEach[at]!, index);
    if (loosened) {
      const relaxed = conditions.map((c, i) => (i === at ? loosened : c));
      const among = candidatesOfAll([withoutEach[at]!, candidatesOf(loosened, index)], index);
      const found = countAmong(relaxed, among, index);
      if (found > 0) relaxations.push({ conditions: relaxed, change: { loosened }, count: found });
    }
    relaxations.push({ conditions: others, change: { removed: condition }, count });
  });
  // Nothing is one step away: offer dropping two conditions.
  if (relaxations.length === 0)
    conditions.forEach((first, i) =>
      conditions.forEach((second, j) => {
        if (j <= i) return;
        const others = conditions.filter((_, k) => k !== i && k !== j);
        const among = candidatesOfAll(
          sets.filter((_, k) => k !== i && k !== j),
          index,
        );
        const count = countAmong(others, among, index);
        if (count > 0) relaxations.push({ conditions: others, change: { removed: [first, second] }, count });
      }),
    );
  // Loosened bounds first (closest to what was asked), then the fewest extra products.
  relaxations.sort(
    (a, b) => Number('removed' in a.change) - Number('removed' in b.change) || a.count - b.count,
  );
  return { blocking, relaxations: relaxations.slice(0, MAX_RELAXATIONS) };
}

/**
 * A volume, time or price bound moved to the nearest value some candidate meets with the other
 * conditions (`candidates`: the others' candidate sets intersected).
 */
function loosen(
  condition: Condition,
  others: readonly Condition[],
  candidates: Bits,
  index: CatalogueIndex,
): Condition | null {
  if (condition.kind === 'max_volume') {
    const ul = smallestFitting(others, candidates, index, 'sample_volume_ul');
    return ul === null ? null : { kind: 'max_volume', ul };
  }
  if (condition.kind === 'max_time') {
    const minutes = smallestFitting(others, candidates, index, 'time_to_result_min');
    return minutes === null ? null : { kind: 'max_time', minutes };
  }
  if (condition.kind === 'price' && condition.max !== null) {
    // The cheapest product at or above the lower bound that matches the others.
    const matching = matchingAmong(others, candidates, index);
    const { values, positions } = index.price;
    for (let i = 0; i < values.length; i++)
      if ((condition.min === null || values[i]! >= condition.min) && hasBit(matching, positions[i]!))
        return { ...condition, max: values[i]! };
  }
  return null;
}
