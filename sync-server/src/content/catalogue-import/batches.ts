// Import batches in the server-only `catalogue_imports` database. A dry run stores its planned
// writes as a batch (nothing in the catalogue changes); an apply writes them product by product,
// each one document written only over the revision the dry run read, through the audited master
// write of the gateway (recordIntents → bulkDocs → completeIntents), so the change history shows
// every write with its batch. A product changed by someone else since the dry run is a conflict,
// left as it is and listed. Each entry keeps the version it replaced before its product is
// written, so an apply that stops halfway can be resumed (the entries still planned) or undone
// (the entries applied), and undo brings back the previous revisions.
import { randomUUID } from 'node:crypto';
import { fromCouchDoc, sameContent, validateDocument } from '@poct/schemas';
import { completeIntents, recordIntents } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { WRITE_CHUNK } from './limits.ts';
import { withImportSource } from './import-source.ts';
import type { DryRun } from './plan-import.ts';

export const IMPORTS_DB = 'catalogue_imports';
/** An apply that has not reported progress for this long has died: it may be resumed. */
export const STALE_APPLY_MS = 60_000;

type Database = 'catalogue_master' | 'masterdata_master';

export type BatchStatus = 'planned' | 'applying' | 'applied' | 'undoing' | 'undone';

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
  /** The version the write replaced (null: there was none), kept before the write. */
  previous?: CouchDoc | null;
  applied_rev?: string;
  /** The revision found instead of the expected one. */
  conflict_rev?: string;
}

const entryId = (batchId: string, seq: number) => `${batchId}:${String(seq).padStart(8, '0')}`;

export async function storeBatch(
  store: StoreClient,
  plan: DryRun,
  meta: { fileName: string; format: string; userId: string; now: string },
): Promise<ImportBatch> {
  const id = `batch-${randomUUID()}`;
  const planned: Omit<BatchEntry, '_id' | 'seq'>[] = [
    ...plan.master_data_to_create.map((next) => ({
      type: 'entry' as const,
      batch_id: id,
      database: 'masterdata_master' as const,
      doc_id: next._id,
      action: 'create' as const,
      next,
      state: 'planned' as const,
    })),
    ...plan.writes.map((write) => ({
      type: 'entry' as const,
      batch_id: id,
      database: 'catalogue_master' as const,
      doc_id: write.doc_id,
      action: write.action,
      ...(write.base_rev ? { base_rev: write.base_rev } : {}),
      next: withImportSource(write.next, { id, fileName: meta.fileName, now: meta.now }),
      state: 'planned' as const,
    })),
  ];
  for (let start = 0; start < planned.length; start += WRITE_CHUNK) {
    const docs = planned
      .slice(start, start + WRITE_CHUNK)
      .map((entry, index) => ({ ...entry, _id: entryId(id, start + index), seq: start + index }));
    await store.bulkDocs(IMPORTS_DB, docs);
  }
  const batch: ImportBatch = {
    _id: id,
    type: 'batch',
    status: 'planned',
    file_name: meta.fileName,
    format: meta.format,
    user_id: meta.userId,
    created_at: meta.now,
    entries: planned.length,
    counts: { ...plan.counts, master_data: plan.master_data_to_create.length },
    results: { applied: 0, conflicts: 0, undone: 0, undo_conflicts: 0 },
  };
  const { rev } = await store.put(IMPORTS_DB, batch);
  return { ...batch, _rev: rev };
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

export async function readEntries(store: StoreClient, batchId: string): Promise<BatchEntry[]> {
  return store.allDocs<BatchEntry>(IMPORTS_DB, { startkey: `${batchId}:`, endkey: `${batchId}:\uffff` });
}

const isStale = (batch: ImportBatch, now: number) =>
  !batch.heartbeat_at || now - Date.parse(batch.heartbeat_at) > STALE_APPLY_MS;

/** Moves the batch from one of `from` to `to` (one read-modify-write), or refuses with 409. */
async function claim(
  store: StoreClient,
  id: string,
  from: (batch: ImportBatch) => boolean,
  change: Partial<ImportBatch>,
): Promise<ImportBatch> {
  const outcome = await updateDocument<ImportBatch>(
    store,
    IMPORTS_DB,
    id,
    (current) => {
      if (!current || current.type !== 'batch') throw new AppError(404, 'error.404.resource');
      if (!from(current)) throw new AppError(409, 'import.batch_state');
      return { ...current, ...change };
    },
    { retries: 3 },
  );
  if (!outcome.written) throw new AppError(409, 'import.batch_state');
  return outcome.doc;
}

async function saveBatch(
  store: StoreClient,
  id: string,
  change: (batch: ImportBatch) => Partial<ImportBatch>,
) {
  const outcome = await updateDocument<ImportBatch>(
    store,
    IMPORTS_DB,
    id,
    (current) => (current ? { ...current, ...change(current) } : undefined),
    { retries: 5 },
  );
  if (!outcome.written) throw new AppError(404, 'error.404.resource');
  return outcome.doc;
}

/**
 * Applies a planned batch, or resumes one whose apply stopped. Entries are written in order, a
 * chunk at a time; `onProgress` hears how many are done.
 */
export async function applyBatch(
  store: StoreClient,
  id: string,
  userId: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportBatch> {
  const nowMs = Date.now();
  await claim(
    store,
    id,
    (batch) => batch.status === 'planned' || (batch.status === 'applying' && isStale(batch, nowMs)),
    { status: 'applying', heartbeat_at: new Date(nowMs).toISOString() },
  );
  const entries = await readEntries(store, id);
  let done = 0;
  for (const database of ['masterdata_master', 'catalogue_master'] as const) {
    const mine = entries.filter((entry) => entry.database === database);
    for (let start = 0; start < mine.length; start += WRITE_CHUNK) {
      await applyChunk(store, database, mine.slice(start, start + WRITE_CHUNK), userId, id);
      done += Math.min(WRITE_CHUNK, mine.length - start);
      onProgress(done, entries.length);
      await saveBatch(store, id, () => ({ heartbeat_at: new Date().toISOString() }));
    }
  }
  return finish(store, id, entries, { status: 'applied', applied_at: new Date().toISOString() });
}

async function finish(store: StoreClient, id: string, entries: BatchEntry[], change: Partial<ImportBatch>) {
  const count = (state: BatchEntry['state']) => entries.filter((entry) => entry.state === state).length;
  return saveBatch(store, id, () => ({
    ...change,
    results: {
      applied: count('applied'),
      conflicts: count('conflict'),
      undone: count('undone'),
      undo_conflicts: count('undo_conflict'),
    },
  }));
}

/** Stores the entries' new states; the objects in `entries` get their new revisions. */
async function saveEntries(store: StoreClient, entries: BatchEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const results = await store.bulkDocs(IMPORTS_DB, entries);
  results.forEach((result, index) => {
    if (!result.ok || !result.rev) throw new Error(`import entry not saved: ${result.error ?? 'unknown'}`);
    entries[index]!._rev = result.rev;
  });
}

async function writeAudited(
  store: StoreClient,
  database: Database,
  userId: string,
  batchId: string,
  docs: CouchDoc[],
  before: Map<string, CouchDoc>,
) {
  if (docs.length === 0) return [];
  const intents = await recordIntents({ store, database, userId, docs, before, batchId });
  const written = await store.bulkDocs(database, docs);
  await completeIntents({ store, ids: intents, results: written });
  return written;
}

async function applyChunk(
  store: StoreClient,
  database: Database,
  chunk: BatchEntry[],
  userId: string,
  batchId: string,
): Promise<void> {
  const open = chunk.filter((entry) => entry.state === 'planned' || entry.state === 'writing');
  if (open.length === 0) return;
  const current = new Map(
    (await store.allDocs(database, { keys: open.map((entry) => entry.doc_id) })).map((doc) => [doc._id, doc]),
  );
  const toWrite: BatchEntry[] = [];
  for (const entry of open) {
    const stored = current.get(entry.doc_id);
    if (entry.state === 'writing' && stored && sameContent(stored, entry.next)) {
      // The write reached the store before the apply stopped.
      Object.assign(entry, { state: 'applied', applied_rev: stored._rev });
    } else if (stored?._rev !== entry.base_rev) {
      Object.assign(entry, { state: 'conflict', ...(stored?._rev ? { conflict_rev: stored._rev } : {}) });
    } else {
      Object.assign(entry, { state: 'writing', previous: stored ?? null });
      toWrite.push(entry);
    }
  }
  // The versions being replaced are kept before anything is written.
  await saveEntries(store, open);
  const docs = toWrite.map((entry) => {
    const doc = { ...entry.next, ...(entry.base_rev ? { _rev: entry.base_rev } : {}) } as CouchDoc;
    delete (doc as { _rev?: string })._rev;
    if (entry.base_rev) doc._rev = entry.base_rev;
    // The same checks as every other write of a product or master data item.
    const verdict = validateDocument(
      database === 'catalogue_master' ? 'product' : 'masterdata',
      fromCouchDoc(doc),
    );
    if (!verdict.ok) throw new AppError(409, 'import.conflict');
    return doc;
  });
  const results = await writeAudited(store, database, userId, batchId, docs, current);
  results.forEach((result, index) => {
    const entry = toWrite[index]!;
    if (result.ok && result.rev) Object.assign(entry, { state: 'applied', applied_rev: result.rev });
    else Object.assign(entry, { state: 'conflict' });
  });
  await saveEntries(store, toWrite);
}

/** Undoes an applied (or stopped) batch: each product it wrote goes back to its previous revision. */
export async function undoBatch(store: StoreClient, id: string, userId: string): Promise<ImportBatch> {
  const nowMs = Date.now();
  await claim(
    store,
    id,
    (batch) =>
      batch.status === 'applied' ||
      ((batch.status === 'applying' || batch.status === 'undoing') && isStale(batch, nowMs)),
    { status: 'undoing', heartbeat_at: new Date(nowMs).toISOString() },
  );
  const entries = await readEntries(store, id);
  const now = new Date().toISOString();
  // Products first, then the master data the batch created, which they may name.
  for (const database of ['catalogue_master', 'masterdata_master'] as const) {
    const mine = entries.filter(
      (entry) => entry.database === database && (entry.state === 'applied' || entry.state === 'writing'),
    );
    for (let start = 0; start < mine.length; start += WRITE_CHUNK) {
      await undoChunk(store, database, mine.slice(start, start + WRITE_CHUNK), userId, id, now);
      await saveBatch(store, id, () => ({ heartbeat_at: new Date().toISOString() }));
    }
  }
  return finish(store, id, entries, { status: 'undone', undone_at: now });
}

async function undoChunk(
  store: StoreClient,
  database: Database,
  chunk: BatchEntry[],
  userId: string,
  batchId: string,
  now: string,
): Promise<void> {
  const current = new Map(
    (await store.allDocs(database, { keys: chunk.map((entry) => entry.doc_id) })).map((doc) => [
      doc._id,
      doc,
    ]),
  );
  const toWrite: BatchEntry[] = [];
  const docs: CouchDoc[] = [];
  for (const entry of chunk) {
    const stored = current.get(entry.doc_id);
    // A write that never reached the store has nothing to undo.
    if (entry.state === 'writing' && (!stored || !sameContent(stored, entry.next))) {
      Object.assign(entry, { state: 'undone' });
      continue;
    }
    const appliedRev = entry.applied_rev ?? stored?._rev;
    if (!stored || stored._rev !== appliedRev) {
      Object.assign(entry, {
        state: 'undo_conflict',
        ...(stored?._rev ? { conflict_rev: stored._rev } : {}),
      });
      continue;
    }
    const previous = entry.previous;
    docs.push(
      previous
        ? { ...previous, _rev: stored._rev, updated_at: now, updated_by: userId }
        : { _id: entry.doc_id, _rev: stored._rev, _deleted: true },
    );
    toWrite.push(entry);
  }
  const results = await writeAudited(store, database, userId, batchId, docs, current);
  results.forEach((result, index) => {
    Object.assign(toWrite[index]!, result.ok ? { state: 'undone' } : { state: 'undo_conflict' });
  });
  await saveEntries(store, chunk);
}
