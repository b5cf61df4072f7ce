// Import batches in the server-only `catalogue_imports` database. A dry run stores its planned
// writes as a batch (nothing in the catalogue changes), entry by entry as the plan decides them,
// each with the version it replaces; an apply writes them a chunk at a time through the one bulk
// read-modify-write (`updateDocuments`) with the audit of master writes (the change history shows
// every write with its batch), each document only over the revision the dry run read. A product
// changed by someone else since the dry run is a conflict, left as it is and listed. An apply
// that stops halfway can be resumed (the entries still planned) or undone (the entries applied),
// and undo brings back the previous revisions. Entries are read a page at a time, so neither an
// apply nor a look at the batch holds the whole file; the batch document carries the progress.
import { randomUUID } from 'node:crypto';
import {
  fromCouchDoc,
  sameContent,
  validateDocument,
  type BatchStatus,
  type CollectionName,
} from '@poct/schemas';
import { masterWriteAudit } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument, updateDocuments } from '../../platform/store/update-document.ts';
import { MAX_LISTED_CONFLICTS, WRITE_CHUNK } from './limits.ts';
import { withImportSource } from './import-source.ts';
import type { DryRun, PlannedWrite, PlanSink } from './plan-import.ts';

export const IMPORTS_DB = 'catalogue_imports';
/** An apply that has not reported progress for this long has died: it may be resumed. */
export const STALE_APPLY_MS = 60_000;

type Database = PlannedWrite['database'];
const COLLECTION_OF = {
  catalogue_master: 'product',
  masterdata_master: 'masterdata',
  publications_master: 'link',
} as const satisfies Record<Database, CollectionName>;

export interface ImportBatch extends CouchDoc {
  type: 'batch';
  status: BatchStatus;
  file_name: string;
  format: string;
  user_id: string;
  created_at: string;
  applied_at?: string;
  undone_at?: string;
  /** When the running apply or undo last finished a chunk. */
  heartbeat_at?: string;
  entries: number;
  counts: DryRun['counts'] & { master_data: number };
  results: { applied: number; conflicts: number; undone: number; undo_conflicts: number };
  /** Entries the running (or last) apply or undo has gone through, of `total`. */
  progress?: { done: number; total: number };
  /** Sequence numbers of entries in conflict, the first MAX_LISTED_CONFLICTS. */
  conflict_seqs?: number[];
}

export interface BatchEntry extends CouchDoc {
  type: 'entry';
  batch_id: string;
  seq: number;
  database: Database;
  doc_id: string;
  action: 'create' | 'update';
  base_rev?: string;
  next: CouchDoc;
  state: 'planned' | 'writing' | 'applied' | 'conflict' | 'undone' | 'undo_conflict';
  /** The version the write replaces (null: there was none), kept from the dry run. */
  previous?: CouchDoc | null;
  applied_rev?: string;
  /** The revision found instead of the expected one. */
  conflict_rev?: string;
}

// Entries sort under their own prefix, so listing the batches reads no entry.
const entryId = (batchId: string, seq: number) => `entry:${batchId}:${String(seq).padStart(8, '0')}`;
/** The key range of a batch's entries (from seq `from`, before seq `to`). */
export const entryRange = (batchId: string, from = 0, to?: number) => ({
  startkey: entryId(batchId, from),
  endkey: to === undefined ? `entry:${batchId}:\uffff` : entryId(batchId, to - 1),
});

export interface BatchWriter extends PlanSink {
  /** Stores the batch over the entries added; undefined when there were none (nothing kept). */
  commit(plan: DryRun): Promise<ImportBatch | undefined>;
}

/**
 * The batch a dry run plans, stored as the plan decides: entries go to the store a chunk at a
 * time (one chunk in flight while the plan goes on), the batch document last, so a dry run that
 * fails or finds an error leaves no batch (`abandon` removes the entries written).
 */
export function openBatch(
  store: StoreClient,
  meta: { fileName: string; format: string; userId: string; now: string },
): BatchWriter {
  const id = `batch-${randomUUID()}`;
  let buffer: BatchEntry[] = [];
  let seq = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  let abandoned = false;
  const flush = async () => {
    const docs = buffer;
    buffer = [];
    await inFlight;
    if (docs.length > 0) inFlight = store.bulkDocs(IMPORTS_DB, docs).then(assertSaved);
  };
  return {
    async add(write) {
      if (abandoned) return;
      const { database, doc_id, action, base_rev, previous, next } = write;
      buffer.push({
        _id: entryId(id, seq),
        type: 'entry',
        batch_id: id,
        seq,
        database,
        doc_id,
        action,
        ...(base_rev ? { base_rev } : {}),
        previous,
        // What a file writes into the catalogue names its batch among the product's sources.
        next:
          database === 'catalogue_master'
            ? withImportSource(next, { id, fileName: meta.fileName, now: meta.now })
            : next,
        state: 'planned',
      });
      seq++;
      if (buffer.length >= WRITE_CHUNK) await flush();
    },
    async abandon() {
      if (abandoned) return;
      abandoned = true;
      buffer = [];
      await inFlight.catch(() => {});
      for (let from = 0; from < seq; from += WRITE_CHUNK) {
        const written = await store.allDocs(IMPORTS_DB, entryRange(id, from, from + WRITE_CHUNK));
        if (written.length > 0)
          await store.bulkDocs(
            IMPORTS_DB,
            written.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })),
          );
      }
    },
    async commit(plan) {
      if (abandoned || seq === 0) return undefined;
      await flush();
      await inFlight;
      const batch: ImportBatch = {
        _id: id,
        type: 'batch',
        status: 'planned',
        file_name: meta.fileName,
        format: meta.format,
        user_id: meta.userId,
        created_at: meta.now,
        entries: seq,
        counts: { ...plan.counts, master_data: plan.master_data_to_create.length },
        results: { applied: 0, conflicts: 0, undone: 0, undo_conflicts: 0 },
        progress: { done: 0, total: seq },
      };
      const { rev } = await store.put(IMPORTS_DB, batch);
      return { ...batch, _rev: rev };
    },
  };
}

export async function listBatches(store: StoreClient): Promise<ImportBatch[]> {
  const docs = await store.allDocs<ImportBatch>(IMPORTS_DB, { startkey: 'batch-', endkey: 'batch-\uffff' });
  return docs.filter((doc) => doc.type === 'batch').sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function readBatch(store: StoreClient, id: string): Promise<ImportBatch> {
  const batch = id.startsWith('batch-') ? await store.get<ImportBatch>(IMPORTS_DB, id) : undefined;
  if (!batch || batch.type !== 'batch') throw new AppError(404, 'error.404.resource');
  return batch;
}

/** The batch's entries in conflict (the first MAX_LISTED_CONFLICTS), read by their numbers. */
export async function readConflicts(store: StoreClient, batch: ImportBatch): Promise<BatchEntry[]> {
  const seqs = batch.conflict_seqs ?? [];
  if (seqs.length === 0) return [];
  const entries = await store.allDocs<BatchEntry>(IMPORTS_DB, {
    keys: seqs.map((seq) => entryId(batch._id, seq)),
  });
  return entries.filter((entry) => entry.state === 'conflict' || entry.state === 'undo_conflict');
}

/** The entries from seq `from` to before `to`, a page at a time. */
async function* entryPages(
  store: StoreClient,
  batchId: string,
  from: number,
  to: number,
): AsyncGenerator<BatchEntry[]> {
  for (let start = from; start < to; start += WRITE_CHUNK)
    yield store.allDocs<BatchEntry>(
      IMPORTS_DB,
      entryRange(batchId, start, Math.min(to, start + WRITE_CHUNK)),
    );
}

function assertSaved(results: { ok?: boolean; rev?: string; error?: string }[]) {
  for (const result of results)
    if (!result.ok || !result.rev) throw new Error(`import entry not saved: ${result.error ?? 'unknown'}`);
  return results;
}

const isStale = (batch: ImportBatch, now: number) =>
  !batch.heartbeat_at || now - Date.parse(batch.heartbeat_at) > STALE_APPLY_MS;

/** Moves the batch from one of `from` to `to` (one read-modify-write), or refuses with 409. */
async function claim(
  store: StoreClient,
  id: string,
  from: (batch: ImportBatch) => boolean,
  change: (batch: ImportBatch) => Partial<ImportBatch>,
): Promise<ImportBatch> {
  const outcome = await updateDocument<ImportBatch>(
    store,
    IMPORTS_DB,
    id,
    (current) => {
      if (!current || current.type !== 'batch') throw new AppError(404, 'error.404.resource');
      if (!from(current)) throw new AppError(409, 'import.batch_state');
      return { ...current, ...change(current) };
    },
    { retries: 3 },
  );
  if (!outcome.written) throw new AppError(409, 'import.batch_state');
  return outcome.doc;
}

async function saveBatch(store: StoreClient, id: string, change: Partial<ImportBatch>) {
  const outcome = await updateDocument<ImportBatch>(
    store,
    IMPORTS_DB,
    id,
    (current) => (current ? { ...current, ...change } : undefined),
    { retries: 5 },
  );
  if (!outcome.written) throw new AppError(404, 'error.404.resource');
  return outcome.doc;
}

/** What an apply or undo has gone through so far: entries by final state, conflicts by number. */
class Tally {
  readonly states = new Map<BatchEntry['state'], number>();
  readonly conflictSeqs: number[] = [];
  done = 0;

  add(entries: readonly BatchEntry[]) {
    for (const entry of entries) {
      this.states.set(entry.state, (this.states.get(entry.state) ?? 0) + 1);
      if (
        (entry.state === 'conflict' || entry.state === 'undo_conflict') &&
        this.conflictSeqs.length < MAX_LISTED_CONFLICTS
      )
        this.conflictSeqs.push(entry.seq);
    }
    this.done += entries.length;
  }

  results(): ImportBatch['results'] {
    const count = (state: BatchEntry['state']) => this.states.get(state) ?? 0;
    return {
      applied: count('applied'),
      conflicts: count('conflict'),
      undone: count('undone'),
      undo_conflicts: count('undo_conflict'),
    };
  }
}

/** After each chunk: the heartbeat, and how far the work has come (the client polls the batch). */
async function reportChunk(store: StoreClient, batch: ImportBatch, tally: Tally) {
  await saveBatch(store, batch._id, {
    heartbeat_at: new Date().toISOString(),
    progress: { done: tally.done, total: batch.entries },
    conflict_seqs: [...tally.conflictSeqs].sort((a, b) => a - b),
  });
}

/**
 * Applies a planned batch, or resumes one whose apply stopped. Entries are written in order (the
 * master data first), a chunk at a time; after each chunk the batch shows its progress and
 * `onProgress` hears how many are done.
 */
export async function applyBatch(
  store: StoreClient,
  id: string,
  userId: string,
  onProgress: (done: number, total: number) => void | Promise<void> = () => {},
): Promise<ImportBatch> {
  const nowMs = Date.now();
  const batch = await claim(
    store,
    id,
    (current) => current.status === 'planned' || (current.status === 'applying' && isStale(current, nowMs)),
    (current) => ({
      status: 'applying',
      heartbeat_at: new Date(nowMs).toISOString(),
      progress: { done: 0, total: current.entries },
    }),
  );
  const tally = new Tally();
  for await (const page of entryPages(store, id, 0, batch.entries)) {
    // Master data come first in a batch, links after the products they name: a page that holds
    // several writes them in that order.
    for (const database of ['masterdata_master', 'catalogue_master', 'publications_master'] as const)
      await applyChunk(
        store,
        database,
        page.filter((entry) => entry.database === database),
        userId,
        id,
      );
    tally.add(page);
    await reportChunk(store, batch, tally);
    await onProgress(tally.done, batch.entries);
  }
  return saveBatch(store, id, {
    status: 'applied',
    applied_at: new Date().toISOString(),
    results: tally.results(),
  });
}

/** Stores the entries' new states; the objects in `entries` get their new revisions. */
async function saveEntries(store: StoreClient, entries: BatchEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const results = assertSaved(await store.bulkDocs(IMPORTS_DB, entries));
  results.forEach((result, index) => (entries[index]!._rev = result.rev));
}

/** Whether the entry's write reached the store (before an apply stopped, say). */
const reached = (entry: BatchEntry, stored: CouchDoc | undefined) =>
  stored !== undefined && sameContent(stored, entry.next);

async function applyChunk(
  store: StoreClient,
  database: Database,
  chunk: BatchEntry[],
  userId: string,
  batchId: string,
): Promise<void> {
  const open = new Map(
    chunk
      .filter((entry) => entry.state === 'planned' || entry.state === 'writing')
      .map((entry) => [entry.doc_id, entry]),
  );
  if (open.size === 0) return;
  const written = await updateDocuments(
    store,
    database,
    [...open.keys()],
    (docId, stored) => {
      const entry = open.get(docId)!;
      if (stored?._rev === entry.base_rev) {
        const doc = { ...entry.next, _id: docId } as CouchDoc;
        // The same checks as every other write of a product or master data item.
        const verdict = validateDocument(COLLECTION_OF[database], fromCouchDoc(doc));
        if (!verdict.ok) throw new AppError(409, 'import.conflict');
        return doc;
      }
      // A write that reached the store before the apply stopped counts as applied; any other
      // revision than the dry run's is someone else's change, never overwritten.
      if (reached(entry, stored)) Object.assign(entry, { state: 'applied', applied_rev: stored!._rev });
      else
        Object.assign(entry, { state: 'conflict', ...(stored?._rev ? { conflict_rev: stored._rev } : {}) });
      return undefined;
    },
    { retries: 3, audit: masterWriteAudit({ store, database, userId, batchId }) },
  );
  for (const [docId, rev] of written) Object.assign(open.get(docId)!, { state: 'applied', applied_rev: rev });
  await saveEntries(store, [...open.values()]);
}

/** Undoes an applied (or stopped) batch: each product it wrote goes back to its previous revision. */
export async function undoBatch(store: StoreClient, id: string, userId: string): Promise<ImportBatch> {
  const nowMs = Date.now();
  const batch = await claim(
    store,
    id,
    (current) =>
      current.status === 'applied' ||
      ((current.status === 'applying' || current.status === 'undoing') && isStale(current, nowMs)),
    (current) => ({
      status: 'undoing',
      heartbeat_at: new Date(nowMs).toISOString(),
      progress: { done: 0, total: current.entries },
    }),
  );
  const now = new Date().toISOString();
  const tally = new Tally();
  // Links and products first (links before the products they name), then the master data the
  // batch created, which the products may name (master data entries are the batch's first).
  const masterData = batch.counts.master_data;
  for (const [databases, from, to] of [
    [['publications_master', 'catalogue_master'], masterData, batch.entries],
    [['masterdata_master'], 0, masterData],
  ] as const)
    for await (const page of entryPages(store, id, from, to)) {
      for (const database of databases)
        await undoChunk(
          store,
          database,
          page.filter((entry) => entry.database === database),
          userId,
          id,
          now,
        );
      tally.add(page);
      await reportChunk(store, batch, tally);
    }
  return saveBatch(store, id, { status: 'undone', undone_at: now, results: tally.results() });
}

async function undoChunk(
  store: StoreClient,
  database: Database,
  chunk: BatchEntry[],
  userId: string,
  batchId: string,
  now: string,
): Promise<void> {
  // An entry still planned or writing may have reached the store before the apply stopped.
  const open = new Map(
    chunk
      .filter((entry) => entry.state === 'applied' || entry.state === 'writing' || entry.state === 'planned')
      .map((entry) => [entry.doc_id, entry]),
  );
  if (open.size === 0) return;
  const changed: BatchEntry[] = [];
  const written = await updateDocuments(
    store,
    database,
    [...open.keys()],
    (docId, stored) => {
      const entry = open.get(docId)!;
      if (entry.state !== 'applied' && !reached(entry, stored)) {
        // A write that never reached the store has nothing to undo.
        if (entry.state === 'writing') changed.push(Object.assign(entry, { state: 'undone' }));
        return undefined;
      }
      const appliedRev = entry.applied_rev ?? stored?._rev;
      if (!stored || stored._rev !== appliedRev) {
        changed.push(
          Object.assign(entry, {
            state: 'undo_conflict',
            ...(stored?._rev ? { conflict_rev: stored._rev } : {}),
          }),
        );
        return undefined;
      }
      const previous = entry.previous;
      return previous
        ? ({ ...previous, _id: docId, updated_at: now, updated_by: userId } as CouchDoc)
        : { _id: docId, _deleted: true };
    },
    { retries: 3, audit: masterWriteAudit({ store, database, userId, batchId }) },
  );
  for (const docId of written.keys()) changed.push(Object.assign(open.get(docId)!, { state: 'undone' }));
  await saveEntries(store, changed);
}
