// The staff screens' reads over the real local database (RxDB on Dexie, IndexedDB from
// fake-indexeddb): the live mirror equals a fresh query after every kind of change, counts equal
// the collection, the dashboard's figures equal what the old whole-collection code computed, and
// a first sync's batches cost a few refreshes, not one per batch.
import 'fake-indexeddb/auto';
import { isDueForReview, type Link, type MasterData, type Product } from '@poct/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validDocuments, validMasterData } from '../../../schemas/src/test-fixtures.ts';
import { catalogueFigures } from '../features/dashboard/use-dashboard.ts';
import { watchLatestMasterDocuments } from './latest-masters.ts';
import { listPage, type Column } from '../workspace/forms/list-model.ts';
import { openLocalDatabase, type LocalDatabase } from './storage/local-database.ts';
import { mirrorOf } from './master-mirror.ts';
import {
  collectionOf,
  countMasterDocuments,
  latestMasterDocuments,
  readMasterDocuments,
  watchMasterChanges,
  watchMasterDocuments,
} from './masters-watch.ts';

let local: LocalDatabase;
let counter = 0;

function product(index: number, changes: Partial<Product> = {}): Product {
  const base = validDocuments().product;
  const day = String(1 + (index % 28)).padStart(2, '0');
  return {
    ...base,
    id: `prod-${String(index).padStart(5, '0')}`,
    name: `Gerät ${index % 7} ${index}`,
    visible: index % 3 !== 0,
    updated_at: `2026-02-${day}T10:${String(index % 60).padStart(2, '0')}:00.000Z`,
    ...changes,
  };
}

function link(index: number): Link {
  return {
    ...validDocuments().link,
    id: `link-${index}`,
    product_id: `prod-${String(index).padStart(5, '0')}`,
  };
}

beforeEach(async () => {
  local = await openLocalDatabase(`masters-watch-${process.pid}-${++counter}`, [
    'catalogue_master',
    'masterdata_master',
    'publications_master',
  ]);
});

afterEach(async () => {
  await local.db.remove();
});

/** The next emission of a listener that satisfies `done`. */
function nextMatching<T>(subscribe: (emit: (value: T) => void) => () => void, done: (value: T) => boolean) {
  return new Promise<T>((resolve) => {
    let finished = false;
    // The first answer may come before subscribe returns: stop in a microtask, once it has.
    const stop = subscribe((value) => {
      if (finished || !done(value)) return;
      finished = true;
      resolve(value);
      queueMicrotask(() => stop());
    });
  });
}

const ids = (docs: readonly { id: string }[]) => docs.map((doc) => doc.id);

describe('the live mirror of a master collection', () => {
  it('equals a fresh query after inserts, updates, deletes and a bulk write made while it reads', async () => {
    const products = collectionOf(local, 'catalogue_master');
    await products.bulkInsert(Array.from({ length: 120 }, (_, index) => product(index)));
    let latest: Product[] | null = null;
    const stop = watchMasterDocuments(local, 'catalogue_master', (docs) => (latest = docs));
    // Written while the mirror's first read runs, as a replication batch would be.
    const racing = products.bulkUpsert([
      ...Array.from({ length: 40 }, (_, index) => product(300 + index)),
      product(1, { name: 'Während des Lesens' }),
    ]);
    await racing;
    await expect
      .poll(() => latest, { timeout: 5_000 })
      .toEqual(await readMasterDocuments(local, 'catalogue_master'));
    const first = latest!;

    // Changes of every kind while a screen watches (one a bulk, as the replication writes).
    await products.bulkInsert(Array.from({ length: 30 }, (_, index) => product(200 + index)));
    await products.upsert(product(5, { name: 'Umbenannt' }));
    await products.findOne('prod-00007').remove();
    const expected = await readMasterDocuments(local, 'catalogue_master');
    expect(expected).toHaveLength(120 + 40 + 30 - 1);
    await expect.poll(() => latest, { timeout: 5_000 }).toEqual(expected);
    // Documents that did not change keep their object (the lists' caches rely on it).
    expect(latest!.find((doc) => doc.id === 'prod-00010')).toBe(first.find((doc) => doc.id === 'prod-00010'));
    expect(latest!.find((doc) => doc.id === 'prod-00005')!.name).toBe('Umbenannt');
    expect(latest!.find((doc) => doc.id === 'prod-00001')!.name).toBe('Während des Lesens');
    stop();
  });

  it('shows a change made while a list is paged', async () => {
    const products = collectionOf(local, 'catalogue_master');
    await products.bulkInsert(
      Array.from({ length: 120 }, (_, index) =>
        product(index, { name: `Gerät ${String(index).padStart(3, '0')}` }),
      ),
    );
    let latest: Product[] = [];
    const stop = watchMasterDocuments(local, 'catalogue_master', (docs) => (latest = docs));
    await expect.poll(() => latest.length).toBe(120);
    const columns: Column<Product>[] = [{ id: 'name', label: 'Name', text: (row) => row.name }];
    const pageTwo = () =>
      listPage(
        latest,
        columns,
        { search: '', sortBy: 'name', descending: false, page: 2, pageSize: 50 },
        'de',
      );
    expect(pageTwo().rows[0]!.name).toBe('Gerät 050');

    await products.insert(product(900, { name: 'Gerät 060a' }));
    await expect.poll(() => pageTwo().total).toBe(121);
    expect(pageTwo().rows.map((row) => row.name)).toContain('Gerät 060a');
    await products.upsert(product(70, { name: 'Gerät 070 neu' }));
    await expect.poll(() => pageTwo().rows.some((row) => row.name === 'Gerät 070 neu')).toBe(true);
    await products.findOne('prod-00055').remove();
    await expect.poll(() => pageTwo().total).toBe(120);
    expect(pageTwo().rows.map((row) => row.id)).not.toContain('prod-00055');
    stop();
  });

  it('holds only the documents with the selector’s values', async () => {
    const masterdata = collectionOf(local, 'masterdata_master');
    const all = Object.values(validMasterData()) as MasterData[];
    await masterdata.bulkInsert(all);
    const parameters = await nextMatching<MasterData[]>(
      (emit) => watchMasterDocuments(local, 'masterdata_master', emit, { type: 'parameter' }),
      () => true,
    );
    expect(ids(parameters)).toEqual(
      ids(await readMasterDocuments(local, 'masterdata_master', { type: 'parameter' })),
    );
    expect(parameters.every((doc) => doc.type === 'parameter')).toBe(true);
    expect(parameters.length).toBeGreaterThan(0);
  });

  it('is shared by screens open at the same time and closed with its database', async () => {
    const products = collectionOf(local, 'catalogue_master');
    const one = mirrorOf(products);
    expect(mirrorOf(products)).toBe(one);
    expect(mirrorOf(products, { visible: true })).not.toBe(one);
    one.close();
    expect(mirrorOf(products)).not.toBe(one);
  });
});

describe('counts and the dashboard', () => {
  it('counts equal the collection’s documents, before and after changes', async () => {
    const products = collectionOf(local, 'catalogue_master');
    await products.bulkInsert(Array.from({ length: 90 }, (_, i) => product(i)));
    expect(await countMasterDocuments(local, 'catalogue_master')).toBe(90);
    await products.findOne('prod-00003').remove();
    await products.insert(product(500));
    await products.insert(product(501));
    const all = await readMasterDocuments(local, 'catalogue_master');
    expect(all).toHaveLength(91);
    expect(await countMasterDocuments(local, 'catalogue_master')).toBe(all.length);
    expect(await countMasterDocuments(local, 'publications_master')).toBe(0);
  });

  it('shows what the old whole-collection code showed', async () => {
    await collectionOf(local, 'catalogue_master').bulkInsert(
      Array.from({ length: 60 }, (_, i) => product(i)),
    );
    await collectionOf(local, 'publications_master').bulkInsert(
      Array.from({ length: 25 }, (_, i) => link(i)),
    );
    await collectionOf(local, 'masterdata_master').bulkInsert(Object.values(validMasterData()));
    const [products, links, masterdata] = await Promise.all([
      readMasterDocuments(local, 'catalogue_master'),
      readMasterDocuments(local, 'publications_master'),
      readMasterDocuments(local, 'masterdata_master'),
    ]);
    // The code this replaces (use-dashboard.ts as a full pass), over every document.
    const entry = (
      kind: string,
      d: { id: string; updated_at: string; updated_by?: string },
      name: string,
    ) => ({
      id: d.id,
      name,
      kind,
      at: d.updated_at,
      by: d.updated_by ?? '',
    });
    const recent = [
      ...products.map((d) => entry('product', d, d.name)),
      ...links.map((d) => entry('link', d, d.title)),
      ...masterdata.map((d) => entry('masterdata', d, d.name.de)),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, 8);
    const latestLinks = await nextMatching<Link[]>(
      (emit) => watchLatestMasterDocuments(local, 'publications_master', 8, emit),
      () => true,
    );
    const latestMasterdata = await nextMatching<MasterData[]>(
      (emit) => watchLatestMasterDocuments(local, 'masterdata_master', 8, emit),
      () => true,
    );
    const TODAY = '2026-12-01';
    const figures = catalogueFigures(
      {
        products,
        links: await countMasterDocuments(local, 'publications_master'),
        masterdata: await countMasterDocuments(local, 'masterdata_master'),
        latestLinks,
        latestMasterdata,
      },
      'de',
      TODAY,
    );
    // The products due for review are the dashboard's own part (due-for-review.test.ts).
    const { dueForReview, ...shown } = figures;
    expect(shown).toEqual({
      products: products.length,
      visible: products.filter((p) => p.visible).length,
      links: links.length,
      masterdata: masterdata.length,
      recent,
    });
    expect(dueForReview.count).toBe(products.filter((p) => isDueForReview(p, TODAY)).length);
  });

  it('keeps the latest documents from changes equal to a fresh sorted read', async () => {
    const links = collectionOf(local, 'publications_master');
    const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const dated = (index: number, minute: number) => ({ ...link(index), updated_at: at(minute) });
    await links.bulkInsert(Array.from({ length: 30 }, (_, index) => dated(index, index % 20)));
    let latest: Link[] = [];
    const stop = watchLatestMasterDocuments(local, 'publications_master', 8, (docs) => (latest = docs));
    const fresh = () => latestMasterDocuments(local, 'publications_master', 8);
    await expect.poll(() => latest).toEqual(await fresh());
    const steps: Array<() => Promise<unknown>> = [
      // A new newest one, and a batch of which some enter the list.
      () => links.insert(dated(100, 50)),
      () => links.bulkInsert(Array.from({ length: 10 }, (_, index) => dated(200 + index, 15 + index))),
      // An old one edited to be the newest; one of the kept deleted (an unknown one moves up).
      () => links.upsert(dated(3, 59)),
      () => links.findOne(latest[2]!.id).remove(),
      // A kept one made the oldest of all (an unknown one now comes before it).
      () => links.upsert(dated(Number(latest[0]!.id.slice('link-'.length)), 0)),
    ];
    for (const step of steps) {
      await step();
      const expected = await fresh();
      await expect.poll(() => latest, { timeout: 5_000 }).toEqual(expected);
    }
    stop();
  });

  it('refreshes a few times during a burst of replication batches, not once per batch', async () => {
    const products = collectionOf(local, 'catalogue_master');
    let refreshes = 0;
    const stop = watchMasterChanges(
      local,
      ['catalogue_master'],
      async () => {
        refreshes++;
        await countMasterDocuments(local, 'catalogue_master');
      },
      { minGapMs: 60_000, costFactor: 4 },
    );
    for (let batch = 0; batch < 20; batch++)
      await products.bulkInsert(Array.from({ length: 10 }, (_, i) => product(batch * 10 + i)));
    // The first refresh runs at once; the batches after it wait for the pause (a minute here).
    expect(refreshes).toBeLessThanOrEqual(2);
    expect(refreshes).toBeGreaterThanOrEqual(1);
    stop();
  });
});
