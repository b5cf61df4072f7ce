// The device's copy of what the user may read: one RxDB database per user on IndexedDB (Dexie
// storage), one collection per replicated gateway database. Only tiers that may pull a database
// get its collection, so a free account's device never holds catalogue data.
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxConflictHandler,
  type RxDatabase,
  type RxJsonSchema,
} from 'rxdb/plugins/core';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { COLLECTION_SCHEMAS } from '@poct/schemas';
import { isMasterCollection, LOCAL_COLLECTIONS, type LocalCollectionName } from './collections.ts';
import { CONFLICT_SCHEMA, keepingConflictHandler } from './conflicts.ts';
import { localDatabaseName } from './wipe-local-data.ts';

addRxPlugin(RxDBLeaderElectionPlugin);

export { localDatabaseName };

export interface LocalDatabase {
  db: RxDatabase;
  names: LocalCollectionName[];
  collection(name: LocalCollectionName): RxCollection | undefined;
}

export async function openLocalDatabase(
  userId: string,
  names: LocalCollectionName[],
): Promise<LocalDatabase> {
  const db = await createRxDatabase({
    name: localDatabaseName(userId),
    storage: getRxStorageDexie(),
    // Other tabs open the same database; RxDB keeps them in step over a BroadcastChannel.
    multiInstance: true,
    // A session restarted in this tab (sign-out and in again) replaces the old instance.
    closeDuplicates: true,
  });
  const local: LocalDatabase = { db, names, collection: (name) => db.collections[name] };
  const collections: Record<
    string,
    { schema: RxJsonSchema<unknown>; conflictHandler?: RxConflictHandler<unknown> }
  > = Object.fromEntries(
    names.map((name) => [
      name,
      {
        schema: COLLECTION_SCHEMAS[LOCAL_COLLECTIONS[name].schema] as RxJsonSchema<unknown>,
        ...(isMasterCollection(name)
          ? { conflictHandler: keepingConflictHandler(name, () => local) as RxConflictHandler<unknown> }
          : {}),
      },
    ]),
  );
  // Local only, never replicated: edits that met a newer version on the server.
  if (names.some(isMasterCollection))
    collections.conflicts = { schema: CONFLICT_SCHEMA as RxJsonSchema<unknown> };
  await db.addCollections(collections);
  return local;
}
