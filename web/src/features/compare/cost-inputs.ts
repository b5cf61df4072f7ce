// The cost calculator's inputs, kept on the device in localStorage under the user's id, one set
// per product (the same product keeps its figures in every comparison it is in, and across
// reloads). Only valid sets are stored: a field typed wrong shows its error and the last good
// figures stay.
import { useCallback, useMemo, useState } from 'react';
import { readInputs, type CostInputs } from './cost-calculator.ts';

export const COST_INPUTS_KEY_PREFIX = 'poct-atlas.costs.';

export function costInputsKey(userId: string): string {
  return `${COST_INPUTS_KEY_PREFIX}${userId}`;
}

/** Most products whose figures are kept; the oldest go first. */
const MAX_KEPT = 200;

function readAll(storage: Storage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The stored inputs of `productId` on top of `base` (the product's own figures), or undefined. */
export function storedInputs(storage: Storage, userId: string, productId: string, base: CostInputs) {
  const raw = readAll(storage, costInputsKey(userId))[productId];
  return raw === undefined ? undefined : readInputs(raw, base);
}

export function storeInputs(storage: Storage, userId: string, productId: string, inputs: CostInputs): void {
  const key = costInputsKey(userId);
  const { [productId]: _previous, ...others } = readAll(storage, key);
  const kept = Object.entries(others).slice(-(MAX_KEPT - 1));
  storage.setItem(key, JSON.stringify(Object.fromEntries([...kept, [productId, inputs]])));
}

/**
 * The inputs per product id of `base` (the products' own figures): the stored ones where the user
 * entered some, else the product's own; and how to change one.
 */
export function useCostInputs(userId: string | undefined, base: ReadonlyMap<string, CostInputs>) {
  const [version, setVersion] = useState(0);
  const inputs = useMemo(() => {
    void version;
    const found = new Map<string, CostInputs>();
    for (const [id, start] of base) {
      found.set(id, (userId && storedInputs(window.localStorage, userId, id, start)) || start);
    }
    return found as ReadonlyMap<string, CostInputs>;
  }, [userId, base, version]);
  const change = useCallback(
    (productId: string, next: CostInputs) => {
      if (userId) storeInputs(window.localStorage, userId, productId, next);
      setVersion((count) => count + 1);
    },
    [userId],
  );
  return { inputs, change };
}
