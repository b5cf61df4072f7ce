// Finding the links of some products in the real embedded store: every link of those products,
// none of any other, and later writes seen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type StoreClient } from '../../platform/store/couch-client.ts';
import { findLinkIds } from './link-lookup.ts';

let embedded: EmbeddedStore;
let store: StoreClient;

beforeAll(async () => {
  embedded = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-link-lookup-')), 0);
  store = createStoreClient(embedded.url, embedded.authorization);
  await store.ensureDatabase('publications_master');
  await store.bulkDocs('publications_master', [
    ...Array.from({ length: 7 }, (_, index) => ({ _id: `l-a-${index}`, product_id: 'p-a' })),
    { _id: 'l-b-0', product_id: 'p-b' },
    { _id: 'l-c-0', product_id: 'p-c' },
    { _id: 'l-none', title: 'no product' },
    { _id: 'l-gone', product_id: 'p-a', _deleted: true },
  ]);
});

afterAll(async () => {
  await embedded.stop();
});

describe('findLinkIds', () => {
  it('finds every link of the given products and no other', async () => {
    const expected = [...Array.from({ length: 7 }, (_, index) => `l-a-${index}`), 'l-c-0'];
    expect(await findLinkIds(store, ['p-a', 'p-c', 'p-missing', 'p-a'])).toEqual(expected);
  });

  it('follows later writes: a new link is found, a deleted one is not', async () => {
    const gone = await store.get('publications_master', 'l-a-0');
    await store.bulkDocs('publications_master', [
      { _id: 'l-b-1', product_id: 'p-b' },
      { ...gone!, _deleted: true },
    ]);
    expect(await findLinkIds(store, ['p-b'])).toEqual(['l-b-0', 'l-b-1']);
    expect(await findLinkIds(store, ['p-a'])).not.toContain('l-a-0');
  });

  it('asks nothing for no products', async () => {
    expect(await findLinkIds(store, [])).toEqual([]);
  });
});
