// The banner of one slot, asked of the server once per page view (the server counts the
// impression when it answers, so nothing is written on the device: no cookie, no storage).
// Signed-in visitors ask; so do guests, and the server answers none unless ADS_AUDIENCE includes
// them. Offline, the service worker answers with the last banner it saw (vite.config.ts) and
// nothing reaches the server, so nothing is counted; an offline guest does not ask at all.
import type { AdAnswer, AdSlot, ServedAd } from '@poct/schemas';
import { useApi } from '../lib/api-context.ts';
import { useSession } from '../session/use-session.ts';
import { valueOf } from '../workspace/loaded.ts';
import { useLoad } from '../workspace/use-load.ts';

export function useAd(slot: AdSlot, page: string): ServedAd | null {
  const api = useApi();
  const { user } = useSession();
  const asks = !!user || navigator.onLine;
  // A new page or another account is a new view; the same page re-rendering is not.
  const key = asks ? `${slot}\n${page}\n${user?.id ?? ''}` : null;
  const { loaded } = useLoad<AdAnswer>(key, (signal) =>
    navigator.onLine
      ? api.request<AdAnswer>(`/api/ads/${slot}`, { signal })
      : // Offline the API client refuses at once; only the service worker's copy can answer.
        offlineCopy(slot, signal),
  );
  return valueOf(loaded)?.ad ?? null;
}

async function offlineCopy(slot: AdSlot, signal: AbortSignal): Promise<AdAnswer> {
  const response = await fetch(`/api/ads/${slot}`, { signal });
  return response.ok ? ((await response.json()) as AdAnswer) : { ad: null };
}
