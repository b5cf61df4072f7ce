// RxDB's Dexie storage, minus the reads that cannot find anything (staff first sync).
// RxDB reads every document before it writes it (`bulkWrite` looks up the stored state of each
// id to detect conflicts) and its replication reads the fork's documents and the assumed master
// states (its meta instance) per pulled batch: at 40,000 products a staff device's first sync
// pulls about 250,000 master documents into empty collections, and those ~1,000,000 IndexedDB
// `get`s find nothing (14.5 s of the page's thread in a profile of the bench's staff sync).
//
// This wrapper remembers that a collection's IndexedDB table was empty when it opened, and the
// ids it has let anyone write since. While that holds, an id it never let through is known to be
// absent: `findDocumentsById` answers without IndexedDB, and a `bulkWrite` of rows that are all
// inserts (no `previous`) of such ids is categorised against "nothing stored" — exactly what
// RxDB's Dexie storage would have found — and put without the read. Everything else (a table that
// held documents at open, an update, an id written before) takes RxDB's own path, unchanged.
// Another tab writing the same database (its change events arrive over RxDB's BroadcastChannel)
// ends the knowledge for this instance: from then on every call takes RxDB's path.
// The replications' meta instances are not RxDB's Dexie tables at all but buckets of documents
// (meta-buckets.ts): they held half of the first sync's records. Every Dexie instance also gets a
// `getChangedDocumentsSince` that reads an index range (changesAfterCheckpoint, below) and a
// `query` that does where its index answers it (range-query.ts).
import {
  categorizeBulkWriteRows,
  ensureNotFalsy,
  META_INSTANCE_SCHEMA_TITLE,
  type BulkWriteRow,
  type DexieSettings,
  type RxDocumentData,
  type RxStorage,
  type RxStorageBulkWriteResponse,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
} from 'rxdb/plugins/core';
import {
  fromDexieToStorage,
  fromStorageToDexie,
  getRxStorageDexie,
  type RxStorageInstanceDexie,
} from 'rxdb/plugins/storage-dexie';
import type { Subject } from 'rxjs';
import { bulkPut } from './bulk-put.ts';
import { createMetaBucketsInstance, dexieDatabaseName } from './meta-buckets.ts';
import { rangeQueries } from './range-query.ts';
import { deleteDatabase } from './wipe-local-data.ts';

type Instance = RxStorageInstanceDexie<Record<string, unknown>>;
type Row = BulkWriteRow<Record<string, unknown>>;
type Stored = RxDocumentData<Record<string, unknown>>;
type Params = RxStorageInstanceCreationParams<Record<string, unknown>, DexieSettings>;

/** The Dexie storage with the empty-start fast path on every instance it creates. */
export function getEmptyStartDexieStorage(): RxStorage<unknown, unknown> {
  const storage = getRxStorageDexie();
  const commits = new Set<Promise<unknown>>();
  return {
    ...storage,
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance<RxDocType>(
      params: RxStorageInstanceCreationParams<RxDocType, DexieSettings>,
    ) {
      if (params.schema.title === META_INSTANCE_SCHEMA_TITLE) {
        // The replication's meta instance (assumed master states, checkpoints) in buckets, many
        // documents per IndexedDB record (meta-buckets.ts). It is opened by the leader tab only
        // (RxDB starts a replication after `waitForLeadership`), so no other tab reads its change
        // events and none are posted over the BroadcastChannel.
        const instance = await createMetaBucketsInstance(params as Params, {
          migrateFrom: () => takeOverDexieMeta(storage, params as Params),
        });
        awaitCommitsOnWrite(instance, commits);
        return instance as unknown as RxStorageInstance<RxDocType, unknown, unknown>;
      }
      const instance = (await storage.createStorageInstance(params)) as unknown as Instance;
      changesAfterCheckpoint(instance);
      rangeQueries(instance);
      await skipReadsWhileEmpty(instance, commits);
      return instance as unknown as RxStorageInstance<RxDocType, unknown, unknown>;
    },
  } as RxStorage<unknown, unknown>;
}

/** How many reads the fast path saved, per instance (for the tests: the path was taken). */
export const skippedReads = new WeakMap<object, number>();

/**
 * Replication writes into a fork return once their puts are queued, before IndexedDB commits them,
 * so RxDB writes the meta instance (the assumed master states) while IndexedDB still commits the
 * documents: at 40,000 products the commit of the publications' 200,000 documents takes seconds
 * in which the page's thread would wait. Every write to a meta instance resolves only after those
 * commits (and throws if one failed): the replication saves its checkpoint after the meta write,
 * so a checkpoint never gets ahead of the documents it stands for, and "in sync" means stored.
 * Reads of the fork wait for them too (skipReadsWhileEmpty): the worker begins its transaction
 * later than a read begun here meanwhile.
 */
function commitsSettled(commits: Set<Promise<unknown>>): Promise<unknown> {
  return Promise.all([...commits]);
}

async function skipReadsWhileEmpty(instance: Instance, commits: Set<Promise<unknown>>): Promise<void> {
  const state = await instance.internals;
  // Ids this instance let through since it opened empty: they may be stored.
  const touched = new Set<string>();
  let known = true;
  // Subscribed before counting, so a write by another tab in between is not missed.
  const subscription = instance.changeStream().subscribe((bulk) => {
    for (const event of bulk.events) if (!touched.has(event.documentId)) known = false;
  });
  if ((await state.dexieTable.count()) > 0 || instance.devMode) {
    subscription.unsubscribe();
    return;
  }
  const primary = instance.primaryPath as string;
  const skipped = (n: number) => skippedReads.set(instance, (skippedReads.get(instance) ?? 0) + n);

  // A replication's inserts are put by a worker (bulk-put.ts), whose transaction begins later
  // than a read this page begins meanwhile: IndexedDB's order (a transaction runs after the
  // read-write ones begun before it) no longer covers them, so every read waits for them.
  const inFlight = new Set<Promise<unknown>>();
  const written = async () => {
    if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  const methods = instance as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  // (getChangedDocumentsSince is this file's own: changesAfterCheckpoint.)
  for (const name of ['query', 'count', 'getChangedDocumentsSince']) {
    if (typeof methods[name] !== 'function') continue;
    const read = methods[name].bind(instance);
    methods[name] = async (...args: unknown[]) => {
      await written();
      return read(...args);
    };
  }

  const findDocumentsById = instance.findDocumentsById.bind(instance);
  instance.findDocumentsById = async (ids, withDeleted) => {
    const maybeStored = known ? ids.filter((id) => touched.has(id)) : ids;
    skipped(ids.length - maybeStored.length);
    if (maybeStored.length === 0) return [];
    await written();
    return findDocumentsById(maybeStored, withDeleted);
  };

  const bulkWrite = instance.bulkWrite.bind(instance);
  instance.bulkWrite = async (rows, context) => {
    const ids = rows.map((row) => row.document[primary] as string);
    const insertsOfAbsent =
      known &&
      rows.every((row) => !row.previous && !hasAttachments(row)) &&
      ids.every((id) => !touched.has(id)) &&
      new Set(ids).size === ids.length;
    for (const id of ids) touched.add(id);
    if (!insertsOfAbsent) {
      await written();
      return bulkWrite(rows, context);
    }
    skipped(ids.length);
    const replicated = context.startsWith('replication-downstream');
    const { result, stored, announce } = await insertAbsent(instance, rows as Row[], context, replicated);
    if (!replicated) {
      await stored;
      announce();
      return result;
    }
    // A replication's write into the fork: announced once stored, awaited by the meta write and
    // by every read of this instance.
    const done = stored.then(announce);
    commits.add(done);
    inFlight.add(done);
    const settle = () => {
      commits.delete(done);
      inFlight.delete(done);
    };
    done.then(settle, settle);
    return result;
  };
  const close = instance.close.bind(instance);
  instance.close = () => {
    subscription.unsubscribe();
    return close();
  };
}

type Checkpoint = { id: string; lwt: number };

/**
 * The documents written after `checkpoint`, by the `[_meta.lwt+<primary>]` index read from just
 * after it, `limit` records in one request. RxDB 17's Dexie instance has no
 * `getChangedDocumentsSince`, so RxDB asked `query` for "lwt above, or lwt equal and id above",
 * which its Dexie query runs as a cursor from the checkpoint's lwt at its lowest id, one request
 * per document. Every document of one bulk write shares its lwt (a staff first sync writes the
 * 200,000 publications in one), so each batch of the replication's upstream pass stepped again
 * over all the documents before its checkpoint: after a staff first sync at 40,000 products that
 * pass held IndexedDB for minutes, and the first full load of /ds/products acted after 84 s.
 * The answer is the one RxDB's query gives: the same documents (deleted ones too) in the same
 * order, and the same checkpoint.
 */
function changesAfterCheckpoint(instance: Instance): void {
  const index = `[_meta.lwt+${instance.primaryPath as string}]`;
  const changed = async (limit: number, checkpoint?: Checkpoint) => {
    const state = await instance.internals;
    const after = checkpoint
      ? state.dexieTable.where(index).above([checkpoint.lwt, checkpoint.id])
      : state.dexieTable.orderBy(index);
    const rows = (await after.limit(limit).toArray()) as Stored[];
    const documents = rows.map((row) => fromDexieToStorage(state.booleanIndexes, row) as Stored);
    const last = documents.at(-1);
    return {
      documents,
      checkpoint: last
        ? { id: last[instance.primaryPath] as string, lwt: last._meta.lwt }
        : (checkpoint ?? { id: '', lwt: 0 }),
    };
  };
  Object.assign(instance, { getChangedDocumentsSince: changed });
}

/** A meta instance's writes resolve once the forks' writes in flight are stored (see above). */
function awaitCommitsOnWrite(
  instance: Pick<RxStorageInstance<Record<string, unknown>, unknown, unknown>, 'bulkWrite'>,
  commits: Set<Promise<unknown>>,
): void {
  const bulkWrite = instance.bulkWrite.bind(instance);
  instance.bulkWrite = async (rows, context) => {
    const result = await bulkWrite(rows, context);
    await commitsSettled(commits);
    return result;
  };
}

/**
 * The meta documents a device kept in RxDB's Dexie table before they moved into buckets; the
 * table is deleted once the buckets hold them (a crash in between reads it again).
 */
async function takeOverDexieMeta(
  storage: RxStorage<unknown, DexieSettings>,
  params: Params,
): Promise<{ docs: Stored[]; release(): Promise<void> }> {
  const dexieName = dexieDatabaseName(params);
  // Without a list of databases (an older browser) the table is opened, made empty if absent.
  if (typeof indexedDB.databases === 'function') {
    const names = (await indexedDB.databases()).map((info) => info.name);
    if (!names.includes(dexieName)) return { docs: [], release: () => Promise.resolve() };
  }
  const instance = (await storage.createStorageInstance(params)) as unknown as Instance;
  const state = await instance.internals;
  const rows = (await state.dexieTable.toArray()) as Stored[];
  const docs = rows.map((row) => fromDexieToStorage(state.booleanIndexes, row) as Stored);
  return {
    docs,
    // RxDB's remove() empties the table; the database itself goes too.
    release: () => instance.remove().then(() => deleteDatabase(dexieName)),
  };
}

const hasAttachments = (row: Row) => Object.keys(row.document._attachments ?? {}).length > 0;

/**
 * RxDB's Dexie `bulkWrite` for rows none of which is stored: the same categorisation (against an
 * empty map, which is what its read would have returned), the same put and the same change event.
 */
async function insertAbsent(
  instance: Instance,
  rows: Row[],
  context: string,
  offThread: boolean,
): Promise<{
  result: RxStorageBulkWriteResponse<Record<string, unknown>>;
  stored: Promise<unknown>;
  /** Emits the change event, as RxDB does once a write is stored. */
  announce: () => void;
}> {
  const state = await instance.internals;
  const categorized = categorizeBulkWriteRows(instance, instance.primaryPath, new Map(), rows, context);
  const toDexie = dexieConversion(state.booleanIndexes);
  const docs = categorized.bulkInsertDocs.map((row) => toDexie(row.document));
  // Begun here (on this thread the puts are queued in this call; off it, posted to the worker);
  // the caller decides whether to wait for it.
  const stored =
    docs.length === 0
      ? Promise.resolve()
      : offThread
        ? bulkPut(state.dexieDb.name, state.dexieTable.name, docs)
        : state.dexieDb.transaction('rw', state.dexieTable, () => state.dexieTable.bulkPut(docs));
  const announce = () => {
    if (categorized.eventBulk.events.length === 0) return;
    const last = ensureNotFalsy(categorized.newestRow).document;
    categorized.eventBulk.checkpoint = { id: last[instance.primaryPath], lwt: last._meta.lwt };
    // RxDB's own instance emits its writes here (private in its types, public at run time).
    (instance as unknown as { changes$: Subject<typeof categorized.eventBulk> }).changes$.next(
      categorized.eventBulk,
    );
  };
  return { result: { error: categorized.errors }, stored, announce };
}

/**
 * RxDB's `fromStorageToDexie` deep-copies every document to rename keys that start with `|`
 * (key compression, which no collection here uses) and stores boolean index fields as '1'/'0'.
 * A document without such a key needs only the shallow copy with those fields: the same record,
 * without copying each nested object (about 2 s of the page's thread, and its garbage, for the
 * 400,000 fork and meta documents of a first sync at 40,000 products).
 */
function dexieConversion(booleanIndexes: string[]): (doc: Stored) => Record<string, unknown> {
  if (booleanIndexes.some((field) => field.includes('.') || field.startsWith('|')))
    return (doc) => fromStorageToDexie(booleanIndexes, doc);
  return (doc) => {
    if (hasPipeKey(doc)) return fromStorageToDexie(booleanIndexes, doc);
    const copy: Record<string, unknown> = { ...doc };
    for (const field of booleanIndexes) copy[field] = doc[field] ? '1' : '0';
    return copy;
  };
}

function hasPipeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasPipeKey);
  for (const key in value) {
    if (key.startsWith('|') || hasPipeKey((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}
