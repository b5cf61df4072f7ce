// The cost calculator's inputs, kept on the device as the user's draft `costs` (useDraft of
// session/drafts.ts: per user, removed at sign-out), one set per product: the same product keeps
// its figures in every comparison it is in, and across reloads. Only what the user changed from
// the product's own figures is kept, so no catalogue figure (a premium price) stays on the device
// through it. Only valid sets are stored: a field typed wrong shows its error and the last good
// figures stay.
import { useCallback, useMemo } from 'react';
import { useDraft } from '../../session/drafts.ts';
import { COST_FIELDS, readInputs, type CostInputs } from './cost-calculator.ts';

export const COST_DRAFT = 'costs';

/** Most products whose figures are kept; the oldest go first. */
const MAX_KEPT = 200;

type Kept = Record<string, Partial<CostInputs>>;

const NONE: Kept = {};

/** What `inputs` changes of `base`. */
export function changedFrom(base: CostInputs, inputs: CostInputs): Partial<CostInputs> {
  const changed: Partial<CostInputs> = {};
  for (const field of COST_FIELDS) if (inputs[field] !== base[field]) changed[field] = inputs[field];
  if (inputs.financing !== base.financing) changed.financing = inputs.financing;
  return changed;
}

/**
 * The inputs per product id of `base` (the products' own figures): the stored ones where the user
 * entered some, else the product's own; and how to change one.
 */
export function useCostInputs(userId: string | undefined, base: ReadonlyMap<string, CostInputs>) {
  const [stored, store] = useDraft<unknown>(userId, COST_DRAFT, NONE);
  const kept: Kept =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Kept) : NONE;
  const inputs = useMemo(() => {
    const found = new Map<string, CostInputs>();
    for (const [id, start] of base)
      found.set(id, kept[id] === undefined ? start : readInputs(kept[id], start));
    return found as ReadonlyMap<string, CostInputs>;
  }, [kept, base]);
  const change = useCallback(
    (productId: string, next: CostInputs) => {
      const start = base.get(productId);
      if (!start) return;
      const { [productId]: _previous, ...others } = kept;
      const changed = changedFrom(start, next);
      const entries = Object.entries(others).slice(-(MAX_KEPT - 1));
      if (Object.keys(changed).length > 0) entries.push([productId, changed]);
      store(Object.fromEntries(entries));
    },
    [base, kept, store],
  );
  return { inputs, change };
}
