// The bulk-put worker's work (bulk-put-handler.ts) on fake-indexeddb: a slice is stored in one
// transaction beside a connection that already holds the database, and a slice that cannot be
// stored is answered with the reason, storing nothing.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { answer } from './bulk-put-handler.ts';

function openWithStore(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 10);
    request.onupgradeneeded = () => request.result.createObjectStore('docs', { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const all = (db: IDBDatabase): Promise<unknown[]> =>
  new Promise((resolve) => {
    const request = db.transaction('docs').objectStore('docs').getAll();
    request.onsuccess = () => resolve(request.result);
  });

it('stores a slice beside the page’s own connection, and says why a slice could not be stored', async () => {
  const name = `bulk-put-${process.pid}`;
  const page = await openWithStore(name);
  const docs = Array.from({ length: 50 }, (_, index) => ({ id: `d${index}`, value: index }));
  expect(await answer(indexedDB, { id: 1, database: name, store: 'docs', docs })).toEqual({ id: 1 });
  expect(await all(page)).toHaveLength(50);

  // A document without its key: the transaction aborts, and none of the slice is stored.
  const broken = [{ id: 'x1' }, { value: 'no id' }];
  const failed = await answer(indexedDB, { id: 2, database: name, store: 'docs', docs: broken });
  expect(failed.id).toBe(2);
  expect(failed.error).toMatch(/DataError/);
  expect(await all(page)).toHaveLength(50);
  page.close();
});
