// The pull of one read-only collection into the packed store (packed-store.ts) and its RxDB
// memory collection. Not RxDB's replication: that one keeps its checkpoint in the database's own
// storage, apart from the documents, so a reload could find a checkpoint ahead of the documents
// it stands for; here the sequence is written in the same transaction as the documents.
//
// First sync: the database's snapshot (`GET /db/<name>/_snapshot`, the server's
// sync-server/src/snapshots/) in one answer, then `_changes` since the snapshot's sequence, which
// carries every change made after it (also while the snapshot was made or loaded). No snapshot
// (404, 503 not ready, any other answer) → `_changes` from 0 as before. 401/403 on either is a
// refusal, as for the replication of the other collections (gateway-replication.ts).
import type { RxCollection } from 'rxdb/plugins/core';
import { BehaviorSubject, Subject } from 'rxjs';
import { fromCouch, type CouchDoc } from './couch-documents.ts';
import { gatewayJson, RefusedError, UnreachableError, type GatewayDeps } from './gateway.ts';
import { PULL_BATCH_SIZE, type PullState, type ReplicationHooks } from './replication.ts';
import { fetchSnapshot } from './snapshot.ts';
import type { Packer, PackedDoc, Sequence } from '../storage/packed-store.ts';

interface ChangesAnswer {
  results: Array<{ id: string; deleted?: boolean; doc?: CouchDoc; changes?: Array<{ rev: string }> }>;
  last_seq: Sequence;
}

const RETRY_MS = 5_000;
/** A long catch-up is persisted on the way, so a reload does not start it again. */
const FLUSH_EVERY_BATCHES = 20;

function packed(doc: CouchDoc): PackedDoc {
  return { doc: fromCouch(doc), rev: doc._rev ?? '' };
}

/**
 * Writes changes into the memory collection: upserts in one bulk, deletions in another. `held`
 * tells which ids the collection may already hold (the packer's documents before these changes);
 * the others go in by `bulkInsert`, which RxDB does in one pass where `bulkUpsert` prepares every
 * document twice (it inserts first and updates what was there). Without it everything upserts.
 */
export async function applyToCollection(
  collection: RxCollection,
  changes: PackedDoc[],
  held?: ReadonlyMap<string, unknown>,
): Promise<void> {
  const fresh: Array<Record<string, unknown>> = [];
  const live: Array<Record<string, unknown>> = [];
  const gone: string[] = [];
  for (const { doc } of changes) {
    if (doc._deleted) gone.push(doc.id);
    // As it is: RxDB copies what it writes, and `_deleted: false` is what it would set.
    else (held && !held.has(doc.id) ? fresh : live).push(doc);
  }
  if (fresh.length > 0) {
    const { error } = await collection.bulkInsert(fresh);
    // Held after all (another writer): updated as any other.
    for (const failed of error) if (failed.status === 409) live.push(failed.writeRow.document);
  }
  if (live.length > 0) await collection.bulkUpsert(live);
  if (gone.length > 0) {
    const held = await collection.findByIds(gone).exec();
    if (held.size > 0) await collection.bulkRemove([...held.keys()]);
  }
}

/**
 * What loading a snapshot changes on a device that may already hold part of the database (a pull
 * from 0 began while the server made the snapshot). A document held at the snapshot's revision
 * is left alone: rewriting it costs RxDB's memory storage an index splice per document, which
 * over a catalogue is quadratic (minutes at 40,000 products). What the snapshot lacks was
 * deleted before its sequence, and `_changes` after it will not say so again.
 */
export function snapshotChanges(docs: CouchDoc[], held: ReadonlyMap<string, PackedDoc>): PackedDoc[] {
  const changes: PackedDoc[] = [];
  const inSnapshot = held.size > 0 ? new Set<string>() : undefined;
  for (const doc of docs) {
    if (doc._id.startsWith('_design/')) continue;
    inSnapshot?.add(doc._id);
    if (held.size > 0 && held.get(doc._id)?.rev === (doc._rev ?? '')) continue;
    changes.push(packed(doc));
  }
  if (inSnapshot)
    for (const id of held.keys())
      if (!inSnapshot.has(id)) changes.push({ doc: { id, _deleted: true }, rev: '' });
  return changes;
}

export function replicatePacked(options: {
  collection: RxCollection;
  database: string;
  deps: GatewayDeps;
  hooks: ReplicationHooks;
  packer: Packer;
  /** False: start from `_changes` at 0 (the database has no snapshot, or tests). */
  snapshot: boolean;
  /** Tells the other tabs what a flush wrote. */
  onFlushed?(notice: NonNullable<Awaited<ReturnType<Packer['flush']>>>): void;
}): PullState & { start(): void } {
  const { collection, database, deps, hooks, packer } = options;
  const active$ = new BehaviorSubject(false);
  const received$ = new Subject<number>();
  let trySnapshot = options.snapshot;
  let started = false;
  let cancelled = false;
  let again = false;
  /** When the latest `_changes` request was sent (`performance.now()`). */
  let askedAt = -Infinity;
  let running: Promise<void> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let firstDone!: () => void;
  const initial = new Promise<void>((resolve) => (firstDone = resolve));

  async function flush(): Promise<void> {
    const notice = await packer.flush();
    if (notice) options.onFlushed?.(notice);
  }

  // Flushes run one after another beside the pull: a flush takes its records when it starts, so
  // the catch-up need not wait for IndexedDB (one store: its write transactions queue anyway).
  let flushing: Promise<void> = Promise.resolve();
  let flushError: unknown;
  function flushSoon(): void {
    flushing = flushing.then(flush).catch((error: unknown) => {
      flushError ??= error;
    });
  }
  /** Everything pulled so far is persisted, or the first flush error since the last call is thrown. */
  async function flushNow(): Promise<void> {
    flushSoon();
    await flushing;
    const error = flushError;
    flushError = undefined;
    if (error) throw error;
  }

  /** When to ask again for a snapshot the server was still making (during the first round). */
  let snapshotAgainAt: number | undefined;

  async function loadSnapshot(): Promise<void> {
    const snapshot = await fetchSnapshot(deps, database);
    trySnapshot = false;
    snapshotAgainAt = snapshot === 'later' ? Date.now() + RETRY_MS : undefined;
    if (!snapshot || snapshot === 'later' || cancelled) return;
    const changes = snapshotChanges(snapshot.docs, packer.docs);
    await applyToCollection(collection, changes, packer.docs);
    packer.apply(changes, snapshot.seq);
    // Once this flush is done a reload goes on from the snapshot's sequence.
    flushSoon();
    hooks.onReachable(true);
    received$.next(changes.length);
  }

  async function catchUp(): Promise<void> {
    for (let batch = 1; !cancelled; batch++) {
      const query = new URLSearchParams({
        style: 'all_docs',
        include_docs: 'true',
        since: String(packer.seq ?? 0),
        limit: String(PULL_BATCH_SIZE),
      });
      // This request sees every change stored before it is answered: a news of a change (reSync)
      // that came before it needs no round of its own. At the first sync, the change stream
      // connects while the snapshot loads, and its news cost a whole second round.
      again = false;
      askedAt = performance.now();
      const answer = await gatewayJson<ChangesAnswer>(deps, `/db/${database}/_changes?${query}`);
      if (cancelled) return;
      hooks.onReachable(true);
      const changes = answer.results
        // The server's own views (a design document in a master) are no catalogue data.
        .filter((row) => !row.id.startsWith('_design/'))
        .map((row) =>
          row.doc
            ? packed(row.doc)
            : { doc: { id: row.id, _deleted: row.deleted === true }, rev: row.changes?.[0]?.rev ?? '' },
        );
      await applyToCollection(collection, changes, packer.docs);
      packer.apply(changes, answer.last_seq);
      if (changes.length > 0) received$.next(changes.length);
      if (answer.results.length < PULL_BATCH_SIZE) return;
      // Still far from done after a 503: the snapshot may be ready now, and cheaper than the rest.
      if (snapshotAgainAt !== undefined && Date.now() >= snapshotAgainAt) await loadSnapshot();
      if (batch % FLUSH_EVERY_BATCHES === 0) flushSoon();
    }
  }

  async function runOnce(): Promise<void> {
    if (packer.seq === null && trySnapshot) await loadSnapshot();
    await catchUp();
    // The first round is over: later news comes by `_changes` alone.
    snapshotAgainAt = undefined;
    await flushNow();
  }

  function run(): void {
    if (cancelled || !started) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(retryTimer);
    active$.next(true);
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
          // Caught up once: the first sync is over even if news keeps the loop going.
          firstDone();
        } while (again && !cancelled);
      } catch (error) {
        if (error instanceof RefusedError) {
          cancelled = true;
          hooks.onRefused(error.status);
          // As RxDB's replication after a refusal: the first round is over, with nothing more.
          firstDone();
          return;
        }
        if (error instanceof UnreachableError) hooks.onReachable(false);
        else console.error(`[sync] ${database}`, error);
        if (!cancelled) retryTimer = setTimeout(run, RETRY_MS);
      } finally {
        running = undefined;
        active$.next(false);
      }
    })();
  }

  return {
    active$,
    received$,
    start() {
      started = true;
      run();
    },
    reSync(newsAt) {
      // The change stream's "connected" is read late while a first sync keeps the page busy: a
      // request sent after the stream opened has what it is about.
      if (newsAt !== undefined && askedAt > newsAt) return;
      run();
    },
    awaitInitialReplication: () => initial,
    async cancel() {
      cancelled = true;
      clearTimeout(retryTimer);
      await running;
      // A flush under way completes (its records are taken); the database closes after it.
      await flushing;
    },
  };
}
