// Every write to a master database through the gateway is kept in the server-only `audit`
// database with the version it replaced: who changed what and when, and nothing overwritten is
// ever lost (a conflict resolved in favour of one editor leaves the other's version here).
import type { BulkResult, CouchDoc, StoreClient } from '../store/couch-client.ts';

export interface MasterWriteAudit extends CouchDoc {
  _id: string;
  type: 'master-write';
  database: string;
  doc_id: string;
  rev: string;
  user_id: string;
  at: string;
  action: 'create' | 'update' | 'delete';
  /** The version this write replaced (null for a new document). */
  previous: CouchDoc | null;
  document: CouchDoc;
}

export async function auditMasterWrites(options: {
  store: StoreClient;
  database: string;
  userId: string;
  written: CouchDoc[];
  results: BulkResult[];
  before: Map<string, CouchDoc>;
}): Promise<void> {
  const at = new Date().toISOString();
  const entries: MasterWriteAudit[] = [];
  options.written.forEach((doc, index) => {
    const result = options.results[index];
    if (!result?.ok || !result.rev) return;
    const previous = options.before.get(doc._id) ?? null;
    entries.push({
      _id: `master:${options.database}:${doc._id}:${result.rev}`,
      type: 'master-write',
      database: options.database,
      doc_id: doc._id,
      rev: result.rev,
      user_id: options.userId,
      at,
      action: doc._deleted ? 'delete' : previous ? 'update' : 'create',
      previous,
      document: { ...doc, _rev: result.rev },
    });
  });
  if (entries.length === 0) return;
  try {
    await options.store.bulkDocs('audit', entries);
  } catch (error) {
    // The write itself stands; a lost audit line is reported loudly rather than undoing it.
    console.error('[audit] could not record master writes', error);
  }
}
