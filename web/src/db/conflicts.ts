// Conflicts between a staff member's offline edit and someone else's change on the server.
// RxDB's default handler keeps the server's version and drops the local edit; ours keeps the
// server's version in the master collection (so replication can go on) and stores the local
// edit beside it in the local-only `conflicts` collection, until the editor has chosen field by
// field. Nothing is lost, and nothing is decided silently.
import type { LocalDatabase } from './storage/local-database.ts';
import type { Conflict } from './conflict-handler.ts';

export { CONFLICT_SCHEMA, keepingConflictHandler, type Conflict } from './conflict-handler.ts';

export function watchConflicts(local: LocalDatabase, onChange: (conflicts: Conflict[]) => void): () => void {
  const conflicts = local.db.collections.conflicts;
  if (!conflicts) return () => {};
  const subscription = conflicts
    .find()
    .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as Conflict)));
  return () => subscription.unsubscribe();
}

export async function dismissConflict(local: LocalDatabase, id: string): Promise<void> {
  await local.db.collections.conflicts?.findOne(id).remove();
}
