// The watchlist and the alerts for components: live lists from the local database (one query each,
// shared by all: db/shared-list.ts), a toggle and the read marks. Null for users whose device
// holds none (guests, accounts without premium).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Alert } from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import type { SharedList } from '../../db/shared-list.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { markAlertsRead, sharedAlerts, sharedWatchlist, toggleWatch } from './local-watchlist.ts';

function useShared<T>(local: LocalDatabase | null, shared: SharedList<T>): T[] {
  const subscribe = useCallback(
    (listener: () => void) => (local ? shared.subscribe(local, listener) : () => {}),
    [local, shared],
  );
  return useSyncExternalStore(subscribe, () => (local ? shared.current(local) : shared.empty));
}

function useLocal(name: 'watchlist' | 'alerts'): LocalDatabase | null {
  const engine = useSyncEngine();
  return engine?.local.collection(name) ? engine.local : null;
}

export interface Watchlist {
  has(productId: string): boolean;
  toggle(productId: string): Promise<boolean>;
}

export function useWatchlist(): Watchlist | null {
  const { user } = useSession();
  const local = useLocal('watchlist');
  const list = useShared(local, sharedWatchlist);
  const ids = useMemo(() => new Set(list.map((watch) => watch.product_id)), [list]);
  if (!local || !user) return null;
  return {
    has: (productId) => ids.has(productId),
    toggle: (productId) => toggleWatch(local, user.id, productId),
  };
}

export interface Alerts {
  /** Newest first. */
  list: Alert[];
  unread: number;
  markRead(ids: readonly string[]): Promise<void>;
}

export function useAlerts(): Alerts | null {
  const local = useLocal('alerts');
  const list = useShared(local, sharedAlerts);
  const unread = useMemo(() => list.filter((alert) => !alert.read).length, [list]);
  if (!local) return null;
  return { list, unread, markRead: (ids) => markAlertsRead(local, ids) };
}
