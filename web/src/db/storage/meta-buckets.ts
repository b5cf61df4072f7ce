// The replication's meta instance (RxDB's assumed master states and checkpoints) stored in
// buckets: many documents per IndexedDB record instead of one record each (staff first
// sync). RxDB keeps, for every document a replication pulls, a meta document holding the whole
// master state, so a staff device's first sync at 40,000 products wrote 240,000 extra IndexedDB
// records, and Chromium's cost is per record (about 40 µs of the page's thread each, and more in
// its IndexedDB backend), not per byte: 100,000 records took 12 s where the same documents in 200
// records took 0.6 s. The replication only reads meta documents by id and writes them in bulk, so
// a record per hash bucket of ids serves it: a first pull writes a few thousand records, and a
// later batch reads and rewrites the buckets of its ids, in one transaction (atomic, also against
// another tab's write). Queries (not used by the replication) scan every bucket.
//
// The database is named like RxDB's Dexie databases plus `--buckets`, so the sign-out wipe
// (wipe-local-data.ts) deletes it with them. A device that kept its meta documents in RxDB's
// Dexie table moves them here once, on the first open (migrateFrom).
import {
  categorizeBulkWriteRows,
  ensureNotFalsy,
  getPrimaryFieldOfPrimaryKey,
  getQueryMatcher,
  getSortComparator,
  now,
  type BulkWriteRow,
  type EventBulk,
  type PreparedQuery,
  type RxDocumentData,
  type RxStorageBulkWriteResponse,
  type RxStorageChangeEvent,
  type RxStorageCountResult,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
  type RxStorageQueryResult,
} from 'rxdb/plugins/core';
import { Subject, type Observable } from 'rxjs';
import { request } from './idb-request.ts';
import { deleteDatabase } from './wipe-local-data.ts';

type Doc = Record<string, unknown>;
type Stored = RxDocumentData<Doc>;
type Row = BulkWriteRow<Doc>;

/** Buckets of a new store: at 200,000 documents about 50 in each, a first pull ~4,000 records. */
export const DEFAULT_BUCKETS = 4096;
const STORE = 'buckets';
/** The record that holds the store's own facts; bucket numbers are never negative. */
const STATE_KEY = -1;

/**
 * Each document as JSON text: a bucket read clones strings (a copy of bytes) and parses only the
 * documents asked for. As objects, reading one id decoded its whole bucket, and RxDB's upstream
 * pass over every document of a collection (after a restart whose up-checkpoint was not yet
 * stored) read each bucket once per id: a 92 s page load at 40,000 products.
 */
interface Bucket {
  b: number;
  rows: Record<string, string>;
}

const decode = (text: string): Stored => JSON.parse(text) as Stored;

interface State {
  b: typeof STATE_KEY;
  buckets: number;
}

type Names = Pick<
  RxStorageInstanceCreationParams<unknown, unknown>,
  'databaseName' | 'collectionName' | 'schema'
>;

/** The IndexedDB database RxDB's Dexie storage makes for an instance. */
export function dexieDatabaseName(params: Names): string {
  return `rxdb-dexie-${params.databaseName}--${params.schema.version}--${params.collectionName}`;
}

export function metaBucketsDatabaseName(params: Names): string {
  return `${dexieDatabaseName(params)}--buckets`;
}

/** FNV-1a over the id's UTF-16 units: stable across sessions, so an id stays in its bucket. */
function bucketOf(id: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

async function openDatabase(name: string): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'b' });
  const db = await request(opening);
  // A deletion elsewhere (the sign-out wipe, RxDB removing the database) must not wait for us.
  db.onversionchange = () => db.close();
  return db;
}

/**
 * Runs `work` over the buckets numbered `numbers` (all of them when many are asked for: one
 * getAll is cheaper than thousands of gets) inside one transaction, synchronously from its last
 * read, so a read-modify-write is atomic; resolves once the transaction has committed.
 */
function transact<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  numbers: Set<number> | 'all',
  total: number,
  work: (buckets: Map<number, Bucket>, store: IDBObjectStore) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const store = transaction.objectStore(STORE);
    let result: T;
    let failure: unknown;
    transaction.oncomplete = () => (failure === undefined ? resolve(result) : reject(failure));
    transaction.onabort = transaction.onerror = () =>
      reject(failure ?? transaction.error ?? new Error('IndexedDB transaction aborted'));
    const buckets = new Map<number, Bucket>();
    const run = () => {
      try {
        result = work(buckets, store);
      } catch (error) {
        failure = error;
        transaction.abort();
      }
    };
    if (numbers === 'all' || numbers.size > total / 4) {
      const all = store.getAll() as IDBRequest<Array<Bucket | State>>;
      all.onsuccess = () => {
        for (const record of all.result) if (record.b !== STATE_KEY) buckets.set(record.b, record as Bucket);
        run();
      };
      return;
    }
    let waiting = numbers.size;
    if (waiting === 0) return run();
    for (const number of numbers) {
      const one = store.get(number) as IDBRequest<Bucket | undefined>;
      one.onsuccess = () => {
        if (one.result) buckets.set(number, one.result);
        if (--waiting === 0) run();
      };
    }
  });
}

export interface MetaBucketsOptions {
  /** Buckets of a store made now (a store keeps the number it was made with). */
  buckets?: number;
  /**
   * The documents this instance held in RxDB's own storage before, read when this store is new,
   * and a release called once the buckets hold them (to delete the old copy).
   */
  migrateFrom?: () => Promise<{ docs: Stored[]; release(): Promise<void> }>;
}

export async function createMetaBucketsInstance(
  params: RxStorageInstanceCreationParams<Doc, unknown>,
  options: MetaBucketsOptions = {},
): Promise<RxStorageInstance<Doc, object, object>> {
  const name = metaBucketsDatabaseName(params);
  const db = await openDatabase(name);
  const primary = getPrimaryFieldOfPrimaryKey(params.schema.primaryKey) as string;
  let total = options.buckets ?? DEFAULT_BUCKETS;
  const state = await request(db.transaction(STORE).objectStore(STORE).get(STATE_KEY) as IDBRequest<State>);
  if (state) total = state.buckets;
  else {
    // New: take over what RxDB's storage held (if anything), and the state, in one transaction,
    // so a crash in between leaves a store without a state, which starts over.
    const earlier = options.migrateFrom ? await options.migrateFrom() : undefined;
    await transact(db, 'readwrite', 'all', total, (buckets, store) => {
      for (const doc of earlier?.docs ?? []) {
        const number = bucketOf(doc[primary] as string, total);
        let bucket = buckets.get(number);
        if (!bucket) buckets.set(number, (bucket = { b: number, rows: {} }));
        bucket.rows[doc[primary] as string] = JSON.stringify(doc);
      }
      for (const bucket of buckets.values()) store.put(bucket);
      store.put({ b: STATE_KEY, buckets: total } satisfies State);
    });
    // Not awaited: a delete blocked by another tab must not hold up this one.
    earlier?.release().catch((error: unknown) => console.error('[sync] old meta table', error));
  }
  return new MetaBucketsInstance(params, db, name, primary, total);
}

class MetaBucketsInstance implements RxStorageInstance<Doc, object, object> {
  readonly databaseName: string;
  readonly collectionName: string;
  readonly schema: RxStorageInstanceCreationParams<Doc, unknown>['schema'];
  readonly options: Readonly<object> = {};
  readonly internals = {};
  readonly primaryPath: string;
  private readonly db: IDBDatabase;
  private readonly name: string;
  private readonly buckets: number;
  private readonly changes$ = new Subject<EventBulk<RxStorageChangeEvent<Stored>, unknown>>();
  private closed: Promise<void> | undefined;

  constructor(
    params: RxStorageInstanceCreationParams<Doc, unknown>,
    db: IDBDatabase,
    name: string,
    primary: string,
    buckets: number,
  ) {
    this.databaseName = params.databaseName;
    this.collectionName = params.collectionName;
    this.schema = params.schema;
    this.db = db;
    this.name = name;
    this.primaryPath = primary;
    this.buckets = buckets;
  }

  private numbers(ids: readonly string[]): Set<number> {
    return new Set(ids.map((id) => bucketOf(id, this.buckets)));
  }

  private ensureOpen(): void {
    if (this.closed) throw new Error(`meta buckets ${this.name} are closed`);
  }

  async bulkWrite(rows: Row[], context: string): Promise<RxStorageBulkWriteResponse<Doc>> {
    this.ensureOpen();
    const ids = rows.map((row) => row.document[this.primaryPath] as string);
    const categorized = await transact(
      this.db,
      'readwrite',
      this.numbers(ids),
      this.buckets,
      (buckets, store) => {
        const inDb = new Map<string, Stored>();
        for (const id of ids) {
          const text = buckets.get(bucketOf(id, this.buckets))?.rows[id];
          if (text !== undefined) inDb.set(id, decode(text));
        }
        const result = categorizeBulkWriteRows(this, this.primaryPath, inDb, rows, context);
        const changed = new Map<number, Bucket>();
        for (const row of [...result.bulkInsertDocs, ...result.bulkUpdateDocs]) {
          const id = row.document[this.primaryPath] as string;
          const number = bucketOf(id, this.buckets);
          let bucket = changed.get(number) ?? buckets.get(number);
          if (!bucket) bucket = { b: number, rows: {} };
          changed.set(number, bucket);
          bucket.rows[id] = JSON.stringify(row.document);
        }
        for (const bucket of changed.values()) store.put(bucket);
        return result;
      },
    );
    // Emitted once stored, as RxDB's storages do.
    if (categorized.eventBulk.events.length > 0) {
      const last = ensureNotFalsy(categorized.newestRow).document;
      categorized.eventBulk.checkpoint = { id: last[this.primaryPath], lwt: last._meta.lwt };
      this.changes$.next(categorized.eventBulk);
    }
    return { error: categorized.errors };
  }

  async findDocumentsById(ids: string[], withDeleted: boolean): Promise<Stored[]> {
    this.ensureOpen();
    return transact(this.db, 'readonly', this.numbers(ids), this.buckets, (buckets) => {
      const found: Stored[] = [];
      for (const id of ids) {
        const text = buckets.get(bucketOf(id, this.buckets))?.rows[id];
        const doc = text === undefined ? undefined : decode(text);
        if (doc && (withDeleted || !doc._deleted)) found.push(doc);
      }
      return found;
    });
  }

  private all(): Promise<Stored[]> {
    this.ensureOpen();
    return transact(this.db, 'readonly', 'all', this.buckets, (buckets) =>
      [...buckets.values()].flatMap((bucket) => Object.values(bucket.rows).map(decode)),
    );
  }

  async query(prepared: PreparedQuery<Doc>): Promise<RxStorageQueryResult<Doc>> {
    const { query } = prepared;
    const matches = getQueryMatcher(this.schema, query);
    const documents = (await this.all())
      .filter((doc) => matches(doc))
      .sort(getSortComparator(this.schema, query));
    const skip = query.skip ?? 0;
    return { documents: documents.slice(skip, query.limit === undefined ? undefined : skip + query.limit) };
  }

  async count(prepared: PreparedQuery<Doc>): Promise<RxStorageCountResult> {
    const { documents } = await this.query({
      ...prepared,
      query: { ...prepared.query, skip: 0, limit: undefined },
    });
    return { count: documents.length, mode: 'fast' };
  }

  getAttachmentData(): Promise<Blob> {
    return Promise.reject(new Error('replication meta documents have no attachments'));
  }

  changeStream(): Observable<EventBulk<RxStorageChangeEvent<Stored>, unknown>> {
    return this.changes$.asObservable();
  }

  /** Drops documents deleted longer ago than `minimumDeletedTime` milliseconds. */
  async cleanup(minimumDeletedTime: number): Promise<boolean> {
    this.ensureOpen();
    const before = now() - minimumDeletedTime;
    await transact(this.db, 'readwrite', 'all', this.buckets, (buckets, store) => {
      for (const bucket of buckets.values()) {
        const old = Object.entries(bucket.rows).filter(([, text]) => {
          const doc = decode(text);
          return doc._deleted && doc._meta.lwt < before;
        });
        if (old.length === 0) continue;
        for (const [id] of old) delete bucket.rows[id];
        store.put(bucket);
      }
    });
    return true;
  }

  close(): Promise<void> {
    this.closed ??= Promise.resolve().then(() => {
      this.db.close();
      this.changes$.complete();
    });
    return this.closed;
  }

  async remove(): Promise<void> {
    await this.close();
    await deleteDatabase(this.name);
  }
}
