// Keeps the device's local database in step with the session, outside React so the order of
// events is explicit: one step at a time (stop before wipe, wipe before the next start).
// - signed in: start the sync engine for this user and tier (RxDB is loaded only now);
// - the user or tier changed (premium ended, role changed): delete the old copy, start anew;
// - signed out: delete the copy (also one left by another tab or an earlier run);
// - the gateway refused with 403: delete the copy and do not try again for this tier.
import { collectionsFor } from '../db/collections.ts';
import { databaseMayOpen } from '../db/storage/database-open-gate.ts';
import type { GatewayDeps } from '../db/replication/gateway.ts';
import type { startSyncEngine, SyncEngine, SyncUser } from '../db/replication/sync-engine.ts';
import type { SyncStatus } from '../db/replication/sync-status.ts';
import { LOCAL_DATA_MARKER, localDatabaseExists, wipeLocalData } from '../db/storage/wipe-local-data.ts';

export interface SyncControllerDeps {
  gateway: GatewayDeps;
  onUnauthorized(): void;
  /** The local copy was deleted because the server no longer grants it. */
  onAccessEnded(): void;
  /** The browser deleted the local copy (site data cleared); it is being downloaded again. */
  onStorageLost(): void;
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

type EngineCode = Promise<{ startSyncEngine: typeof startSyncEngine }>;
let engineCode: EngineCode | undefined;

/** The sync engine's code (RxDB and the replications), loaded once; a failed load is tried again. */
function loadEngineCode(): EngineCode {
  engineCode ??= import('../db/replication/sync-engine.ts').catch((error: unknown) => {
    engineCode = undefined;
    throw error;
  });
  return engineCode;
}

/**
 * Loads the sync engine's code ahead of a sign-in (the login page asks while the user types), so
 * the first sync starts as soon as the session is there instead of after the download and compile.
 */
export function preloadSyncEngine(): void {
  loadEngineCode().catch(() => undefined);
}

const STORAGE_CHECK_MS = 30_000;
const DESTROY_TIMEOUT_MS = 5_000;

function keyOf(user: SyncUser): string | null {
  const names = collectionsFor({
    premium: user.premium,
    permissions: user.permissions,
    linkAccess: user.linkAccess,
  });
  if (names.length === 0) return null;
  return `${user.id}|${names.join(',')}|${[...user.permissions].sort().join(',')}`;
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
  let stopWatchdog: (() => void) | undefined;

  const notify = (): void => {
    for (const listener of listeners) listener();
  };

  function enqueue(step: () => Promise<void>): void {
    queue = queue.then(step).catch((error: unknown) => console.error('[sync]', error));
  }

  async function dropEngine(): Promise<void> {
    stopWatchdog?.();
    stopWatchdog = undefined;
    if (!engine) return;
    const old = engine;
    unsubscribeEngine?.();
    engine = null;
    engineKey = null;
    notify();
    // A broken database (deleted under us) may make its own removal fail or hang; the wipe
    // below and the next start must happen all the same.
    await Promise.race([
      old.destroy(),
      new Promise((resolve) => setTimeout(resolve, DESTROY_TIMEOUT_MS)),
    ]).catch((error: unknown) => console.error('[sync] could not remove the local database', error));
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
    // Whatever a previous engine left behind (a broken database included) goes first.
    if (storage.getItem(LOCAL_DATA_MARKER) && !(await localDatabaseExists(user.id)))
      await wipeLocalData(storage);
    const { startSyncEngine } = await loadEngineCode();
    // A cold start's first search answer is painted before the database takes the page's thread.
    await databaseMayOpen();
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
    stopWatchdog = watchStorage(user.id, key);
    notify();
    if (wanted !== user) await reconcile();
  }

  /**
   * The browser may delete IndexedDB under a running app ("clear site data", storage pressure on
   * a non-persistent origin). Checked when the tab comes back into view and every half minute:
   * if the database is gone, the engine starts again from nothing and the user is told.
   */
  function watchStorage(userId: string, key: string): () => void {
    const check = async (): Promise<void> => {
      if (engineKey !== key || (await localDatabaseExists(userId))) return;
      enqueue(async () => {
        if (engineKey !== key) return;
        await dropEngine();
        deps.onStorageLost();
        await reconcile();
      });
    };
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), STORAGE_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
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
