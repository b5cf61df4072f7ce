// The server's one copy of the projections (catalogue/catalogue-mirror.ts) and the preview search
// fed from it (preview/preview-index.ts), against the real embedded store: a listener that
// subscribes late first gets what the mirror holds, then every change; the preview index built
// over the mirror finds what the mirror holds and follows a rename and a deletion.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCouchDoc } from '@poct/schemas';
import {
  startCatalogueMirror,
  type CatalogueChanges,
  type CatalogueMirror,
} from '../../replication/index.ts';
import { generateDemoData } from '../../demo/index.ts';
import { startPreviewIndex } from '../preview/preview-index.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type StoreClient } from '../../platform/store/couch-client.ts';

let storeProcess: EmbeddedStore;
let store: StoreClient;
let mirror: CatalogueMirror;
const demo = generateDemoData({ productCount: 12 });

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries > 400) throw new Error('the mirror did not follow in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  storeProcess = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-mirror-')), 0);
  store = createStoreClient(storeProcess.url, storeProcess.authorization);
  for (const db of ['catalogue', 'masterdata', 'publications']) await store.ensureDatabase(db);
  await store.bulkDocs(
    'masterdata',
    demo.masterdata.map((entry) => toCouchDoc(entry)),
  );
  await store.bulkDocs(
    'catalogue',
    demo.products.map((product) => toCouchDoc(product)),
  );
  await store.bulkDocs(
    'publications',
    demo.links.map((link) => toCouchDoc(link)),
  );
  mirror = startCatalogueMirror(store);
  await mirror.ready;
  expect(mirror.snapshot().products).toHaveLength(demo.products.length);
  expect(mirror.snapshot().masterdata.size).toBe(demo.masterdata.length);
});
afterAll(async () => {
  mirror?.stop();
  await storeProcess?.stop();
});

describe('the catalogue mirror', () => {
  it('When a listener subscribes late, then it gets what the mirror holds, then each change', async () => {
    const heard: CatalogueChanges[] = [];
    const stop = mirror.subscribe((changes) => heard.push(changes));
    expect(heard).toHaveLength(1);
    expect([...heard[0]!.products.keys()].sort()).toEqual(demo.products.map((p) => p.id).sort());
    expect(heard[0]!.masterdata.size).toBe(demo.masterdata.length);

    const [first] = await store.allDocs('catalogue', { limit: 1 });
    await store.put('catalogue', { ...first!, name: 'Umbenanntes Testgerät' });
    await until(() => heard.length > 1);
    expect(heard[1]!.products.get(first!._id)?.name).toBe('Umbenanntes Testgerät');
    expect(heard[1]!.masterdata.size).toBe(0);
    expect(mirror.product(first!._id)?.name).toBe('Umbenanntes Testgerät');
    stop();
  });

  it('feeds the preview search, which finds what the mirror holds and follows a deletion', async () => {
    const preview = startPreviewIndex(mirror);
    const found = preview.search('Umbenanntes Testgerät', 'guest');
    expect(found.total).toBe(1);
    const id = found.hits[0]!.id;
    expect(found.hits[0]).toEqual({
      id,
      name: 'Umbenanntes Testgerät',
      manufacturer: mirror.product(id)!.manufacturer,
    });

    const [held] = await store.allDocs('catalogue', { keys: [id] });
    await store.put('catalogue', { ...held!, _deleted: true });
    await until(() => mirror.product(id) === undefined);
    expect(preview.search('Umbenanntes Testgerät', 'guest').total).toBe(0);
    preview.stop();
  });
});
