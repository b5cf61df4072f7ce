// An outbox for components: the signed-in user's entries of one kind (live) and a way to send one.
// Null for guests; the server decides who may send. Quote requests use it here, forum comments in
// features/forum/comment-outbox.ts.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.ts';
import { useSession, useSessionStore } from '../../session/use-session.ts';
import { useSyncStatus } from '../../sync/sync-context.ts';
import { QUOTATION_OUTBOX, type OutboxEntry, type OutboxKind, type QuotationRequest } from './outbox.ts';
import { outboxServiceFor, stopOutboxService } from './quotation-service.ts';

export interface OutboxHandle<R> {
  entries: OutboxEntry<R>[];
  submit(request: R): Promise<OutboxEntry<R>>;
}

const NO_ENTRIES: OutboxEntry<never>[] = [];

/** The quote requests' handle, as the product page's form takes it. */
export type Quotations = OutboxHandle<QuotationRequest>;

export function useOutbox<R extends { id: string }>(
  kind: OutboxKind<R>,
  post: (api: ApiClient, request: R) => Promise<unknown>,
): OutboxHandle<R> | null {
  const api = useApi();
  const store = useSessionStore();
  const { user } = useSession();
  const userId = user?.id ?? null;

  const service = useMemo(
    () =>
      userId
        ? outboxServiceFor(kind, {
            userId,
            post: (request) => post(api, request),
            isCurrentUser: () => store.getState().user?.id === userId,
          })
        : null,
    // `post` is a module-level function of each kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, store, userId, kind],
  );

  useEffect(() => {
    if (!userId) stopOutboxService(kind as OutboxKind<never>);
  }, [userId, kind]);

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
    () => (service && snapshot ? service.outbox.entries() : (NO_ENTRIES as OutboxEntry<R>[])),
    [service, snapshot],
  );

  if (!service) return null;
  return { entries, submit: service.submit };
}

function postQuotation(api: ApiClient, request: QuotationRequest): Promise<unknown> {
  return api.request('/api/quotations', { method: 'POST', body: request, timeoutMs: 20_000 });
}

/** Quote requests: the product page's form and the runner that sends what waits. */
export function useQuotations(): OutboxHandle<QuotationRequest> | null {
  return useOutbox(QUOTATION_OUTBOX, postQuotation);
}
