// The workspace's reads of the search statistics (GET /api/search/statistics/*, products-read).
// Always online: the figures live on the server only.
import { useEffect, useState } from 'react';
import type { LocalizedText } from '@poct/schemas';
import { useApi } from '../../../lib/api-context.ts';

export interface QueryRow {
  query: string;
  count: number;
  found: number;
  zero_count: number;
  last_searched_at: string;
  first_searched_at: string;
}

export interface FilterRow {
  facet: string;
  value: string;
  count: number;
  last_used_at: string;
  label?: LocalizedText;
}

export interface Page<Row> {
  total: number;
  offset: number;
  items: Row[];
}

export interface SearchReport {
  totals: { searches: number; queries: number; zero_searches: number; zero_queries: number };
  gaps: QueryRow[];
}

export type Loaded<T> = { data: T; error: null } | { data: null; error: string | null };

/** GETs `path` whenever it changes; `error` holds the server's message (already translated). */
export function useStatistics<T>(path: string): Loaded<T> {
  const api = useApi();
  const [state, setState] = useState<{ path: string; loaded: Loaded<T> }>({
    path: '',
    loaded: { data: null, error: null },
  });
  useEffect(() => {
    const controller = new AbortController();
    api
      .request<T>(path, { signal: controller.signal })
      .then((data) => setState({ path, loaded: { data, error: null } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            path,
            loaded: { data: null, error: error instanceof Error ? error.message : String(error) },
          });
      });
    return () => controller.abort();
  }, [api, path]);
  // While another path loads, the last answer stays (paging does not flash empty).
  return state.loaded;
}

export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}
