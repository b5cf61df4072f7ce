// The empty-start fast path of the staff masters' storage (empty-start-storage.ts) over RxDB on
// Dexie (IndexedDB from fake-indexeddb): into a table that was empty at open it writes and reads
// without looking up ids nobody wrote, and answers exactly as RxDB's own path; a table that held
// documents at open, a write over a document written before, and another tab's write take RxDB's
// path.
import 'fake-indexeddb/auto';
import {
  createRxDatabase,
  getChangedDocumentsSinceQuery,
  getRxReplicationMetaInstanceSchema,
  prepareQuery,
  type RxCollection,
  type RxDatabase,
  type RxDocumentData,
  type RxJsonSchema,
  type RxStorageInstance,
} from 'rxdb/plugins/core';
import { getRxStorageDexie, type RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, expect, it } from 'vitest';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import type { RxDocData } from '../replication/couch-documents.ts';
import { countCursorSteps } from '../../test/cursor-steps.ts';
import { collectionSpecOf } from './collection-specs.ts';
import { getEmptyStartDexieStorage, skippedReads } from './empty-start-storage.ts';

const opened: RxDatabase[] = [];
let counter = 0;

afterEach(async () => {
  for (const db of opened.splice(0)) if (!db.closed) await db.close();
});

async function open(name: string): Promise<RxCollection> {
  const db = await createRxDatabase({
    name,
    storage: getEmptyStartDexieStorage(),
    multiInstance: true,
  });
  opened.push(db);
  await db.addCollections({
    catalogue_master: collectionSpecOf('catalogue_master'),
  });
  return db.collections.catalogue_master!;
}

const base = validDocuments().product as unknown as RxDocData;
const product = (id: string, name = `Product ${id}`) => ({ ...base, id, name }) as RxDocData;
/** Reads the fast path saved on the collection's Dexie instance (RxDB wraps it). */
const skipped = (collection: RxCollection) =>
  skippedReads.get(
    (collection.storageInstance as unknown as { originalStorageInstance: object }).originalStorageInstance,
  ) ?? 0;

const names = async (collection: RxCollection) =>
  (await collection.find().exec()).map((doc) => [doc.primary, doc.get('name')]).sort();

it('writes into an empty table without reading, and answers as RxDB on Dexie does', async () => {
  const collection = await open(`empty-start-${process.pid}-${++counter}`);
  const written = await collection.bulkInsert([product('p1'), product('p2'), product('p3')]);
  expect(written.error).toEqual([]);
  expect(skipped(collection)).toBeGreaterThanOrEqual(3);

  // Written ids are read from IndexedDB again: an update, a conflicting insert and a lookup.
  await (await collection.findOne('p2').exec())!.incrementalPatch({ name: 'Renamed' });
  const again = await collection.bulkInsert([product('p1', 'Inserted twice')]);
  expect(again.error.map((error) => [error.documentId, error.status])).toEqual([['p1', 409]]);
  expect(await names(collection)).toEqual([
    ['p1', 'Product p1'],
    ['p2', 'Renamed'],
    ['p3', 'Product p3'],
  ]);
  const found = await collection.storageInstance.findDocumentsById(['p1', 'p4'], false);
  expect(found.map((doc) => doc.id)).toEqual(['p1']);
});

it('takes RxDB’s path when the table held documents at open', async () => {
  const name = `empty-start-${process.pid}-${++counter}`;
  const first = await open(name);
  await first.bulkInsert([product('p1')]);
  await first.database.close();

  const reopened = await open(name);
  expect(skipped(reopened)).toBe(0);
  const again = await reopened.bulkInsert([product('p1', 'Inserted twice'), product('p2')]);
  expect(again.error.map((error) => [error.documentId, error.status])).toEqual([['p1', 409]]);
  expect(skipped(reopened)).toBe(0);
  expect(await names(reopened)).toEqual([
    ['p1', 'Product p1'],
    ['p2', 'Product p2'],
  ]);
});

it('takes RxDB’s path once another tab wrote the same table', async () => {
  const name = `empty-start-${process.pid}-${++counter}`;
  const mine = await open(name);
  // Another tab: RxDB's own Dexie instance of the same table, under another instance token.
  const other = await getRxStorageDexie().createStorageInstance<RxDocData>({
    databaseName: name,
    collectionName: 'catalogue_master',
    schema: mine.schema.jsonSchema as RxJsonSchema<RxDocumentData<RxDocData>>,
    options: {},
    multiInstance: true,
    devMode: false,
    databaseInstanceToken: 'other-tab',
  });
  const stored = {
    ...product('p1', 'From the other tab'),
    _rev: '1-a',
    _meta: { lwt: Date.now() },
    _attachments: {},
    _deleted: false,
  };
  expect((await other.bulkWrite([{ document: stored }], 'other tab')).error).toEqual([]);
  // The other tab's change event arrives over the BroadcastChannel.
  await expect.poll(async () => (await mine.findOne('p1').exec())?.get('name')).toBe('From the other tab');
  const before = skipped(mine);
  const again = await mine.bulkInsert([product('p1', 'Inserted twice')]);
  expect(again.error.map((error) => [error.documentId, error.status])).toEqual([['p1', 409]]);
  expect(skipped(mine)).toBe(before);
  await other.close();
});

it('resolves a replication’s write into the fork early, and the meta write only once the fork’s is stored', async () => {
  const name = `empty-start-${process.pid}-${++counter}`;
  const schema = (await open(name)).schema.jsonSchema as RxJsonSchema<RxDocumentData<RxDocData>>;
  const storage = getEmptyStartDexieStorage();
  const params = { databaseName: `${name}-raw`, options: {}, multiInstance: false, devMode: false };
  const fork = await storage.createStorageInstance<RxDocData>({
    ...params,
    databaseInstanceToken: 'fork',
    collectionName: 'catalogue_master',
    schema,
  });
  const meta = await storage.createStorageInstance<Record<string, unknown>>({
    ...params,
    databaseInstanceToken: 'meta',
    collectionName: 'catalogue_master-meta',
    schema: getRxReplicationMetaInstanceSchema(schema, false) as unknown as RxJsonSchema<
      RxDocumentData<Record<string, unknown>>
    >,
  });
  const stored: string[] = [];
  const subscription = fork.changeStream().subscribe((bulk) => {
    for (const event of bulk.events) stored.push(event.documentId);
  });
  // A long transaction on the fork's table, begun first: the fork's write commits after it.
  const { dexieDb, dexieTable } = await (fork as unknown as RxStorageInstanceDexie<RxDocData>).internals;
  const busy = dexieDb.transaction('rw', dexieTable, async () => {
    for (let i = 0; i < 200; i++) await dexieTable.get('absent');
  });
  const stamp = { _rev: '1-a', _meta: { lwt: Date.now() }, _attachments: {}, _deleted: false };
  const doc = { ...product('p1'), ...stamp };
  expect((await fork.bulkWrite([{ document: doc }], 'replication-downstream-test')).error).toEqual([]);
  expect(stored).toEqual([]);
  // A read begun now finds the document: the write, put by the bulk-put worker's connection
  // (bulk-put.ts; in Node on this thread), begins its transaction later, so reads wait for it.
  const readEarly = fork.findDocumentsById(['p1'], false);
  const countEarly = fork.count(prepareQuery(schema, { selector: {}, skip: 0, sort: [{ id: 'asc' }] }));
  const metaDoc = { id: 'p1|0', itemId: 'p1', isCheckpoint: '0', docData: product('p1'), ...stamp };
  expect((await meta.bulkWrite([{ document: metaDoc }], 'replication-down-write-meta')).error).toEqual([]);
  // The fork's write was stored (its change event is emitted then) before the meta write resolved.
  expect(stored).toEqual(['p1']);
  expect((await fork.findDocumentsById(['p1'], false)).map((found) => found.name)).toEqual(['Product p1']);
  expect((await readEarly).map((found) => found.name)).toEqual(['Product p1']);
  expect((await countEarly).count).toBe(1);
  subscription.unsubscribe();
  await busy;
  await Promise.all([fork.close(), meta.close()]);
});

it('lists the changes after a checkpoint as RxDB’s query does, without a cursor step per document', async () => {
  const collection = await open(`empty-start-${process.pid}-${++counter}`);
  // One bulk write: every document shares its lwt, as a first sync's pull does.
  await collection.bulkInsert(
    Array.from({ length: 450 }, (_, i) => product(`p${String(i).padStart(3, '0')}`)),
  );
  await collection.bulkRemove(['p007', 'p300']);
  await (await collection.findOne('p100').exec())!.incrementalPatch({ name: 'Later' });
  const instance = (
    collection.storageInstance as unknown as {
      originalStorageInstance: RxStorageInstanceDexie<RxDocData> &
        Required<Pick<RxStorageInstance<RxDocData, unknown, unknown>, 'getChangedDocumentsSince'>>;
    }
  ).originalStorageInstance;
  const schema = instance.schema as RxJsonSchema<RxDocumentData<RxDocData>>;
  type Checkpoint = { id: string; lwt: number } | undefined;
  const batches = async (
    read: (checkpoint: Checkpoint) => Promise<{ documents: RxDocData[]; checkpoint: Checkpoint }>,
  ) => {
    const seen: string[][] = [];
    let checkpoint: Checkpoint;
    for (;;) {
      const answer = await read(checkpoint);
      if (answer.documents.length === 0) return { seen, checkpoint };
      seen.push(answer.documents.map((doc) => `${doc.id}${doc._deleted ? ' deleted' : ''}`));
      checkpoint = answer.checkpoint;
    }
  };
  const { result: ours, steps: ourSteps } = await countCursorSteps(() =>
    batches(
      (checkpoint) =>
        instance.getChangedDocumentsSince(100, checkpoint) as ReturnType<Parameters<typeof batches>[0]>,
    ),
  );
  expect(ourSteps).toBe(0);
  // RxDB's own way: its query over the same index.
  const { result: rxdbs, steps } = await countCursorSteps(() =>
    batches(async (checkpoint) => {
      const { documents } = await instance.query(
        prepareQuery(schema, getChangedDocumentsSinceQuery(instance, 100, checkpoint)),
      );
      const last = documents.at(-1);
      return { documents, checkpoint: last ? { id: last.id, lwt: last._meta.lwt } : checkpoint };
    }),
  );
  expect(steps).toBeGreaterThan(450);
  expect(ours).toEqual(rxdbs);
  expect(ours.seen.flat()).toHaveLength(450);
  expect(ours.seen.flat().slice(-3)).toEqual(['p007 deleted', 'p300 deleted', 'p100']);
});
