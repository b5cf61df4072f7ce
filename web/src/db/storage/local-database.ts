// The device's copy of what the user may read, per user, only the collections the user's tier may
// pull (a free account's device never holds catalogue data). Two RxDB databases behind one face:
// - the collections that push (favourites, the staff masters with their conflict handler, and
//   the local conflicts) on IndexedDB through Dexie, shared by the tabs, replicated by RxDB;
// - the read-only collections (`push: false`) in memory, persisted packed (packed-store.ts) and
//   loaded from there at start: pages, live queries and the search feed use them as any RxDB
//   collection. Each tab holds its own copy; the leader tab pulls and persists, the others
//   refresh from what it wrote (sync-engine.ts).
import {
  addRxPlugin,
  createRxDatabase,
  removeRxDatabase,
  type RxCollection,
  type RxConflictHandler,
  type RxDatabase,
  type RxJsonSchema,
} from 'rxdb/plugins/core';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { isMasterCollection, isPackedCollection, type LocalCollectionName } from '../collections.ts';
import { CONFLICT_SCHEMA, keepingConflictHandler } from '../conflict-handler.ts';
import { collectionSpecOf, type CollectionSpec } from './collection-specs.ts';
import { getEmptyStartDexieStorage } from './empty-start-storage.ts';
import { applyToCollection } from '../replication/packed-replication.ts';
import { openPackedStore, PACKED_SUFFIX, type Packer, type PackedStore } from './packed-store.ts';
import { localDatabaseName } from './wipe-local-data.ts';
import { warmMirror } from '../master-mirror.ts';

addRxPlugin(RxDBLeaderElectionPlugin);

export { localDatabaseName };

/** The packed half: its memory database, the IndexedDB store and one packer per collection. */
export interface PackedDatabase {
  db: RxDatabase;
  store: PackedStore;
  packers: Map<LocalCollectionName, Packer>;
}

export interface LocalDatabase {
  db: RxDatabase;
  names: LocalCollectionName[];
  collection(name: LocalCollectionName): RxCollection | undefined;
  /** Absent where a test builds its own database (fault/support/node-client.ts). */
  packed?: PackedDatabase;
}

type CollectionSpecs = Record<string, CollectionSpec>;

/** The read-only collections in memory, filled from the packed store. */
export async function openPackedDatabase(
  name: string,
  names: LocalCollectionName[],
): Promise<PackedDatabase> {
  const storage = getRxStorageMemory();
  // Memory storage outlives a closed database in this tab (sign-out and in again): start empty,
  // the packed store is the truth.
  await removeRxDatabase(name, storage, false);
  const db = await createRxDatabase({ name, storage, multiInstance: false, closeDuplicates: true });
  await db.addCollections(
    Object.fromEntries(names.map((collection) => [collection, collectionSpecOf(collection)])),
  );
  const store = await openPackedStore(name);
  const packers = new Map<LocalCollectionName, Packer>();
  await Promise.all(
    names.map(async (collection) => {
      const packer = store.packer(collection);
      const loaded = await store.load(collection);
      packer.adopt(loaded.chunks, loaded.seq);
      // Into an empty collection (nothing is held yet).
      await applyToCollection(db.collections[collection]!, [...packer.docs.values()], new Map());
      packers.set(collection, packer);
    }),
  );
  return { db, store, packers };
}

export async function openLocalDatabase(
  userId: string,
  names: LocalCollectionName[],
): Promise<LocalDatabase> {
  const dbName = localDatabaseName(userId);
  // The two halves open side by side: neither needs the other. The packed half's load takes the
  // page's thread for seconds at 40,000 products; the Dexie half's collections are added without
  // waiting for it, so a staff device's product masters are read from IndexedDB meanwhile.
  const packedOpening = openPackedDatabase(`${dbName}${PACKED_SUFFIX}`, names.filter(isPackedCollection));
  // Settled below; until then a failure here must not go unhandled while the Dexie half opens.
  packedOpening.catch(() => undefined);
  const db = await createRxDatabase({
    name: dbName,
    // RxDB's Dexie storage without the reads that cannot find anything (empty-start-storage.ts).
    storage: getEmptyStartDexieStorage(),
    // Other tabs open the same database; RxDB keeps them in step over a BroadcastChannel.
    multiInstance: true,
    // A session restarted in this tab (sign-out and in again) replaces the old instance.
    closeDuplicates: true,
  });
  const local: LocalDatabase = {
    db,
    names,
    collection: (name) =>
      isPackedCollection(name) ? local.packed?.db.collections[name] : db.collections[name],
  };
  const collections: CollectionSpecs = Object.fromEntries(
    names
      .filter((name) => !isPackedCollection(name))
      .map((name) => [
        name,
        {
          ...collectionSpecOf(name),
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
  // Every workspace screen lists or names products: their shared mirror starts its read now,
  // beside the packed half's load, instead of after it (it stays warm for the first screen).
  const products = db.collections.catalogue_master;
  if (products) warmMirror(products);
  local.packed = await packedOpening;
  return local;
}

/** Closes both halves; the data stays on the device. */
export async function closeLocalDatabase(local: LocalDatabase): Promise<void> {
  await local.db.close();
  if (local.packed) {
    await local.packed.db.close();
    local.packed.store.close();
  }
}

/** Deletes both halves (the packed store's IndexedDB database with them). */
export async function removeLocalDatabase(local: LocalDatabase): Promise<void> {
  await local.db.remove();
  if (!local.packed) return;
  await local.packed.db.remove();
  local.packed.store.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(local.packed!.store.name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
