// Keeps the device's local database in step with the session, outside React so the order of
// events is explicit: one step at a time (stop before wipe, wipe before the next start).
// - signed in: start the sync engine for this user and tier (RxDB is loaded only now);
// - the user or tier changed (premium ended, role changed): delete the old copy, start anew;
// - signed out: delete the copy (also one left by another tab or an earlier run);
// - the gateway refused with 403: delete the copy and do not try again for this tier.
import { collectionsFor } from '../db/collections.ts';
import type { GatewayDeps } from '../db/gateway.ts';
import type { SyncEngine, SyncUser } from '../db/sync-engine.ts';
import type { SyncStatus } from '../db/sync-status.ts';
import { LOCAL_DATA_MARKER, wipeLocalData } from '../db/wipe-local-data.ts';

export interface SyncControllerDeps {
  gateway: GatewayDeps;
  onUnauthorized(): void;
  /** The local copy was deleted because the server no longer grants it. */
  onAccessEnded(): void;
  storage?: Storage;
}

export interface SyncController {
  /** The signed-in user, or null when signed out; undefined while the session is not known. */
  update(user: SyncUser | null): void;
  getEngine(): SyncEngine | null;
  getStatus(): SyncStatus | null;
  subscribe(listener: () => void): () => void;
  /** Resolves when every requested step has run (tests, sign-out). */
  settled(): Promise<void>;
}

function keyOf(user: SyncUser): string | null {
  if (collectionsFor({ premium: user.premium, permissions: user.permissions }).length === 0) return null;
  return `${user.id}|${user.premium}|${[...user.permissions].sort().join(',')}`;
}

export function createSyncController(deps: SyncControllerDeps): SyncController {
  const storage = deps.storage ?? window.localStorage;
  const listeners = new Set<() => void>();
  let engine: SyncEngine | null = null;
  let engineKey: string | null = null;
  let wanted: SyncUser | null = null;
  let forbiddenKey: string | null = null;
  let unsubscribeEngine: (() => void) | undefined;
  let queue: Promise<void> = Promise.resolve();

  const notify = (): void => {
    for (const listener of listeners) listener();
  };

  function enqueue(step: () => Promise<void>): void {
    queue = queue.then(step).catch((error: unknown) => console.error('[sync]', error));
  }

  async function dropEngine(): Promise<void> {
    if (!engine) return;
    const old = engine;
    unsubscribeEngine?.();
    engine = null;
    engineKey = null;
    notify();
    await old.destroy();
  }

  async function reconcile(): Promise<void> {
    const user = wanted;
    const key = user ? keyOf(user) : null;
    if (key !== null && key === engineKey) return;
    await dropEngine();
    if (!user || !key || key === forbiddenKey) {
      if (storage.getItem(LOCAL_DATA_MARKER)) await wipeLocalData(storage);
      return;
    }
    const { startSyncEngine } = await import('../db/sync-engine.ts');
    // The session may have moved on while the code loaded.
    if (wanted !== user) return reconcile();
    storage.setItem(LOCAL_DATA_MARKER, 'true');
    const started = await startSyncEngine({
      user,
      deps: deps.gateway,
      storage,
      onUnauthorized: deps.onUnauthorized,
      onForbidden: () => {
        forbiddenKey = key;
        enqueue(async () => {
          if (engineKey !== key) return;
          await dropEngine();
          await wipeLocalData(storage);
          deps.onAccessEnded();
        });
      },
    });
    engine = started;
    engineKey = key;
    unsubscribeEngine = started.subscribe(notify);
    notify();
    if (wanted !== user) await reconcile();
  }

  return {
    update(user) {
      wanted = user;
      enqueue(reconcile);
    },
    getEngine: () => engine,
    getStatus: () => engine?.getStatus() ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: () => queue,
  };
}
