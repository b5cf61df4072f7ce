// The range read of range-query.ts over RxDB on Dexie (IndexedDB from fake-indexeddb): a query
// its index answers is one `getAll`, no cursor step, with the documents, order, skip and limit
// RxDB's own cursor gives; a query the index does not answer takes RxDB's path.
import 'fake-indexeddb/auto';
import { createRxDatabase, type MangoQuery, type RxCollection, type RxDatabase } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, expect, it } from 'vitest';
import { validDocuments } from '../../../../schemas/src/test-fixtures.ts';
import type { RxDocData } from '../replication/couch-documents.ts';
import { countCursorSteps } from '../../test/cursor-steps.ts';
import { collectionSpecOf } from './collection-specs.ts';
import { getEmptyStartDexieStorage } from './empty-start-storage.ts';

const opened: RxDatabase[] = [];
let counter = 0;

afterEach(async () => {
  for (const db of opened.splice(0)) if (!db.closed) await db.close();
});

async function open(storage: 'ours' | 'rxdb'): Promise<RxCollection> {
  const db = await createRxDatabase({
    name: `range-query-${process.pid}-${++counter}`,
    storage: storage === 'ours' ? getEmptyStartDexieStorage() : getRxStorageDexie(),
    multiInstance: false,
  });
  opened.push(db);
  await db.addCollections({ catalogue_master: collectionSpecOf('catalogue_master') });
  const collection = db.collections.catalogue_master!;
  const base = validDocuments().product as unknown as RxDocData;
  // Written out of order, some deleted and one changed afterwards.
  const ids = Array.from({ length: 300 }, (_, i) => `p${String((i * 7) % 300).padStart(3, '0')}`);
  await collection.bulkInsert(ids.map((id, i) => ({ ...base, id, name: `Product ${(i * 13) % 300}` })));
  await collection.bulkRemove(['p007', 'p150', 'p299']);
  await (await collection.findOne('p100').exec())!.incrementalPatch({ name: 'Later' });
  return collection;
}

/** The answer of `query` on the collection, and how many cursor steps it took. */
async function answer(collection: RxCollection, query: MangoQuery) {
  const { result, steps } = await countCursorSteps(() => collection.find(query).exec());
  return { docs: result.map((doc) => [doc.primary, doc.get('name') as string]), steps };
}

it('reads a query its index answers in one range read, with RxDB’s documents, order, skip and limit', async () => {
  const ours = await open('ours');
  const rxdbs = await open('rxdb');
  for (const query of [{}, { skip: 20, limit: 50 }, { limit: 10 }, { skip: 290 }] as MangoQuery[]) {
    const fast = await answer(ours, query);
    const cursor = await answer(rxdbs, query);
    expect(fast.steps).toBe(0);
    expect(fast.docs).toEqual(cursor.docs);
  }
  const all = await answer(ours, {});
  expect(all.docs).toHaveLength(297);
  expect(all.docs.map(([id]) => id)).not.toContain('p150');
  expect(all.docs).toContainEqual(['p100', 'Later']);
});

it('takes RxDB’s cursor for a query its index does not answer', async () => {
  const ours = await open('ours');
  const rxdbs = await open('rxdb');
  const query: MangoQuery = { selector: { name: { $regex: '^Product 1' } }, sort: [{ name: 'asc' }] };
  const cursor = await answer(rxdbs, query);
  const taken = await answer(ours, query);
  expect(taken.steps).toBeGreaterThan(200);
  expect(taken.docs).toEqual(cursor.docs);
  expect(taken.docs.length).toBeGreaterThan(10);
});
