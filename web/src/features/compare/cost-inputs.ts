// The cost calculator's inputs, kept on the device as the user's draft `costs` (session/drafts.ts:
// per user, removed at sign-out), one set per product: the same product keeps its figures in
// every comparison it is in, and across reloads. Only what the user changed from the product's
// own figures is kept, so no catalogue figure (a premium price) stays on the device through it.
// Only valid sets are stored: a field typed wrong shows its error and the last good figures stay.
import { useCallback, useMemo, useState } from 'react';
import { loadDraft, saveDraft } from '../../session/drafts.ts';
import { COST_FIELDS, readInputs, type CostInputs } from './cost-calculator.ts';

export const COST_DRAFT = 'costs';

/** Most products whose figures are kept; the oldest go first. */
const MAX_KEPT = 200;

type Kept = Record<string, Partial<CostInputs>>;

function readAll(storage: Storage, userId: string): Kept {
  const value = loadDraft<unknown>(storage, userId, COST_DRAFT);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Kept) : {};
}

/** What `inputs` changes of `base`. */
export function changedFrom(base: CostInputs, inputs: CostInputs): Partial<CostInputs> {
  const changed: Partial<CostInputs> = {};
  for (const field of COST_FIELDS) if (inputs[field] !== base[field]) changed[field] = inputs[field];
  if (inputs.financing !== base.financing) changed.financing = inputs.financing;
  return changed;
}

/** The stored inputs of `productId` on top of `base` (the product's own figures), or undefined. */
export function storedInputs(storage: Storage, userId: string, productId: string, base: CostInputs) {
  const raw = readAll(storage, userId)[productId];
  return raw === undefined ? undefined : readInputs(raw, base);
}

export function storeInputs(
  storage: Storage,
  userId: string,
  productId: string,
  base: CostInputs,
  inputs: CostInputs,
): void {
  const { [productId]: _previous, ...others } = readAll(storage, userId);
  const kept = Object.entries(others).slice(-(MAX_KEPT - 1));
  const changed = changedFrom(base, inputs);
  const entries = Object.keys(changed).length > 0 ? [...kept, [productId, changed]] : kept;
  saveDraft(storage, userId, COST_DRAFT, Object.fromEntries(entries));
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
      const start = base.get(productId);
      if (userId && start) storeInputs(window.localStorage, userId, productId, start, next);
      setVersion((count) => count + 1);
    },
    [userId, base],
  );
  return { inputs, change };
}
