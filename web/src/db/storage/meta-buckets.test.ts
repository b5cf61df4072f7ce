// The replication's meta documents in buckets (meta-buckets.ts) over IndexedDB (fake-indexeddb):
// it answers every write and read exactly as RxDB's own memory storage does (random writes over
// two buckets, so ids share records), a write is atomic under concurrency, what it holds survives
// a reopen, a device's meta documents move over from RxDB's Dexie table, and the sign-out wipe
// deletes it.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import {
  getRxReplicationMetaInstanceSchema,
  prepareQuery,
  type BulkWriteRow,
  type RxDocumentData,
  type RxJsonSchema,
  type RxStorageInstance,
  type RxStorageInstanceCreationParams,
} from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { expect, it } from 'vitest';
import { COLLECTION_SCHEMAS } from '@poct/schemas';
import { getEmptyStartDexieStorage } from './empty-start-storage.ts';
import { createMetaBucketsInstance, metaBucketsDatabaseName } from './meta-buckets.ts';
import { wipeLocalData } from './wipe-local-data.ts';

type Doc = Record<string, unknown>;
type Stored = RxDocumentData<Doc>;
type Instance = RxStorageInstance<Doc, unknown, unknown>;

const schema = getRxReplicationMetaInstanceSchema(
  COLLECTION_SCHEMAS.product as unknown as RxJsonSchema<RxDocumentData<unknown>>,
  false,
) as unknown as RxJsonSchema<Stored>;
let counter = 0;

function params(
  databaseName = `poct-meta-${process.pid}-${++counter}`,
): RxStorageInstanceCreationParams<Doc, never> {
  return {
    databaseName,
    collectionName: 'rx-replication-meta-test',
    schema,
    options: {} as never,
    multiInstance: false,
    devMode: false,
    databaseInstanceToken: 'token',
  };
}

const meta = (item: string, rev: number, name: string, deleted = false): Stored => ({
  id: `${item}|0`,
  itemId: item,
  isCheckpoint: '0',
  docData: { id: item, name },
  _rev: `${rev}-r${rev}${name}`,
  _deleted: deleted,
  _attachments: {},
  _meta: { lwt: 1_000 + rev },
});

const errorsOf = (result: { error: Array<{ documentId: string; status: number }> }) =>
  result.error.map((error) => [error.documentId, error.status]).sort();
const byId = (docs: Stored[]) => [...docs].sort((a, b) => String(a.id).localeCompare(String(b.id)));

it('answers writes and reads as RxDB’s memory storage does, also with many ids in one bucket', async () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  // One write per id in a bulk, as RxDB asks of its callers.
  const step = fc.uniqueArray(
    fc.record({
      item: fc.constantFrom(...items),
      // Which revision the write claims to replace: none (an insert), the current one, a stale one.
      previous: fc.constantFrom('none', 'current', 'stale'),
      deleted: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4, selector: (write) => write.item },
  );
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
      const buckets = await createMetaBucketsInstance(params(), { buckets: 2 });
      const memory = (await getRxStorageMemory().createStorageInstance(params())) as unknown as Instance;
      const current = new Map<string, Stored>();
      let rev = 0;
      for (const writes of steps) {
        const rows: BulkWriteRow<Doc>[] = writes.map(({ item, previous, deleted }) => {
          const held = current.get(item);
          const document = meta(item, ++rev, `n${rev}`, deleted);
          if (previous === 'none' || !held) return { document };
          return { document, previous: previous === 'current' ? held : { ...held, _rev: '0-stale' } };
        });
        const [mine, theirs] = [await buckets.bulkWrite(rows, 'test'), await memory.bulkWrite(rows, 'test')];
        expect(errorsOf(mine)).toEqual(errorsOf(theirs));
        for (const found of await memory.findDocumentsById(
          items.map((item) => `${item}|0`),
          true,
        ))
          current.set(found.itemId as string, found);
        const ids = items.map((item) => `${item}|0`);
        for (const withDeleted of [true, false])
          expect(byId(await buckets.findDocumentsById(ids, withDeleted))).toEqual(
            byId(await memory.findDocumentsById(ids, withDeleted)),
          );
      }
      const everything = prepareQuery(schema, {
        selector: {},
        sort: [{ id: 'asc' }],
        skip: 0,
      });
      expect((await buckets.query(everything)).documents).toEqual((await memory.query(everything)).documents);
      expect((await buckets.count(everything)).count).toBe((await memory.count(everything)).count);
      await buckets.remove();
      await memory.remove();
    }),
    { numRuns: 40 },
  );
});

it('lets exactly one of two concurrent writes from the same revision win', async () => {
  const buckets = await createMetaBucketsInstance(params(), { buckets: 3 });
  const first = meta('p1', 1, 'first');
  expect((await buckets.bulkWrite([{ document: first }], 'test')).error).toEqual([]);
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      buckets.bulkWrite([{ document: meta('p1', 2 + index, `writer ${index}`), previous: first }], 'test'),
    ),
  );
  expect(results.filter((result) => result.error.length === 0)).toHaveLength(1);
  expect(results.flatMap((result) => result.error).map((error) => error.status)).toEqual(Array(7).fill(409));
  const [stored] = await buckets.findDocumentsById(['p1|0'], false);
  const winner = results.findIndex((result) => result.error.length === 0);
  expect((stored!.docData as Doc).name).toBe(`writer ${winner}`);
  await buckets.remove();
});

it('keeps what it holds, and its number of buckets, across a reopen; emits each stored write', async () => {
  const name = params().databaseName;
  const first = await createMetaBucketsInstance(params(name), { buckets: 3 });
  const events: string[] = [];
  first.changeStream().subscribe((bulk) => events.push(...bulk.events.map((event) => event.documentId)));
  const docs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((item, index) => meta(item, index + 1, item));
  await first.bulkWrite(
    docs.map((document) => ({ document })),
    'test',
  );
  expect(events.sort()).toEqual(docs.map((doc) => doc.id).sort());
  await first.close();
  const again = await createMetaBucketsInstance(params(name), { buckets: 64 });
  expect(byId(await again.findDocumentsById(['a|0', 'g|0', 'x|0'], false)).map((doc) => doc.id)).toEqual([
    'a|0',
    'g|0',
  ]);
  // A clean-up drops only what was deleted long enough ago.
  await again.bulkWrite([{ document: meta('a', 9, 'a', true), previous: docs[0]! }], 'test');
  await again.cleanup(0);
  expect(await again.findDocumentsById(['a|0'], true)).toEqual([]);
  expect(await again.findDocumentsById(['b|0'], true)).toHaveLength(1);
  await again.remove();
});

it('takes over the meta documents a device kept in RxDB’s Dexie table, and deletes that table', async () => {
  const creation = params();
  const dexieName = `rxdb-dexie-${creation.databaseName}--${schema.version}--${creation.collectionName}`;
  const old = await getRxStorageDexie().createStorageInstance<Doc>(creation);
  const kept = [
    meta('p1', 1, 'one'),
    meta('p2', 2, 'two', true),
    { ...meta('DOWN', 3, 'x'), isCheckpoint: '1' },
  ];
  kept[2]!.id = 'DOWN|1';
  await old.bulkWrite(
    kept.map((document) => ({ document })),
    'test',
  );
  await old.close();

  const instance = await getEmptyStartDexieStorage().createStorageInstance<Doc>(creation);
  expect(byId(await instance.findDocumentsById(['p1|0', 'p2|0', 'DOWN|1'], true))).toEqual(byId(kept));
  await expect
    .poll(async () => (await indexedDB.databases()).some((info) => info.name === dexieName))
    .toBe(false);
  await instance.close();
});

it('takes over the old table also in a browser without indexedDB.databases()', async () => {
  const creation = params();
  const old = await getRxStorageDexie().createStorageInstance<Doc>(creation);
  await old.bulkWrite([{ document: meta('p1', 1, 'one') }], 'test');
  await old.close();
  const databases = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(indexedDB), 'databases')!;
  Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
  try {
    const instance = await getEmptyStartDexieStorage().createStorageInstance<Doc>(creation);
    expect((await instance.findDocumentsById(['p1|0'], false)).map((doc) => doc.id)).toEqual(['p1|0']);
    await instance.close();
  } finally {
    delete (indexedDB as unknown as Record<string, unknown>).databases;
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(indexedDB), 'databases')).toEqual(databases);
  }
});

it('is named so that the sign-out wipe deletes it', async () => {
  const creation = params(`poct-${(++counter).toString(16)}ab`);
  const instance = await createMetaBucketsInstance(creation);
  await instance.bulkWrite([{ document: meta('p1', 1, 'one') }], 'test');
  await instance.close();
  const name = metaBucketsDatabaseName(creation);
  expect((await indexedDB.databases()).map((info) => info.name)).toContain(name);
  await wipeLocalData(window.localStorage);
  expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(name);
});
