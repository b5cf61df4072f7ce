// The products a user picked for a comparison report. Kept in localStorage under the user's id,
// so the choice survives paging through results, moving between pages and reloads, and another
// tab of the same user sees it change (storage events). Holds ids only: the report reads the
// products from the local database when it is opened, so a renamed product shows its new name.
import { COMPARISON_MAX_PRODUCTS } from '@poct/schemas';

export const SELECTION_KEY_PREFIX = 'poct-atlas.compare.';

export type AddResult = 'added' | 'already' | 'full';

export interface SelectionSnapshot {
  ids: readonly string[];
  /** The product last refused because the selection was full; cleared by the next change. */
  refused: string | null;
}

export interface ComparisonSelection {
  readonly max: number;
  getSnapshot(): SelectionSnapshot;
  subscribe(listener: () => void): () => void;
  add(id: string): AddResult;
  remove(id: string): void;
  /** Adds or removes; adding to a full selection is refused and reported. */
  toggle(id: string): AddResult | 'removed';
  clear(): void;
}

export function selectionKey(userId: string): string {
  return `${SELECTION_KEY_PREFIX}${userId}`;
}

function parse(raw: string | null, max: number): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && id !== '');
    // A limit lowered since, or an edited entry: keep the first ones, once each.
    return [...new Set(ids)].slice(0, max);
  } catch {
    return [];
  }
}

export function createSelection(
  storage: Storage,
  userId: string,
  max: number = COMPARISON_MAX_PRODUCTS,
): ComparisonSelection & { dispose(): void } {
  const key = selectionKey(userId);
  const listeners = new Set<() => void>();
  let snapshot: SelectionSnapshot = { ids: parse(storage.getItem(key), max), refused: null };

  const publish = (next: SelectionSnapshot): void => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const write = (ids: string[]): void => {
    if (ids.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(ids));
    publish({ ids, refused: null });
  };

  // Another tab of the same user changed the selection.
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== key && event.key !== null) return;
    publish({ ids: parse(storage.getItem(key), max), refused: null });
  };
  const canListen = typeof window !== 'undefined';
  if (canListen) window.addEventListener('storage', onStorage);

  const add = (id: string): AddResult => {
    if (snapshot.ids.includes(id)) return 'already';
    if (snapshot.ids.length >= max) {
      publish({ ids: snapshot.ids, refused: id });
      return 'full';
    }
    write([...snapshot.ids, id]);
    return 'added';
  };
  const remove = (id: string): void => {
    if (snapshot.ids.includes(id)) write(snapshot.ids.filter((other) => other !== id));
  };

  return {
    max,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add,
    remove,
    toggle(id) {
      if (!snapshot.ids.includes(id)) return add(id);
      remove(id);
      return 'removed';
    },
    clear: () => write([]),
    dispose() {
      if (canListen) window.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
