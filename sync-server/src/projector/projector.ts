// The projector keeps the read-only projections (`catalogue`, `masterdata`, `publications`) equal
// to what a premium reader may see of the master databases (DESIGN.md section 4): it follows each
// master's `_changes` feed, projects every changed document (project-document.ts) and writes only
// what differs, so an item that becomes hidden or is deleted turns into a deletion that
// replicates to every device, and unhiding it recreates it.
//
// Crash safety: per master, a checkpoint (`projector-checkpoint:<master>` in `server_state`) is
// saved only after a batch is fully applied. After a crash the projector re-reads the batch and
// applies it again, which writes nothing for documents that already match (no new revisions),
// so nothing is lost or duplicated. Store errors (a restarting store, refused connections) are
// logged once and retried with a growing pause, from the same checkpoint.
//
// One worker across processes (DESIGN.md section 5a): only the holder of the `projector-lease`
// document projects; the others wait and take over when it stops or its lease runs out.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { StoreError, type ChangesResponse, type CouchDoc, type StoreClient } from '../store/couch-client.ts';
import { MASTERS, PROJECTION_OF, type MasterName, type ProjectionName } from '../store/databases.ts';
import { isProjectableId, planWrite, projectDocument } from './project-document.ts';
import { STATE_DATABASE, startLease, type LeaseTiming } from './lease.ts';
import { createChangesRequester } from '../store/changes-request.ts';

export interface Projector {
  /** Stops following the masters, waits for the current batch to end and releases the lease. */
  stop(): Promise<void>;
  /** Resolves when no master has changes past its saved checkpoint (whoever holds the lease). */
  idle(): Promise<void>;
  /** True while this process holds the lease and projects. */
  holdsLease(): boolean;
}

export interface ProjectorTiming extends LeaseTiming {
  /** How long one long-poll of `_changes` waits for a change before it asks again. */
  longpollMs: number;
  /** First pause after a store error; it doubles up to `maxBackoffMs`. */
  minBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_TIMING: ProjectorTiming = {
  leaseMs: 15_000,
  renewMs: 5_000,
  longpollMs: 25_000,
  minBackoffMs: 200,
  maxBackoffMs: 5_000,
};

export const LEASE_ID = 'projector-lease';
export const BATCH_SIZE = 500;
const CONFLICT_RETRIES = 5;
const IDLE_POLL_MS = 50;

export function checkpointId(master: MasterName): string {
  return `projector-checkpoint:${master}`;
}

interface Checkpoint {
  since: string | number;
  rev: string | undefined;
}

interface CheckpointDoc extends CouchDoc {
  since: string | number;
}

/** Thrown inside a cycle when the lease was lost; the loop then waits instead of logging. */
class LeaseLost extends Error {}

/** Sequences are opaque (numbers in PouchDB, strings in CouchDB): compare only for equality. */
function sameSeq(a: string | number, b: string | number): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

export function startProjector(options: {
  store: StoreClient;
  leaseOwner?: string;
  timing?: Partial<ProjectorTiming>;
  log?: (message: string) => void;
}): Projector {
  const { store } = options;
  const timing: ProjectorTiming = { ...DEFAULT_TIMING, ...options.timing };
  const log = options.log ?? ((message: string) => console.error(`[projector] ${message}`));
  const owner = options.leaseOwner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const stopping = new AbortController();
  /** The `_changes` request of each master in flight, aborted on stop or when the lease is lost. */
  const cycles = new Set<AbortController>();

  const feeds = createChangesRequester(store);
  const lease = startLease({ store, id: LEASE_ID, owner, timing, log });
  lease.onLost(() => {
    log(`${owner} lost the projector lease and stops projecting until it holds it again`);
    for (const cycle of cycles) cycle.abort(new LeaseLost());
  });

  async function readCheckpoint(master: MasterName): Promise<Checkpoint> {
    const doc = await store.get<CheckpointDoc>(STATE_DATABASE, checkpointId(master));
    return { since: doc?.since ?? 0, rev: doc?._rev };
  }

  async function saveCheckpoint(master: MasterName, since: string | number, rev: string | undefined) {
    let currentRev = rev;
    for (let attempt = 0; ; attempt++) {
      if (!lease.holds()) throw new LeaseLost();
      try {
        await store.put(STATE_DATABASE, {
          _id: checkpointId(master),
          ...(currentRev ? { _rev: currentRev } : {}),
          since,
          updated_at: new Date().toISOString(),
        });
        return;
      } catch (error) {
        // A lost response to an earlier save, or a former holder: we applied everything up to
        // `since`, so ours is right; take the current revision and write again.
        if (!(error instanceof StoreError && error.status === 409) || attempt >= CONFLICT_RETRIES)
          throw error;
        currentRev = (await store.get<CheckpointDoc>(STATE_DATABASE, checkpointId(master)))?._rev;
      }
    }
  }

  /** Live projection documents by id; missing and deleted ones are absent. */
  async function readProjection(projection: ProjectionName, ids: string[]): Promise<Map<string, CouchDoc>> {
    const docs = await store.allDocs(projection, { keys: ids });
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  /**
   * After a write conflict: read the projection document, then the master document, and write
   * again. Reading the master after the projection means the write is based on master content
   * at least as new as whatever produced the projection's current revision.
   */
  async function reconcile(master: MasterName, projection: ProjectionName, id: string): Promise<void> {
    for (let attempt = 0; attempt < CONFLICT_RETRIES; attempt++) {
      const existing = await store.get(projection, id);
      const source = await store.get(master, id);
      const write = planWrite(id, source ? projectDocument(master, source) : null, existing);
      if (!write) return;
      if (!lease.holds()) throw new LeaseLost();
      const [result] = await store.bulkDocs(projection, [write]);
      if (!result?.error) return;
      if (result.error !== 'conflict') throw new StoreError(500, result, `_bulk_docs ${projection}/${id}`);
    }
    throw new Error(`${projection}/${id}: still in conflict after ${CONFLICT_RETRIES} attempts`);
  }

  async function applyBatch(master: MasterName, results: ChangesResponse['results']): Promise<void> {
    const projection = PROJECTION_OF[master];
    const latest = new Map<string, CouchDoc>();
    for (const change of results) {
      if (!isProjectableId(change.id)) continue;
      latest.set(change.id, change.deleted || !change.doc ? { _id: change.id, _deleted: true } : change.doc);
    }
    if (latest.size === 0) return;
    const existing = await readProjection(projection, [...latest.keys()]);
    const writes: CouchDoc[] = [];
    for (const [id, doc] of latest) {
      const write = planWrite(id, projectDocument(master, doc), existing.get(id));
      if (write) writes.push(write);
    }
    if (writes.length === 0) return;
    if (!lease.holds()) throw new LeaseLost();
    const outcome = await store.bulkDocs(projection, writes);
    for (const result of outcome) {
      if (!result.error) continue;
      if (result.error !== 'conflict')
        throw new StoreError(500, result, `_bulk_docs ${projection}/${result.id}`);
      await reconcile(master, projection, result.id);
    }
  }

  /** One request to `_changes`; undefined when a long-poll ended without news. */
  async function fetchChanges(
    master: MasterName,
    since: string | number,
    live: boolean,
  ): Promise<ChangesResponse | undefined> {
    const cycle = new AbortController();
    cycles.add(cycle);
    // The embedded store ignores `timeout` on a long-poll, so end it here as well.
    const timer = live ? setTimeout(() => cycle.abort('timeout'), timing.longpollMs + 1_000) : undefined;
    const params: Record<string, string> = {
      since: String(since),
      include_docs: 'true',
      style: 'all_docs',
      limit: String(BATCH_SIZE),
    };
    if (live) Object.assign(params, { feed: 'longpoll', timeout: String(timing.longpollMs) });
    try {
      return await feeds.changes(master, params, cycle.signal);
    } catch (error) {
      if (cycle.signal.reason === 'timeout') return undefined;
      if (cycle.signal.reason instanceof LeaseLost) throw cycle.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      cycles.delete(cycle);
    }
  }

  async function follow(master: MasterName): Promise<void> {
    let live = false;
    let failing = false;
    let backoff = timing.minBackoffMs;
    while (!stopping.signal.aborted) {
      if (!lease.holds()) {
        live = false;
        await lease.changed(stopping.signal);
        continue;
      }
      try {
        // Read every cycle: another holder may have moved it while we waited for the lease.
        const checkpoint = await readCheckpoint(master);
        const changes = await fetchChanges(master, checkpoint.since, live);
        if (stopping.signal.aborted) break;
        if (changes) {
          await applyBatch(master, changes.results);
          if (!sameSeq(changes.last_seq, checkpoint.since)) {
            await saveCheckpoint(master, changes.last_seq, checkpoint.rev);
          }
          live = changes.results.length < BATCH_SIZE;
        }
        if (failing) log(`${master}: store reachable again, projecting`);
        failing = false;
        backoff = timing.minBackoffMs;
      } catch (error) {
        if (stopping.signal.aborted) break;
        live = false;
        if (error instanceof LeaseLost) continue;
        if (!failing)
          log(`${master}: store unavailable (${describe(error)}); retrying from the last checkpoint`);
        failing = true;
        await sleep(backoff, stopping.signal);
        backoff = Math.min(backoff * 2, timing.maxBackoffMs);
      }
    }
  }

  const loops = MASTERS.map((master) => follow(master));

  async function caughtUp(): Promise<boolean> {
    for (const master of MASTERS) {
      const { since } = await readCheckpoint(master);
      const changes = await store.changes(master, { since: String(since), limit: '1' });
      if (changes.results.length > 0) return false;
    }
    return true;
  }

  let stopped: Promise<void> | undefined;

  return {
    holdsLease: () => lease.holds(),
    async idle() {
      for (;;) {
        if (stopping.signal.aborted) throw new Error('the projector was stopped');
        try {
          if (await caughtUp()) return;
        } catch {
          // The store is restarting: ask again.
        }
        await sleep(IDLE_POLL_MS, stopping.signal);
      }
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        for (const cycle of cycles) cycle.abort('stop');
        await Promise.all(loops);
        feeds.close();
        await lease.stop();
      })();
      return stopped;
    },
  };
}
