// One live favourites list per local database, shared by every component that shows it. A page
// of search results mounts twenty favourite buttons at once; with one RxDB query each, a first
// letter typed paid for twenty queries and twenty second renders. Here
// the first subscriber starts the one query, the last one to leave stops it, and a button that
// mounts later reads the current list at once (no empty star before the list arrives).
import type { Favourite } from '@poct/schemas';
import type { Subscription } from 'rxjs';
import { watchFavourites } from './local-favourites.ts';
import type { LocalDatabase } from '../../db/storage/local-database.ts';

interface SharedList {
  list: Favourite[];
  listeners: Set<() => void>;
  subscription: Subscription | undefined;
}

export const NO_FAVOURITES: Favourite[] = [];
const shared = new WeakMap<LocalDatabase, SharedList>();

function sharedListOf(local: LocalDatabase): SharedList {
  let entry = shared.get(local);
  if (!entry) {
    entry = { list: NO_FAVOURITES, listeners: new Set(), subscription: undefined };
    shared.set(local, entry);
  }
  return entry;
}

/** Follows `local`'s favourites; returns the function that stops following. */
export function subscribeFavourites(local: LocalDatabase, listener: () => void): () => void {
  const entry = sharedListOf(local);
  entry.listeners.add(listener);
  entry.subscription ??= watchFavourites(local, (list) => {
    entry.list = list;
    for (const each of [...entry.listeners]) each();
  });
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    entry.subscription?.unsubscribe();
    entry.subscription = undefined;
  };
}

/** The list as last read (the empty list before the first read). */
export function currentFavourites(local: LocalDatabase): Favourite[] {
  return sharedListOf(local).list;
}

/** How many queries follow `local`'s favourites now (0 or 1), for tests. */
export function favouriteQueries(local: LocalDatabase): number {
  return shared.get(local)?.subscription ? 1 : 0;
}
