// The one load hook, for REST reads and live (RxDB) collections alike. `key` names what is
// wanted (a REST path, a collection and selector …): whenever it changes, or on `reload()`, `load` runs again;
// `set` puts in a value the screen itself made (a save's answer) without asking again. An
// answer for an older key or round is never shown as current; with `keepPrevious` the last
// answer stays while a newer one loads (paging and filtering do not flash an empty page) and
// `loading` says a newer one is on its way. `load` may answer once (a promise) or keep answering
// (a subscription to a live collection: it calls `emit` and returns how to stop).
import { useCallback, useEffect, useState } from 'react';
import { useApi } from './api-context.ts';
import { isApiError } from './api-errors.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { failed, type Loaded } from './loaded.ts';

export type Loader<T> =
  ((signal: AbortSignal) => Promise<T>) | { watch(emit: (loaded: Loaded<T>) => void): () => void };

export interface Load<T> {
  loaded: Loaded<T>;
  /** A newer answer than `loaded` is on its way (only with `keepPrevious`). */
  loading: boolean;
  reload(): void;
  /** Replaces the current answer with a value the screen knows to be newer (its own save). */
  set(value: T): void;
}

/** `key` null: nothing to load (the answer is "missing"). */
export function useLoad<T>(
  key: string | null,
  load: Loader<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): Load<T> {
  const locale = useLocale();
  const [round, setRound] = useState(0);
  const request = `${round}\n${key ?? ''}`;
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const settle = (loaded: Loaded<T>) => setAnswer({ request, loaded });
    if (typeof load !== 'function') return load.watch(settle);
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => !controller.signal.aborted && settle({ state: 'loaded', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settle(isApiError(error, 404) ? { state: 'missing' } : failed(error, locale));
      },
    );
    return () => controller.abort();
    // `load` is described by `key`: a new function for the same key is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, locale]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback(
    (value: T) => setAnswer({ request, loaded: { state: 'loaded', value } }),
    [request],
  );
  if (key === null) return { loaded: { state: 'missing' }, loading: false, reload, set };
  const current = answer?.request === request;
  if (current) return { loaded: answer.loaded, loading: false, reload, set };
  return {
    loaded: keepPrevious && answer ? answer.loaded : { state: 'loading' },
    loading: true,
    reload,
    set,
  };
}

const identities = new WeakMap<object, number>();
let identityCount = 0;

/** A number per object, for a `key` that names a source without a name (a database, an engine). */
export function identityOf(source: object): number {
  if (!identities.has(source)) identities.set(source, ++identityCount);
  return identities.get(source)!;
}

/** A subscription as a `watch` loader: each value it hands on is the loaded answer. */
export function watching<T>(subscribe: (set: (value: T) => void) => () => void): Loader<T> {
  return { watch: (emit) => subscribe((value) => emit({ state: 'loaded', value })) };
}

/** GETs a server-only `path` (null: nothing to load). */
export function useApiGet<T>(path: string | null, options?: { keepPrevious?: boolean }): Load<T> {
  const api = useApi();
  return useLoad<T>(path, (signal) => api.request<T>(path!, { signal }), options);
}
