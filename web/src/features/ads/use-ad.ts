// The banner of one slot, asked of the server once per page view (the server counts the
// impression when it answers, so nothing is written on the device: no cookie, no storage).
// Signed-in visitors ask; so do guests, and the server answers none unless ADS_AUDIENCE includes
// them. Offline, the service worker answers with the last banner it saw (vite.config.ts) and
// nothing reaches the server, so nothing is counted; an offline guest does not ask at all.
import { useLingui } from '@lingui/react';
import type { AdAnswer, AdSlot, ServedAd } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { useSession } from '../../session/use-session.ts';
import { valueOf } from '../../lib/loaded.ts';
import { useLoad } from '../../lib/use-load.ts';

export function useAd(slot: AdSlot, page: string): ServedAd | null {
  const api = useApi();
  const { user } = useSession();
  // After a language switch the address changes before the new catalogue is active; the request
  // waits for it, so it carries the page's language (the API client sends the active one).
  const locale = useLocale();
  const { i18n } = useLingui();
  const asks = (!!user || navigator.onLine) && i18n.locale === locale;
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
