// The chat's catalogue over the real local database (RxDB over fake-indexeddb): a question asked
// right after a sync is answered with it (latest() does a rebuild still waiting for its debounce),
// and the first products after an empty start are taken at once (a page opened during the first
// sync). The debounce is a minute here, so nothing rebuilds by itself while the test looks.
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { generateDemoData } from '../../../../sync-server/src/demo/index.ts';
import {
  openLocalDatabase,
  removeLocalDatabase,
  type LocalDatabase,
} from '../../db/storage/local-database.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { chatCatalogueFor } from './chat-catalogue.ts';

const { products, masterdata } = generateDemoData({ seed: 5, productCount: 60 });
const opened: LocalDatabase[] = [];
const WAIT = { timeout: 15_000 };
const MINUTE = 60_000;

afterEach(async () => {
  for (const local of opened.splice(0)) await removeLocalDatabase(local);
});

async function engineWith(initial: typeof products): Promise<{ engine: SyncEngine; local: LocalDatabase }> {
  const local = await openLocalDatabase(`chat-${Math.random().toString(36).slice(2)}`, [
    'catalogue',
    'masterdata',
  ]);
  opened.push(local);
  await local.collection('masterdata')!.bulkInsert(masterdata);
  if (initial.length) await local.collection('catalogue')!.bulkInsert(initial);
  return { engine: { local, onStop: () => {} } as unknown as SyncEngine, local };
}

it('answers with the changes reported so far, not the catalogue built before them', async () => {
  const { engine, local } = await engineWith(products.slice(0, 40));
  const service = chatCatalogueFor(engine, MINUTE);
  await expect.poll(() => service.current()?.products.length, WAIT).toBe(40);

  await local.collection('catalogue')!.bulkInsert(products.slice(40));
  await expect.poll(() => service.latest()?.products.length, WAIT).toBe(60);
  expect(service.current()?.products.length).toBe(60);
});

it('takes the first products after an empty start at once', async () => {
  const { engine, local } = await engineWith([]);
  const service = chatCatalogueFor(engine, MINUTE);
  await expect.poll(() => service.current()?.products.length, WAIT).toBe(0);
  await local.collection('catalogue')!.bulkInsert(products.slice(0, 10));
  await expect.poll(() => service.current()?.products.length, WAIT).toBe(10);
  expect(service.current()!.vocabulary.names.size).toBeGreaterThan(0);
});
