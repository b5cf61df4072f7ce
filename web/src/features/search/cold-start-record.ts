// The cold-start record: what the first search answer needs (the product cards, the master data
// they name, and the text and facet indexes already built), as ONE IndexedDB record per user, so an offline start answers from it before
// the local database has opened. Its database is named with the user like the local
// database (`poct-search-<hex of the user id>`), so sign-out's wipe and the wipe after a 403
// remove it (db/storage/wipe-local-data.ts); a record of another user, another set of collections (a
// changed tier) or an older format is ignored and replaced.
// Read and written by the search worker, off the page's thread. The record holds the catalogue as
// flat arrays, typed arrays and one JSON text per card (SearchCatalogueState), never 40,000 object
// graphs: structured clone reads it back in a fraction of the time, and no index is built before
// the first answer (search-catalogue.ts `fromState`).
import { COLD_START_PREFIX, localDatabaseName, DATABASE_PREFIX } from '../../db/storage/wipe-local-data.ts';
import type { SearchCatalogueState } from './search-catalogue.ts';

/**
 * Bump when the record's shape, the card's fields or an index's state change: older records are
 * then ignored. 2: the built indexes. 3: each card's revision. 5: the tests' sub-sample types.
 */
export const COLD_START_VERSION = 5;
const STORE = 'record';
const KEY = 'catalogue';

/** Whose record it is: the user and the collections their tier pulls. */
export interface ColdStartOwner {
  userId: string;
  /** The local collections this user's device holds, sorted and joined (sync/sync-controller.ts keyOf). */
  scope: string;
}

export interface ColdStartRecord extends ColdStartOwner {
  version: number;
  savedAt: string;
  catalogue: SearchCatalogueState;
}

export function coldStartDatabaseName(userId: string): string {
  return `${COLD_START_PREFIX}${localDatabaseName(userId).slice(DATABASE_PREFIX.length)}`;
}

/** Whether `record` may answer for `owner`: same user, same collections, current format. */
export function isUsableRecord(record: unknown, owner: ColdStartOwner): record is ColdStartRecord {
  if (typeof record !== 'object' || record === null) return false;
  const candidate = record as Partial<ColdStartRecord>;
  const catalogue = candidate.catalogue;
  return (
    candidate.version === COLD_START_VERSION &&
    candidate.userId === owner.userId &&
    candidate.scope === owner.scope &&
    typeof catalogue === 'object' &&
    Array.isArray(catalogue.cardIds) &&
    Array.isArray(catalogue.cardTexts) &&
    catalogue.cardIds.length === catalogue.cardTexts.length &&
    Array.isArray(catalogue.cardRevs) &&
    catalogue.cardIds.length === catalogue.cardRevs.length &&
    Array.isArray(catalogue.masterdata)
  );
}

function open(factory: IDBFactory, userId: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(coldStartDatabaseName(userId), 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // A wipe (sign-out, 403) deletes this database: let it, at once.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('cannot open the cold-start record'));
    request.onblocked = () => reject(new Error('the cold-start record is being deleted'));
  });
}

function settle(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('cold-start record transaction failed'));
  });
}

export interface ColdStartStore {
  /** The owner's record, or null when there is none or it may not answer for them. */
  load(owner: ColdStartOwner): Promise<ColdStartRecord | null>;
  save(record: ColdStartRecord): Promise<void>;
}

export function indexedDbColdStartStore(factory: IDBFactory = indexedDB): ColdStartStore {
  return {
    async load(owner) {
      const db = await open(factory, owner.userId);
      try {
        const transaction = db.transaction(STORE, 'readonly');
        const request = transaction.objectStore(STORE).get(KEY);
        await settle(transaction);
        const record: unknown = request.result;
        return isUsableRecord(record, owner) ? record : null;
      } finally {
        db.close();
      }
    },
    async save(record) {
      const db = await open(factory, record.userId);
      try {
        const transaction = db.transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).put(record, KEY);
        await settle(transaction);
      } finally {
        db.close();
      }
    },
  };
}
