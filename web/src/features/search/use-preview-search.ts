// Guests' and free users' search: the server answers at most two hits and the total, so
// nothing premium is held on their device.
import { useApi } from '../../lib/api-context.ts';
import { useLoad } from '../../lib/use-load.ts';

export interface PreviewResult {
  query: string;
  total: number;
  hits: Array<{ id: string; name: string; manufacturer: string }>;
}

const DEBOUNCE_MS = 150;

export function usePreviewSearch(
  enabled: boolean,
  query: string,
): { result: PreviewResult | null; failed: boolean } {
  const api = useApi();
  // The last answer stays while the next query waits for its debounce and the server (so a
  // failure is said until a newer query succeeds).
  const { loaded } = useLoad<PreviewResult>(
    enabled && query.trim() ? `preview\n${query}` : null,
    async (signal) => {
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      signal.throwIfAborted();
      const answer = await api.request<Omit<PreviewResult, 'query'>>(
        `/api/search/preview?q=${encodeURIComponent(query)}`,
        { anonymous: true, signal },
      );
      return { query, ...answer };
    },
    { keepPrevious: true },
  );

  return { result: loaded.state === 'loaded' ? loaded.value : null, failed: loaded.state === 'failed' };
}
