// The workspace's reads of the search statistics (GET /api/search/statistics/*, products-read).
// Always online: the figures live on the server only.
import type { LocalizedText } from '@poct/schemas';
import { valueOf } from '../../lib/loaded.ts';
import { useApiGet } from '../../lib/use-load.ts';

export interface QueryRow {
  /** The folded key the counts are kept under ("altmuehl"). */
  query: string;
  /** What people typed most often ("Altmühl"): what the statistics show. */
  display: string;
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

/** GETs `path` whenever it changes; the last answer stays while the next loads (lib/use-load.ts). */
export function useStatistics<T>(path: string): { data: T | null; error: string | null; loading: boolean } {
  const { loaded, loading } = useApiGet<T>(path, { keepPrevious: true });
  return { data: valueOf(loaded), error: loaded.state === 'failed' ? loaded.text : null, loading };
}

export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}
