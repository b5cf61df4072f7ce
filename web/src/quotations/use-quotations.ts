// Quote requests for components: the signed-in user's outbox (live) and a way to send one.
// Null for guests; the server decides who may send (premium or staff).
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useApi } from '../lib/api-context.ts';
import { useSession, useSessionStore } from '../session/use-session.ts';
import { useSyncStatus } from '../sync/sync-context.ts';
import type { OutboxEntry, QuotationRequest } from './outbox.ts';
import { quotationServiceFor, stopQuotationService, type QuotationService } from './quotation-service.ts';

export interface Quotations {
  entries: OutboxEntry[];
  submit(request: QuotationRequest): Promise<OutboxEntry>;
}

const NO_ENTRIES: OutboxEntry[] = [];

export function useQuotations(): Quotations | null {
  const api = useApi();
  const store = useSessionStore();
  const { user } = useSession();
  const userId = user?.id ?? null;

  const service: QuotationService | null = useMemo(
    () =>
      userId
        ? quotationServiceFor({
            userId,
            post: (request) =>
              api.request('/api/quotations', { method: 'POST', body: request, timeoutMs: 20_000 }),
            isCurrentUser: () => store.getState().user?.id === userId,
          })
        : null,
    [api, store, userId],
  );

  useEffect(() => {
    if (!userId) stopQuotationService();
  }, [userId]);

  // The sync engine reaching the server again is one more sign to send what waits, besides the
  // browser's `online` event and the service's own retries.
  const phase = useSyncStatus()?.phase;
  useEffect(() => {
    if (service && (phase === 'synced' || phase === 'syncing')) void service.flush();
  }, [service, phase]);

  // The outbox is re-read on every change; the snapshot is its stored text, so it is stable.
  const subscribe = useCallback(
    (listener: () => void) => service?.outbox.subscribe(listener) ?? (() => {}),
    [service],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    service ? (window.localStorage.getItem(service.outbox.key) ?? '') : '',
  );
  const entries = useMemo(
    () => (service && snapshot ? service.outbox.entries() : NO_ENTRIES),
    [service, snapshot],
  );

  if (!service) return null;
  return { entries, submit: service.submit };
}
