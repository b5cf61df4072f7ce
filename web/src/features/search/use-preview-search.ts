// Guests' and free users' search: the server answers at most two hits and the total, so
// nothing premium is held on their device.
import { useEffect, useState } from 'react';
import { useApi } from '../../lib/api-context.ts';

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
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled || !query.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .request<Omit<PreviewResult, 'query'>>(`/api/search/preview?q=${encodeURIComponent(query)}`, {
          anonymous: true,
          signal: controller.signal,
        })
        .then((answer) => {
          setFailed(false);
          setResult({ query, ...answer });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, enabled, query]);

  return { result: enabled && query.trim() ? result : null, failed };
}
