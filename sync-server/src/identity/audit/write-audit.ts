// Every write to a master database through the gateway is kept in the server-only `audit`
// database with the version it replaced: who changed what and when, and nothing overwritten is
// ever lost (a conflict resolved in favour of one editor leaves the other's version here).
//
// The entry is written *before* the document, as an intent, and completed after: a server that
// dies in between leaves an `attempted` entry, never a stored write without one. The id comes
// from what is written (database, document, the revision it replaces, its content), so a device
// re-sending the same write after a crash meets the same entry instead of adding a second.
// At start, `reconcileAuditIntents` completes intents whose write did reach the store.
import { createHash } from 'node:crypto';
import { canonicalContent, sameContent } from '@poct/schemas';
import type { BulkResult, CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { findByIndex } from '../../platform/store/find-by-index.ts';
import { createDocuments, isBulkConflict, type WriteAudit } from '../../platform/store/update-document.ts';

export interface MasterWriteAudit extends CouchDoc {
  _id: string;
  type: 'master-write';
  status: 'attempted' | 'stored';
  database: string;
  doc_id: string;
  /** The stored revision, once known. */
  rev?: string;
  user_id: string;
  at: string;
  action: 'create' | 'update' | 'delete';
  /** The version this write replaced (null for a new document). */
  previous: CouchDoc | null;
  document: CouchDoc;
  /** The catalogue import batch that made this write, if one did. */
  batch_id?: string;
}

const AUDIT = 'audit';

export function auditId(database: string, doc: CouchDoc, previousRev: string | undefined): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([doc._deleted === true, canonicalContent(doc)]))
    .digest('hex')
    .slice(0, 16);
  return `master:${database}:${doc._id}:${previousRev ?? 'new'}:${digest}`;
}

interface IntentOptions {
  store: StoreClient;
  database: string;
  userId: string;
  docs: CouchDoc[];
  before: ReadonlyMap<string, CouchDoc>;
  batchId?: string;
}

/** Writes one `attempted` entry per document; each comes back with its revision where it was new. */
async function writeIntents(options: IntentOptions): Promise<MasterWriteAudit[]> {
  const at = new Date().toISOString();
  const entries: MasterWriteAudit[] = options.docs.map((doc) => {
    const previous = options.before.get(doc._id) ?? null;
    return {
      _id: auditId(options.database, doc, previous?._rev),
      type: 'master-write',
      status: 'attempted',
      database: options.database,
      doc_id: doc._id,
      user_id: options.userId,
      at,
      action: doc._deleted ? 'delete' : previous ? 'update' : 'create',
      previous,
      document: doc,
      ...(options.batchId ? { batch_id: options.batchId } : {}),
    };
  });
  if (entries.length === 0) return entries;
  // A taken id is the same write sent again (its intent is already there); anything else is a
  // failure, and then nothing is written at all.
  const revs = await createDocuments(options.store, AUDIT, entries);
  return entries.map((entry, index) => (revs[index] ? { ...entry, _rev: revs[index] } : entry));
}

/** Step 1, before the documents are written: one `attempted` entry per document. */
export async function recordIntents(options: IntentOptions): Promise<string[]> {
  return (await writeIntents(options)).map((entry) => entry._id);
}

/**
 * Step 2, after the write: stored entries get their revision, refused ones are removed. `known`:
 * the entries as step 1 wrote them, so only those it found already there are read again.
 */
export async function completeIntents(options: {
  store: StoreClient;
  ids: string[];
  results: BulkResult[];
  known?: readonly MasterWriteAudit[];
}): Promise<void> {
  if (options.ids.length === 0) return;
  const byId = new Map(
    (options.known ?? []).filter((entry) => entry._rev).map((entry) => [entry._id, entry]),
  );
  const unread = options.ids.filter((id) => !byId.has(id));
  if (unread.length > 0)
    for (const entry of await options.store.allDocs<MasterWriteAudit>(AUDIT, { keys: unread }))
      byId.set(entry._id, entry);
  const updates: CouchDoc[] = [];
  options.ids.forEach((id, index) => {
    const entry = byId.get(id);
    const result = options.results[index];
    if (!entry || !result) return;
    if (result.ok && result.rev) updates.push({ ...entry, status: 'stored', rev: result.rev });
    else if (entry.status === 'attempted' && !isBulkConflict(result))
      updates.push({ _id: entry._id, _rev: entry._rev, _deleted: true });
  });
  if (updates.length > 0) await options.store.bulkDocs(AUDIT, updates);
}

/**
 * The audit of a read-modify-write of many master documents (`updateDocuments`): each round's
 * intents before its write, completed after it.
 */
export function masterWriteAudit(options: {
  store: StoreClient;
  database: string;
  userId: string;
  batchId?: string;
}): WriteAudit {
  return async (docs, replaced) => {
    const known = await writeIntents({ ...options, docs, before: replaced });
    const ids = known.map((entry) => entry._id);
    return (results) => completeIntents({ store: options.store, ids, results, known });
  };
}

/**
 * Completes intents left by a server that died between writing a document and its audit: an
 * `attempted` entry whose document now stands in the store as written becomes `stored`.
 */
export async function reconcileAuditIntents(store: StoreClient): Promise<number> {
  const entries = await openIntents(store);
  const updates: CouchDoc[] = [];
  for (const entry of entries) {
    const current = await store.get(entry.database, entry.doc_id);
    if (current?._rev && sameContent(current, entry.document)) {
      updates.push({ ...entry, status: 'stored', rev: current._rev });
    }
  }
  if (updates.length > 0) await store.bulkDocs(AUDIT, updates);
  return updates.length;
}

/**
 * The `attempted` entries, found through a Mango index on `status` (the audit database is
 * server-only, so its design document reaches no client): a start reads the few open intents,
 * not the whole audit, and the index catches up only on entries written since it last ran.
 */
function openIntents(store: StoreClient): Promise<MasterWriteAudit[]> {
  return findByIndex<MasterWriteAudit>(
    store,
    AUDIT,
    { name: 'by-status', fields: ['status'] },
    { status: 'attempted', type: 'master-write' },
  );
}
