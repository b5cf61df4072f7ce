// One reading of a whole master collection (for where-used checks and tree rules at the moment
// of deleting or saving, not kept live).
import type { MasterCollectionName } from '../db/collections.ts';
import type { LocalDatabase } from '../db/storage/local-database.ts';
import type { MasterDocuments } from '../db/masters.ts';
import { readMasterDocuments } from '../db/masters-watch.ts';

export function readAll<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
): Promise<MasterDocuments[N][]> {
  return readMasterDocuments(local, name);
}
