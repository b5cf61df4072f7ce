// The feed from the real local database (RxDB on Dexie, over fake-indexeddb) to the search
// worker's catalogue: the catalogue is read once, then every change arrives as an upsert or a
// removal of just the changed products, a sync batch never triggers a read of everything, and a
// burst of master-data changes reaches the worker once (issue 15).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MasterData, Product } from '@poct/schemas';
import { generateDemoData } from '../../../sync-server/src/demo/index.ts';
import { EMPTY_FILTER } from '../search/facets/filter-state.ts';
import type { ProductCard } from '../search/product-card.ts';
import { SearchCatalogue } from '../search/search-catalogue.ts';
import { openLocalDatabase, type LocalDatabase } from './local-database.ts';
import { feedSearchIndex, type SearchFeedTarget } from './search-feed.ts';

const { products, masterdata } = generateDemoData({ seed: 11, productCount: 160 });

/** A target that applies every call to a real catalogue and keeps a log of the calls. */
function recordingTarget() {
  const catalogue = new SearchCatalogue();
  const calls: Array<[string, number]> = [];
  const target: SearchFeedTarget = {
    replace: async (cards: ProductCard[]) => {
      calls.push(['replace', cards.length]);
      catalogue.replace(cards);
    },
    upsert: async (cards) => {
      calls.push(['upsert', cards.length]);
      catalogue.upsert(cards);
    },
    remove: async (ids) => {
      calls.push(['remove', ids.length]);
      catalogue.remove(ids);
    },
    setMasterdata: async (docs: MasterData[]) => {
      calls.push(['masterdata', docs.length]);
      catalogue.setMasterdata(docs);
    },
  };
  return { catalogue, calls, target };
}

const opened: LocalDatabase[] = [];
afterEach(async () => {
  for (const local of opened.splice(0)) await local.db.remove();
});

async function openWith(initial: Product[]): Promise<LocalDatabase> {
  const local = await openLocalDatabase(`feed-${Math.random().toString(36).slice(2)}`, [
    'catalogue',
    'masterdata',
  ]);
  opened.push(local);
  await local.collection('masterdata')!.bulkInsert(masterdata);
  await local.collection('catalogue')!.bulkInsert(initial);
  return local;
}

/** How long a wait may take on a loaded machine (a wait, not a speed check). */
const WAIT = { timeout: 15_000 };

const total = (catalogue: SearchCatalogue, query = '') =>
  catalogue.answer({ query, filter: EMPTY_FILTER, limit: 0 }).total;

describe('feedSearchIndex', () => {
  it('reads the catalogue once, then passes each batch as upserts of that batch only', async () => {
    const local = await openWith(products.slice(0, 40));
    const { catalogue, calls, target } = recordingTarget();
    let built = false;
    const stop = feedSearchIndex(local, target, () => (built = true));
    await expect.poll(() => built, WAIT).toBe(true);
    expect(total(catalogue)).toBe(40);

    // A sync batch of 120 documents.
    await local.collection('catalogue')!.bulkInsert(products.slice(40));
    await expect.poll(() => total(catalogue), WAIT).toBe(160);
    expect(calls.filter(([kind]) => kind === 'replace')).toEqual([['replace', 40]]);
    const upserted = calls.filter(([kind]) => kind === 'upsert').reduce((sum, [, count]) => sum + count, 0);
    expect(upserted).toBe(120);
    stop();
  });

  it('a removed product leaves the worker, a renamed one is found by its new name', async () => {
    const local = await openWith(products.slice(0, 30));
    const { catalogue, target } = recordingTarget();
    let built = false;
    const stop = feedSearchIndex(local, target, () => (built = true));
    await expect.poll(() => built, WAIT).toBe(true);
    const catalogueCollection = local.collection('catalogue')!;
    await (await catalogueCollection.findOne(products[0]!.id).exec())!.remove();
    await (await catalogueCollection.findOne(products[1]!.id).exec())!.incrementalPatch({
      name: 'Zyklotron Quarz 9',
    });
    await expect.poll(() => total(catalogue), WAIT).toBe(29);
    await expect.poll(() => total(catalogue, 'zyklotron'), WAIT).toBe(1);
    stop();
  });

  it('sends a burst of master-data changes once, and the new names are searchable', async () => {
    const local = await openWith(products.slice(0, 30));
    const { catalogue, calls, target } = recordingTarget();
    let built = false;
    const stop = feedSearchIndex(local, target, () => (built = true));
    await expect.poll(() => built, WAIT).toBe(true);
    const parameter = masterdata.find(
      (item) =>
        item.type === 'parameter' && products.slice(0, 30).some((p) => p.parameter_ids.includes(item.id)),
    )!;
    const collection = local.collection('masterdata')!;
    const doc = (await collection.findOne(parameter.id).exec())!;
    await doc.incrementalPatch({ name: { de: 'Quarkwert eins', en: 'Quark value one' } });
    const again = (await collection.findOne(parameter.id).exec())!;
    await again.incrementalPatch({ name: { de: 'Quarkwert', en: 'Quark value' } });
    await expect.poll(() => total(catalogue, 'quarkwert'), WAIT).toBeGreaterThan(0);
    expect(calls.filter(([kind]) => kind === 'masterdata')).toHaveLength(2); // the first read and one burst
    stop();
  });
});
