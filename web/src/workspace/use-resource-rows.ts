// The data of a resource list, from wherever the description says it lives: a master collection
// on this device (live) or a REST path (loaded again on reload and when the filter query changes).
import { useApi } from '../lib/api-context.ts';
import type { Loaded } from '../lib/loaded.ts';
import type { ResourceSource } from './resource.ts';
import { useLoad } from '../lib/use-load.ts';
import { useMasterRows } from './use-masters.ts';

export interface ResourceRows<T> {
  rows: Loaded<readonly T[]>;
  /** The server's whole answer (a page with its total), for views of their own. */
  answer: unknown;
  loading: boolean;
  reload(): void;
}

export function useResourceRows<T>(
  source: ResourceSource<T>,
  query: Readonly<Record<string, string>> = {},
): ResourceRows<T> {
  const api = useApi();
  const local = useMasterRows(
    source.kind === 'local' ? source.collection : null,
    source.kind === 'local' ? source.selector : undefined,
  );
  const path = source.kind === 'rest' ? source.path(query) : null;
  const remote = useLoad<unknown>(path, (signal) => api.request<unknown>(path!, { signal }), {
    keepPrevious: source.kind === 'rest' && source.keepPrevious,
  });
  if (source.kind === 'local')
    return {
      rows: local.loaded as Loaded<readonly T[]>,
      answer: undefined,
      loading: false,
      reload: local.reload,
    };
  const { loaded } = remote;
  return {
    rows: loaded.state === 'loaded' ? { state: 'loaded', value: source.rows(loaded.value) } : loaded,
    answer: loaded.state === 'loaded' ? loaded.value : undefined,
    loading: remote.loading,
    reload: remote.reload,
  };
}
