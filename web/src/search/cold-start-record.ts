// The cold-start record: what the first search answer needs (the product cards and the master
// data they name), as ONE IndexedDB record per user, so an offline start answers from it before
// the local database has opened (issue 15). Its database is named with the user like the local
// database (`poct-search-<hex of the user id>`), so sign-out's wipe and the wipe after a 403
// remove it (db/wipe-local-data.ts); a record of another user, another set of collections (a
// changed tier) or an older format is ignored and replaced.
// Read and written by the search worker, off the page's thread.
import type { MasterData } from '@poct/schemas';
import { COLD_START_PREFIX, localDatabaseName, DATABASE_PREFIX } from '../db/wipe-local-data.ts';
import type { ProductCard } from './product-card.ts';

/** Bump when the record's shape or the card's fields change: older records are then ignored. */
export const COLD_START_VERSION = 1;
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
  cards: ProductCard[];
  masterdata: MasterData[];
}

export function coldStartDatabaseName(userId: string): string {
  return `${COLD_START_PREFIX}${localDatabaseName(userId).slice(DATABASE_PREFIX.length)}`;
}

/** Whether `record` may answer for `owner`: same user, same collections, current format. */
export function isUsableRecord(record: unknown, owner: ColdStartOwner): record is ColdStartRecord {
  if (typeof record !== 'object' || record === null) return false;
  const candidate = record as Partial<ColdStartRecord>;
  return (
    candidate.version === COLD_START_VERSION &&
    candidate.userId === owner.userId &&
    candidate.scope === owner.scope &&
    Array.isArray(candidate.cards) &&
    Array.isArray(candidate.masterdata)
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
