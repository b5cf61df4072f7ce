// Live sync of the signed-in user's local database with the gateway. The tab that wins RxDB's
// leader election replicates every collection and follows the one change-events stream; other
// tabs read the same IndexedDB and show the leader's status, passed over a BroadcastChannel.
// The read-only collections (packed, local-database.ts) start from the server's snapshot and are
// pulled by the leader alone; the other tabs refresh their memory copy from the chunks it wrote.
import type { RxChangeEventBulk } from 'rxdb/plugins/core';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { Observable } from 'rxjs';
import { followChangeEvents } from './change-events.ts';
import type { RxDocData } from './couch-documents.ts';
import { gatewayJson, type GatewayDeps } from './gateway.ts';
import { checkpointsStored, replicateThroughGateway, type CouchCheckpoint } from './gateway-replication.ts';
import {
  collectionsFor,
  isMasterCollection,
  isPackedCollection,
  LOCAL_COLLECTIONS,
  type LocalCollectionName,
} from '../collections.ts';
import {
  closeLocalDatabase,
  localDatabaseName,
  openLocalDatabase,
  removeLocalDatabase,
  type LocalDatabase,
} from '../storage/local-database.ts';
import { ownWrites } from './own-writes.ts';
import { applyToCollection, replicatePacked } from './packed-replication.ts';
import type { PullState, ReplicationHooks } from './replication.ts';
import type { FlushNotice } from '../storage/packed-store.ts';
import { derivePhase, INITIAL_STATUS, type SyncFacts, type SyncStatus } from './sync-status.ts';

export interface SyncUser {
  id: string;
  premium: boolean;
  permissions: readonly string[];
  /** The plan's link access (undefined: no plan, not restricted). */
  linkAccess?: boolean | undefined;
}

export interface SyncEngineOptions {
  user: SyncUser;
  deps: GatewayDeps;
  /** The gateway answered 401: the session is over. */
  onUnauthorized(): void;
  /** The gateway answered 403: this user may no longer hold what is on the device. */
  onForbidden(): void;
  storage?: Storage;
}

export interface SyncEngine {
  readonly local: LocalDatabase;
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  /** Stops syncing; the data stays on the device. */
  stop(): Promise<void>;
  /** Runs once the engine stops (before its database closes). */
  onStop(listener: () => void): void;
  /**
   * "Synced" waits for `ready` too, once the replications have caught up: what the device does
   * with the data is part of being ready (the search index). Returns the release.
   */
  holdSynced(ready: () => Promise<void>): () => void;
  /** Stops syncing and deletes the local database. */
  destroy(): Promise<void>;
}

const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_AFTER_MS = 500;
const CANCEL_TIMEOUT_MS = 2_000;
/** The longest "Synced" waits for a hold (holdSynced) once the data is on the device. */
const HOLD_MAX_MS = 15_000;

type Replication = RxReplicationState<RxDocData, CouchCheckpoint>;

export async function startSyncEngine(options: SyncEngineOptions): Promise<SyncEngine> {
  const { user, deps } = options;
  const storage = options.storage ?? window.localStorage;
  const dbName = localDatabaseName(user.id);
  const syncedKey = `${dbName}:first-sync-done`;
  const lastSyncedKey = `${dbName}:last-synced-at`;
  const ownWritesKey = (name: LocalCollectionName) => `${dbName}:own-writes:${name}`;
  const names = collectionsFor({
    premium: user.premium,
    permissions: user.permissions,
    linkAccess: user.linkAccess,
  });
  const local = await openLocalDatabase(user.id, names);

  const listeners = new Set<() => void>();
  /** What "Synced" waits for besides the replications (holdSynced). */
  const syncedHolds = new Set<() => Promise<void>>();
  const facts: SyncFacts = {
    open: true,
    refused: false,
    online: navigator.onLine,
    caughtUp: false,
    everSynced: storage.getItem(syncedKey) === 'true',
    active: false,
    pending: 0,
  };
  let status: SyncStatus = { ...INITIAL_STATUS, lastSyncedAt: storage.getItem(lastSyncedKey) };
  const channel = new BroadcastChannel(`${dbName}:sync-status`);
  let leader = false;
  let stopped = false;

  function emit(next: SyncStatus): void {
    status = next;
    for (const listener of listeners) listener();
  }

  function update(patch: Partial<SyncStatus> = {}): void {
    if (!leader || stopped) return;
    const phase = derivePhase(facts);
    const lastSyncedAt = phase === 'synced' ? new Date().toISOString() : status.lastSyncedAt;
    if (phase === 'synced' && status.phase !== 'synced') storage.setItem(lastSyncedKey, lastSyncedAt!);
    emit({ ...status, ...patch, phase, pending: facts.pending, lastSyncedAt, leader: true });
    channel.postMessage(status);
  }

  // Followers show what the leader says; a follower that just opened asks for it.
  channel.onmessage = (event: MessageEvent<SyncStatus | 'ask'>) => {
    if (event.data === 'ask') {
      if (leader) channel.postMessage(status);
    } else if (!leader && !stopped) emit({ ...event.data, leader: false });
  };
  channel.postMessage('ask');

  const refused = (status: 401 | 403): void => {
    if (facts.refused) return;
    facts.refused = true;
    update();
    void cancelAll();
    if (status === 401) options.onUnauthorized();
    else options.onForbidden();
  };

  const hooks: ReplicationHooks = {
    onRefused: refused,
    onRejected: (id, reason) => update({ rejected: [...status.rejected, { id, reason }] }),
    onReachable: (reachable) => {
      if (facts.online === reachable) return;
      facts.online = reachable;
      update();
    },
  };
  // What the leader's flushes wrote, so the other tabs' memory copies follow.
  const packedChannel = new BroadcastChannel(`${dbName}:packed`);
  const replications = new Map<LocalCollectionName, PullState>();
  const packedPulls: Array<{ start(): void }> = [];
  const activeNow = new Map<LocalCollectionName, boolean>();
  for (const name of names) {
    const collection = local.collection(name)!;
    const packer = local.packed?.packers.get(name);
    let replication: PullState;
    if (isPackedCollection(name) && packer) {
      const pull = replicatePacked({
        collection,
        database: name,
        deps,
        hooks,
        packer,
        snapshot: true,
        onFlushed: (notice) => packedChannel.postMessage(notice),
      });
      packedPulls.push(pull);
      replication = pull;
    } else {
      const rx = replicateThroughGateway({
        collection,
        database: name,
        deps,
        push: LOCAL_COLLECTIONS[name].push,
        ownWrites: ownWrites(storage, ownWritesKey(name)),
        hooks,
        firstFromSnapshot: isMasterCollection(name),
      });
      if (LOCAL_COLLECTIONS[name].push) trackPending(collection.eventBulks$, rx);
      replication = rx;
    }
    replications.set(name, replication);
    replication.active$.subscribe((active) => {
      activeNow.set(name, active);
      facts.active = [...activeNow.values()].some(Boolean);
      update();
    });
  }

  // A follower applies the leader's flushes in order (each one reads the chunks it names).
  let refreshing: Promise<void> = Promise.resolve();
  packedChannel.onmessage = (event: MessageEvent<FlushNotice>) => {
    const notice = event.data;
    refreshing = refreshing
      .then(async () => {
        const name = notice.collection as LocalCollectionName;
        const packer = local.packed?.packers.get(name);
        if (leader || stopped || !packer || !local.packed) return;
        const chunks = await local.packed.store.readChunks(name, notice.chunks);
        const { upserted, removed } = packer.refresh(notice, chunks);
        await applyToCollection(local.collection(name)!, [
          ...upserted,
          ...removed.map((id) => ({ doc: { id, _deleted: true }, rev: '' })),
        ]);
      })
      .catch((error: unknown) => console.error('[sync] refresh from the leader', error));
  };

  // A write made in any tab (not by the replication itself) is pending until the server has it.
  let writes = 0;
  let confirmed = 0;
  function trackPending(bulks$: Observable<RxChangeEventBulk<unknown>>, replication: Replication): void {
    bulks$.subscribe((bulk) => {
      if (bulk.context.startsWith('replication-')) return;
      const mark = ++writes;
      facts.pending = writes - confirmed;
      update();
      void replication.awaitInSync().then(() => {
        confirmed = Math.max(confirmed, mark);
        facts.pending = writes - confirmed;
        update();
      });
    });
  }

  let stopEvents: (() => void) | undefined;
  let progressTimer: ReturnType<typeof setTimeout> | undefined;
  let progressStart: ReturnType<typeof setTimeout> | undefined;

  async function countLocal(): Promise<number> {
    const counts = await Promise.all(names.map((name) => local.collection(name)!.count().exec()));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  async function startProgress(): Promise<void> {
    if (facts.caughtUp || stopped) return;
    const infos = await Promise.all(
      names.map((name) => gatewayJson<{ doc_count: number }>(deps, `/db/${name}`).catch(() => undefined)),
    );
    const total = infos.reduce((sum, info) => sum + (info?.doc_count ?? 0), 0);
    const refresh = async (): Promise<void> => {
      progressTimer = undefined;
      if (facts.caughtUp || stopped) return;
      update({ progress: { done: Math.min(await countLocal(), total), total } });
    };
    await refresh();
    for (const replication of replications.values()) {
      replication.received$.subscribe(() => {
        progressTimer ??= setTimeout(() => void refresh(), PROGRESS_THROTTLE_MS);
      });
    }
  }

  void local.db.waitForLeadership().then(async () => {
    if (stopped) return;
    leader = true;
    update();
    if ('storage' in navigator && navigator.storage.persist) {
      void navigator.storage.persist().then(
        (persisted) => update({ persisted }),
        () => update({ persisted: false }),
      );
    }
    // The change stream before the pulls: connected first, it is older than every pull's request,
    // so its "connected" costs no pull a second round (on HTTP/1.1 it would otherwise wait for a
    // free connection behind the snapshots and open after them).
    stopEvents = followChangeEvents(deps, {
      onConnected: (_databases, openedAt) => {
        facts.online = true;
        update();
        // Whatever changed while the stream was down is pulled now, unless a pull asked since.
        for (const replication of replications.values()) replication.reSync(openedAt);
      },
      onChange: (database) => replications.get(database as LocalCollectionName)?.reSync(),
      onDisconnected: () => {
        facts.online = false;
        update();
      },
      onRefused: refused,
    });
    for (const pull of packedPulls) pull.start();
    // The counts come from the server, in requests beside the sync's own: a first sync that is
    // over within PROGRESS_AFTER_MS shows the bar without them and leaves the server to the sync.
    if (!facts.everSynced) progressStart = setTimeout(() => void startProgress(), PROGRESS_AFTER_MS);
    await Promise.all(
      [...replications.values()].map(async (replication) => {
        await replication.awaitInitialReplication();
        await checkpointsStored(replication);
      }),
    );
    if (stopped || facts.refused) return;
    // A failed or stuck hold does not keep the device from "Synced": the data itself is there.
    let holdTimer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all([...syncedHolds].map((ready) => ready().catch(() => undefined))),
      new Promise((resolve) => (holdTimer = setTimeout(resolve, HOLD_MAX_MS))),
    ]);
    clearTimeout(holdTimer);
    if (stopped || facts.refused) return;
    facts.caughtUp = true;
    facts.everSynced = true;
    storage.setItem(syncedKey, 'true');
    update({ progress: null });
  });

  async function cancelAll(): Promise<void> {
    stopEvents?.();
    clearTimeout(progressTimer);
    clearTimeout(progressStart);
    // cancel() waits for a running request, and for a retry loop while offline: a sign-out
    // must not wait for the network, so it gets a moment and then goes ahead.
    await Promise.race([
      Promise.all([...replications.values()].map((replication) => replication.cancel())),
      new Promise((resolve) => setTimeout(resolve, CANCEL_TIMEOUT_MS)),
    ]);
  }

  const stopListeners: Array<() => void> = [];
  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    for (const listener of stopListeners) listener();
    await cancelAll();
    channel.close();
    packedChannel.close();
    await refreshing;
    await closeLocalDatabase(local);
  }

  return {
    local,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
    onStop: (listener) => stopListeners.push(listener),
    holdSynced(ready) {
      syncedHolds.add(ready);
      return () => syncedHolds.delete(ready);
    },
    async destroy() {
      await stop();
      storage.removeItem(syncedKey);
      storage.removeItem(lastSyncedKey);
      for (const name of names) storage.removeItem(ownWritesKey(name));
      await removeLocalDatabase(local);
    },
  };
}
