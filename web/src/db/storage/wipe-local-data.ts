// Deleting the device's copy without loading RxDB: a signed-out start (after a logout in another
// tab, or while this tab was closed) must leave nothing premium behind, and guests should not
// download the database code just to find there is nothing to delete.

export const DATABASE_PREFIX = 'poct-';
/** RxDB's Dexie storage names each IndexedDB database `rxdb-dexie-<database>--<version>--<collection>`. */
const INDEXEDDB_PREFIX = `rxdb-dexie-${DATABASE_PREFIX}`;
/** The search's cold-start record, one IndexedDB database per user (features/search/cold-start-record.ts). */
export const COLD_START_PREFIX = `${DATABASE_PREFIX}search-`;
/** The packed store of the read-only collections (packed-store.ts) is `<database name>--packed`. */
const PACKED_DATABASE = new RegExp(`^${DATABASE_PREFIX}[0-9a-f]+--packed$`);
/** Set while a local database may exist, so guests skip the IndexedDB scan. */
export const LOCAL_DATA_MARKER = 'poct-local-data';
/** The addresses whose page painted from a kept record (db/storage/database-open-gate.ts). */
export const KEPT_RECORD_PAGES_KEY = 'poct-kept-record-pages';

export function localDatabaseName(userId: string): string {
  const hex = Array.from(new TextEncoder().encode(userId), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  return `${DATABASE_PREFIX}${hex}`;
}

/** Whether the browser still holds this user's local database (site data may have been cleared). */
export async function localDatabaseExists(userId: string): Promise<boolean> {
  const prefix = `rxdb-dexie-${localDatabaseName(userId)}--`;
  const packed = `${localDatabaseName(userId)}--packed`;
  const names = (await indexedDB.databases()).map((info) => info.name ?? '');
  // Both halves or nothing: documents without the packed half would claim a sync they lost.
  return names.some((name) => name.startsWith(prefix)) && names.includes(packed);
}

export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // A database still open in another tab blocks; RxDB closes it there when the session ends.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

export async function wipeLocalData(storage: Storage = window.localStorage): Promise<void> {
  const databases = await indexedDB.databases();
  await Promise.all(
    databases
      .map((info) => info.name)
      .filter(
        (name): name is string =>
          !!name &&
          (name.startsWith(INDEXEDDB_PREFIX) ||
            PACKED_DATABASE.test(name) ||
            name.startsWith(COLD_START_PREFIX)),
      )
      .map(deleteDatabase),
  );
  // The sync engine's own keys are `<database name>:…`; the session's keys look different.
  const syncKey = new RegExp(`^${DATABASE_PREFIX}[0-9a-f]+:`);
  for (const key of Object.keys(storage)) if (syncKey.test(key)) storage.removeItem(key);
  storage.removeItem(KEPT_RECORD_PAGES_KEY);
  storage.removeItem(LOCAL_DATA_MARKER);
}
