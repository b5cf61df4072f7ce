// Conflicts between a staff member's offline edit and someone else's change on the server.
// RxDB's default handler keeps the server's version and drops the local edit; ours keeps the
// server's version in the master collection (so replication can go on) and stores the local
// edit beside it in the local-only `conflicts` collection, until the editor has chosen field by
// field. Nothing is lost, and nothing is decided silently.
import type { RxConflictHandler, RxDatabase, RxJsonSchema } from 'rxdb/plugins/core';
import type { MasterCollectionName } from './collections.ts';
import { sameContent, type RxDocData } from './replication/couch-documents.ts';

export interface Conflict {
  /** `<collection>:<document id>` */
  id: string;
  /** The master collection. Not named `collection`: RxDB documents have a getter of that name. */
  master: MasterCollectionName;
  doc_id: string;
  /** The editor's version, as it was when the server refused it. */
  local: Record<string, unknown>;
  /** The server's version at that moment. */
  remote: Record<string, unknown>;
  detected_at: string;
}

export const CONFLICT_SCHEMA: RxJsonSchema<Conflict> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 300 },
    master: { type: 'string', maxLength: 40 },
    doc_id: { type: 'string', maxLength: 200 },
    local: { type: 'object' },
    remote: { type: 'object' },
    detected_at: { type: 'string', maxLength: 40 },
  },
  required: ['id', 'master', 'doc_id', 'local', 'remote', 'detected_at'],
};

function strip(doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc))
    if (!key.startsWith('_') || key === '_deleted') out[key] = value;
  return out;
}

/**
 * The handler for one master collection; `local` (the local database, storage/local-database.ts)
 * is reached late, once the database is open.
 */
export function keepingConflictHandler(
  collection: MasterCollectionName,
  local: () => { db: RxDatabase } | undefined,
): RxConflictHandler<RxDocData> {
  return {
    isEqual: (a, b) => sameContent(a, b),
    async resolve({ newDocumentState, realMasterState }) {
      const conflicts = local()?.db.collections.conflicts;
      if (!conflicts) return realMasterState;
      const id = `${collection}:${realMasterState.id}`;
      const mine = strip(newDocumentState);
      const theirs = strip(realMasterState);
      // The same conflict reported again (a push retried after a pull) keeps its record: a new
      // `detected_at` would remount the open resolver and drop the choices made in it.
      const known = (await conflicts.findOne(id).exec())?.toJSON() as Conflict | undefined;
      if (
        known &&
        sameContent(known.local as RxDocData, mine as RxDocData) &&
        sameContent(known.remote as RxDocData, theirs as RxDocData)
      )
        return realMasterState;
      await conflicts.upsert({
        id,
        master: collection,
        doc_id: realMasterState.id,
        local: mine,
        remote: theirs,
        detected_at: new Date().toISOString(),
      } satisfies Conflict);
      return realMasterState;
    },
  };
}
