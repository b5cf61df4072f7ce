// The popular searches (GET /api/search/popular), kept in localStorage so the list shows at once
// on the next visit and offline. The server's answer is cached by the browser too (Cache-Control).
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.ts';
import { useLoad } from '../../../lib/use-load.ts';

export const POPULAR_KEY = 'poct.search-statistics.popular.v1';
export const POPULAR_LIMIT = 8;

export interface PopularSearch {
  query: string;
  /** As people typed it ("Altmühl"); lists cached before it existed lack it. */
  display?: string;
  count: number;
  /** Seeded by the demo data of a fresh install, not searched by people. */
  demo?: boolean;
}

export function readCachedPopular(storage: Storage): PopularSearch[] {
  try {
    const parsed = JSON.parse(storage.getItem(POPULAR_KEY) ?? 'null') as { queries?: unknown } | null;
    return Array.isArray(parsed?.queries)
      ? (parsed.queries as unknown[]).filter(
          (item): item is PopularSearch =>
            typeof (item as PopularSearch)?.query === 'string' &&
            typeof (item as PopularSearch).count === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function cache(storage: Storage, queries: PopularSearch[]): void {
  try {
    storage.setItem(POPULAR_KEY, JSON.stringify({ queries, fetched_at: new Date().toISOString() }));
  } catch {
    // Storage full or refused: the list still shows until the page closes.
  }
}

/** The popular searches: the cached list at once, then the server's when it answers. */
export function usePopularSearches(limit: number = POPULAR_LIMIT): PopularSearch[] {
  const api = useApi();
  const [cached] = useState(() => readCachedPopular(window.localStorage));
  const { loaded } = useLoad<PopularSearch[]>(`popular\n${limit}`, async (signal) => {
    const answer = await api.request<{ queries: PopularSearch[] }>(`/api/search/popular?limit=${limit}`, {
      anonymous: true,
      signal,
      timeoutMs: 10_000,
    });
    cache(window.localStorage, answer.queries);
    return answer.queries.slice(0, limit);
  });
  // Until the server answers, and when offline or unreachable, the cached list stands.
  const queries = loaded.state === 'loaded' ? loaded.value : cached.slice(0, limit);

  return queries;
}
