// The search page writes its query into the address after a pause (web/src/features/search/use-search-query.ts),
// so for up to that pause the address lags the field. Links that carry the current address along
// (the language switch) apply the parameters still on their way from here, so a switch made
// right after typing keeps what was typed.
import { useSyncExternalStore } from 'react';

/** Parameters about to be written: a value to set, or '' to remove the parameter. */
export type PendingParams = Readonly<Record<string, string>>;

let pending: PendingParams | null = null;
const listeners = new Set<() => void>();

/** Sets the parameters on their way to the address; null once they have landed. */
export function setPendingParams(params: PendingParams | null): void {
  if (params === pending) return;
  pending = params;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `current` (a `?…` query string or '') with the pending parameters applied. */
export function withPendingParams(current: string, params: PendingParams | null): string {
  if (!params) return current;
  const search = new URLSearchParams(current);
  for (const [name, value] of Object.entries(params)) {
    if (value) search.set(name, value);
    else search.delete(name);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The query string a link carrying the address along should use. */
export function usePendingSearch(current: string): string {
  return withPendingParams(
    current,
    useSyncExternalStore(subscribe, () => pending),
  );
}
