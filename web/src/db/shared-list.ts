// One live list per local database, shared by every component that shows it (the favourites, the
// watchlist, the alerts). A page of search results mounts twenty buttons at once; with one RxDB
// query each, a first letter typed paid for twenty queries and twenty second renders. Here the
// first subscriber starts the one query, the last one to leave stops it, and a component that
// mounts later reads the current list at once (no empty state before the list arrives).
import type { Subscription } from 'rxjs';
import type { LocalDatabase } from './storage/local-database.ts';

interface Entry<T> {
  list: T[];
  listeners: Set<() => void>;
  subscription: Subscription | undefined;
}

export interface SharedList<T> {
  /** The list before the first read: the same empty array every time. */
  readonly empty: T[];
  /** Follows `local`'s list; returns the function that stops following. */
  subscribe(local: LocalDatabase, listener: () => void): () => void;
  /** The list as last read (`empty` before the first read). */
  current(local: LocalDatabase): T[];
  /** How many queries follow `local`'s list now (0 or 1), for tests. */
  queries(local: LocalDatabase): number;
}

export function createSharedList<T>(
  watch: (local: LocalDatabase, onChange: (list: T[]) => void) => Subscription | undefined,
): SharedList<T> {
  const empty: T[] = [];
  const shared = new WeakMap<LocalDatabase, Entry<T>>();

  function entryOf(local: LocalDatabase): Entry<T> {
    let entry = shared.get(local);
    if (!entry) {
      entry = { list: empty, listeners: new Set(), subscription: undefined };
      shared.set(local, entry);
    }
    return entry;
  }

  return {
    empty,
    subscribe(local, listener) {
      const entry = entryOf(local);
      entry.listeners.add(listener);
      entry.subscription ??= watch(local, (list) => {
        entry.list = list;
        for (const each of [...entry.listeners]) each();
      });
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        entry.subscription?.unsubscribe();
        entry.subscription = undefined;
      };
    },
    current: (local) => entryOf(local).list,
    queries: (local) => (shared.get(local)?.subscription ? 1 : 0),
  };
}
