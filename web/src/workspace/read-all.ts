// One reading of a whole master collection (for where-used checks and tree rules at the moment
// of deleting or saving, not kept live).
import type { MasterCollectionName } from '../db/collections.ts';
import type { LocalDatabase } from '../db/local-database.ts';
import { watchMasterDocuments, type MasterDocuments } from '../db/masters.ts';

export function readAll<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
): Promise<MasterDocuments[N][]> {
  return new Promise((resolve) => {
    let done = false;
    const stop = watchMasterDocuments(local, name, (docs) => {
      if (done) return;
      done = true;
      resolve(docs);
      // The first answer may come before watchMasterDocuments has returned.
      queueMicrotask(() => stop());
    });
  });
}
