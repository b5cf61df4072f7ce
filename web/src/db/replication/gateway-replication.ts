// One collection replicated through the gateway with RxDB's replication protocol and our own
// CouchDB handlers (not RxDB's CouchDB plugin: that one long-polls per collection, retries a
// 401/403 forever and throws on a per-document refusal).
// Pull: `_changes` in batches from a sequence checkpoint; new changes are announced on the one
// change-events stream, which calls reSync(). Push: compare with the server's current revision
// (conflicts go back to RxDB's conflict handler), then `_bulk_docs`; refused documents are
// reported, never silently dropped.
import type { RxCollection } from 'rxdb/plugins/core';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { fromCouch, sameContent, toCouch, type CouchDoc, type RxDocData } from './couch-documents.ts';
import { gatewayJson, RefusedError, UnreachableError, type GatewayDeps } from './gateway.ts';
import { snapshotFirstPull, withChanges } from './master-first-pull.ts';
import type { OwnWrites } from './own-writes.ts';
import { PULL_BATCH_SIZE, type ReplicationHooks } from './replication.ts';

export interface CouchCheckpoint {
  sequence: string | number;
}

interface ChangesAnswer {
  results: Array<{ id: string; deleted?: boolean; doc?: CouchDoc }>;
  last_seq: string | number;
}

interface AllDocsAnswer {
  rows: Array<{
    key: string;
    error?: string;
    value?: { rev: string; deleted?: boolean };
    doc?: CouchDoc | null;
  }>;
}

type BulkAnswer = Array<{ id: string; ok?: boolean; rev?: string; error?: string; reason?: string }>;

export function replicateThroughGateway(options: {
  collection: RxCollection;
  /** Gateway database name, e.g. `catalogue`. */
  database: string;
  deps: GatewayDeps;
  hooks: ReplicationHooks;
  push: boolean;
  /** What this device sent, kept across reloads (own-writes.ts); only for pushed collections. */
  ownWrites?: OwnWrites;
  /** The first pull loads the server's snapshot (the staff masters, master-first-pull.ts). */
  firstFromSnapshot?: boolean;
}): RxReplicationState<RxDocData, CouchCheckpoint> & { reSync(newsAt?: number): void } {
  const { collection, database, deps, hooks } = options;
  const base = `/db/${database}`;
  let refused = false;

  /** A refusal is final: report it once; the handler answers "nothing more" so RxDB stops asking. */
  function refusal(error: unknown): boolean {
    if (error instanceof UnreachableError) hooks.onReachable(false);
    if (!(error instanceof RefusedError)) return false;
    if (!refused) {
      refused = true;
      hooks.onRefused(error.status);
    }
    return true;
  }

  /** When the last `_changes` request went out (`performance.now()`). */
  let askedAt = -Infinity;
  const state = replicateRxCollection<RxDocData, CouchCheckpoint>({
    collection: collection as unknown as RxCollection<RxDocData>,
    replicationIdentifier: `gateway-v1:${database}`,
    live: true,
    retryTime: 5_000,
    // One tab replicates; the others read the same IndexedDB (RxDB's leader election).
    waitForLeadership: true,
    autoStart: true,
    pull: {
      batchSize: PULL_BATCH_SIZE,
      async handler(checkpoint, batchSize) {
        if (refused) return { documents: [], checkpoint };
        try {
          // Staff masters: the first pull from the server's snapshot (master-first-pull.ts).
          const first =
            !checkpoint && options.firstFromSnapshot
              ? await snapshotFirstPull(collection, deps, database)
              : null;
          const answer = first
            ? withChanges(first, await changesSince(first.checkpoint.sequence, batchSize))
            : await changesSince(checkpoint?.sequence ?? 0, batchSize);
          hooks.onReachable(true);
          return answer;
        } catch (error) {
          if (refusal(error)) return { documents: [], checkpoint };
          throw error;
        }
      },
    },
    push: options.push
      ? {
          batchSize: 100,
          async handler(rows) {
            if (refused) return [];
            try {
              const conflicts = await pushRows(rows);
              hooks.onReachable(true);
              return conflicts;
            } catch (error) {
              if (refusal(error)) return [];
              throw error;
            }
          },
        }
      : undefined,
  });
  // News of a change with the moment it was true (`newsAt`, the change stream's "connected"): a
  // `_changes` request sent after it has what it is about, as in packed-replication.ts. At a first
  // sync the stream connects while the first pull runs, and its news cost a second round.
  const reSync = state.reSync.bind(state);
  state.reSync = (newsAt?: number) => {
    if (newsAt !== undefined && askedAt > newsAt) return;
    reSync();
  };
  return state;

  async function changesSince(since: string | number, batchSize: number) {
    const query = new URLSearchParams({
      style: 'all_docs',
      include_docs: 'true',
      since: String(since),
      limit: String(batchSize),
    });
    askedAt = performance.now();
    const answer = await gatewayJson<ChangesAnswer>(deps, `${base}/_changes?${query}`);
    const documents = answer.results
      // The server's own views (a design document in a master) are no catalogue data.
      .filter((row) => !row.id.startsWith('_design/'))
      .map((row) => (row.doc ? fromCouch(row.doc) : { id: row.id, _deleted: row.deleted === true }));
    return { documents, checkpoint: { sequence: answer.last_seq } };
  }

  async function pushRows(
    rows: Array<{ newDocumentState: RxDocData; assumedMasterState?: RxDocData }>,
  ): Promise<RxDocData[]> {
    const ids = rows.map((row) => row.newDocumentState.id);
    const current = await gatewayJson<AllDocsAnswer>(deps, `${base}/_all_docs`, {
      method: 'POST',
      body: { keys: ids, include_docs: true },
    });
    const remote = new Map(current.rows.map((row) => [row.key, row]));
    const conflicts: RxDocData[] = [];
    const writes: RxDocData[] = [];
    for (const row of rows) {
      const id = row.newDocumentState.id;
      const master = remote.get(id);
      const masterDoc = master?.doc ? fromCouch(master.doc) : undefined;
      // Already there: a write whose answer was lost (server or network died after storing it)
      // is re-sent; it is done, not a conflict.
      if (masterDoc && sameContent(masterDoc, row.newDocumentState)) continue;
      if (
        masterDoc &&
        !(row.assumedMasterState && sameContent(masterDoc, row.assumedMasterState)) &&
        // The editor's own earlier save whose answer was lost is what this edit was made on.
        !(await options.ownWrites?.isOwn(masterDoc, master?.value?.rev))
      ) {
        conflicts.push(masterDoc);
        continue;
      }
      writes.push(row.newDocumentState);
    }
    if (writes.length === 0) return conflicts;
    await options.ownWrites?.sending(writes);

    const results = await gatewayJson<BulkAnswer>(deps, `${base}/_bulk_docs`, {
      method: 'POST',
      body: { docs: writes.map((doc) => toCouch(doc, remote.get(doc.id)?.value?.rev)) },
    });
    options.ownWrites?.stored(
      results.flatMap((result) => (result.ok && result.rev ? [{ id: result.id, rev: result.rev }] : [])),
    );
    const refetch: string[] = [];
    for (const result of results) {
      if (result.ok) continue;
      if (result.error !== 'conflict') hooks.onRejected(result.id, result.reason ?? result.error ?? '');
      // Either way the server's version goes back to the conflict handler, so the local state
      // never claims to be stored when it is not.
      refetch.push(result.id);
    }
    if (refetch.length > 0) {
      const again = await gatewayJson<AllDocsAnswer>(deps, `${base}/_all_docs`, {
        method: 'POST',
        body: { keys: refetch, include_docs: true },
      });
      for (const row of again.rows) {
        if (row.doc) conflicts.push(fromCouch(row.doc));
        else conflicts.push({ id: row.key, _deleted: true });
      }
    }
    return conflicts;
  }
}

/**
 * Resolves once the checkpoints a replication has decided on are stored. RxDB does not await
 * its checkpoint writes ("for better performance", rxdb's replication-protocol/downstream.js), so
 * its initial replication resolves while the last one is still queued: a page closed right after
 * "Synced" lost it, and the next start pulled the collection again (after a staff first sync at
 * 40,000 products, the first full load of /ds/products read the 199,272 publications again and
 * acted after 66 to 88 s). A state that is not RxDB's (packed-replication.ts) has none to wait for.
 */
export function checkpointsStored(replication: object): Promise<void> {
  const internal = (replication as { internalReplicationState?: { checkpointQueue?: Promise<unknown> } })
    .internalReplicationState;
  // A failed write is RxDB's to report; the data is stored either way.
  return (internal?.checkpointQueue ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
