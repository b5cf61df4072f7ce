// The signed-in user's own latest searches on this device (the dashboard lists them), newest
// first, each query once. Kept in localStorage under the user's id, like the comparison
// selection (features/compare/selection.ts); the anonymous statistics are a separate outbox.
import { useSyncExternalStore } from 'react';
import { displaySearchQuery, normaliseSearchQuery } from '@poct/schemas';

export const RECENT_SEARCHES_PREFIX = 'poct-atlas.recent-searches.';
export const RECENT_SEARCHES_MAX = 8;

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; list: readonly string[] }>();

function read(storage: Storage, userId: string): readonly string[] {
  const raw = storage.getItem(RECENT_SEARCHES_PREFIX + userId);
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.list;
  let list: string[] = [];
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(value)) list = value.filter((item): item is string => typeof item === 'string');
  } catch {
    // An edited entry: start again.
  }
  snapshots.set(userId, { raw, list });
  return list;
}

/** Puts `query` first; the same query in another form ("CRP", "crp") replaces the older one. */
export function rememberSearch(storage: Storage, userId: string, query: string): void {
  const typed = displaySearchQuery(query);
  const key = normaliseSearchQuery(typed);
  if (key === '') return;
  const rest = read(storage, userId).filter((old) => normaliseSearchQuery(old) !== key);
  try {
    storage.setItem(
      RECENT_SEARCHES_PREFIX + userId,
      JSON.stringify([typed, ...rest].slice(0, RECENT_SEARCHES_MAX)),
    );
  } catch {
    return; // Storage full: the list stays as it was.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const NONE: readonly string[] = [];

export function useRecentSearches(userId: string | undefined): readonly string[] {
  const snapshot = () => (userId ? read(window.localStorage, userId) : NONE);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
