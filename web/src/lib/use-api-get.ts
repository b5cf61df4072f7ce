// A workspace read that lives on the server only (statistics, quotations, the audit trail):
// GETs `path` whenever it or `version` changes. `error` holds the server's message, already in
// the request's language. While another path loads the last answer stays, so paging and
// filtering do not flash an empty page; `loading` says a newer answer is on its way.
import { useEffect, useState } from 'react';
import { useApi } from './api-context.ts';

export type Loaded<T> = { data: T; error: null } | { data: null; error: string | null };

export function useApiGet<T>(path: string, version = 0): Loaded<T> & { loading: boolean } {
  const api = useApi();
  const key = `${version} ${path}`;
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key: '',
    loaded: { data: null, error: null },
  });
  useEffect(() => {
    const controller = new AbortController();
    api
      .request<T>(path, { signal: controller.signal })
      .then((data) => setState({ key, loaded: { data, error: null } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            key,
            loaded: { data: null, error: error instanceof Error ? error.message : String(error) },
          });
      });
    return () => controller.abort();
  }, [api, path, key]);
  return { ...state.loaded, loading: state.key !== key };
}
