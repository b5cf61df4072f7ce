// The feed from the real local database (RxDB on Dexie, over fake-indexeddb) to the search
// worker's catalogue: the catalogue is read once, then every change arrives as an upsert or a
// removal of just the changed products, a sync batch never triggers a read of everything, and a
// burst of master-data changes reaches the worker once.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { MasterData, Product } from '@poct/schemas';
import { generateDemoData } from '../../../../sync-server/src/demo/index.ts';
import { EMPTY_FILTER } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';
import { SearchCatalogue, type CatalogueReplacement } from './search-catalogue.ts';
import {
  openLocalDatabase,
  removeLocalDatabase,
  type LocalDatabase,
} from '../../db/storage/local-database.ts';
import { applyToCollection } from '../../db/replication/packed-replication.ts';
import { feedSearchIndex, type SearchFeedTarget } from './search-feed.ts';
import { toProductCard } from './product-card.ts';

const { products, masterdata } = generateDemoData({ seed: 11, productCount: 160 });

/**
 * A target that applies every call to a real catalogue (as the worker does, worker-handler.ts:
 * `reconcile` begins a replacement that keeps what it holds at the same revision) and keeps a
 * log of the calls and of the cards sent.
 */
function recordingTarget(catalogue = new SearchCatalogue()) {
  const calls: Array<[string, number]> = [];
  const sent: ProductCard[] = [];
  const labels = new Map<string, string>();
  let replacing: CatalogueReplacement | null = null;
  const target: SearchFeedTarget = {
    reconcile: async (ids, revs) => {
      calls.push(['reconcile', ids.length]);
      const wanted = catalogue.wanted(ids, revs);
      const sending = new Set(wanted);
      replacing = catalogue.beginReplace();
      replacing.keep(ids.filter((id) => !sending.has(id)));
      return wanted;
    },
    replace: async (cards: ProductCard[], revs) => {
      calls.push(['replace', cards.length]);
      sent.push(...cards);
      const replacement = replacing ?? catalogue.beginReplace();
      replacing = null;
      replacement.part(cards, revs);
      replacement.end();
    },
    upsert: async (cards, revs) => {
      calls.push(['upsert', cards.length]);
      sent.push(...cards);
      cards.forEach((card, i) => labels.set(card.id, revs?.[i] ?? ''));
      catalogue.upsert(cards, revs);
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
  return { catalogue, calls, sent, labels, target };
}

const opened: LocalDatabase[] = [];
afterEach(async () => {
  for (const local of opened.splice(0)) await removeLocalDatabase(local);
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

  it('idle() waits until every change reported so far is in the index, master data settling included (what "Synced" waits for)', async () => {
    const local = await openWith(products.slice(0, 40));
    const { catalogue, calls, target } = recordingTarget();
    // The worker acknowledges upserts only when the test lets it.
    const upsert = target.upsert.bind(target);
    let release: () => void = () => {};
    target.upsert = async (cards, revs) => {
      await new Promise<void>((resolve) => (release = resolve));
      await upsert(cards, revs);
    };
    let built = false;
    const feed = feedSearchIndex(local, target, () => (built = true));
    await expect.poll(() => built, WAIT).toBe(true);

    const before = calls.length;
    await local.collection('catalogue')!.bulkInsert(products.slice(40, 60));
    const parameter = masterdata.find(
      (item) =>
        item.type === 'parameter' && products.slice(0, 40).some((p) => p.parameter_ids.includes(item.id)),
    )!;
    const doc = (await local.collection('masterdata')!.findOne(parameter.id).exec())!;
    await doc.incrementalPatch({ name: { de: 'Leerlaufwert', en: 'Idle value' } });
    let idle = false;
    const waiting = feed.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(total(catalogue)).toBe(60);
    // The renamed parameter went over after its debounce, before idle() resolved.
    expect(calls.slice(before).map(([kind]) => kind)).toEqual(['upsert', 'masterdata']);
    expect(total(catalogue, 'leerlaufwert')).toBeGreaterThan(0);
    feed();
  });

  it('idle() ends when the feed is stopped while master data is settling (it once spun and froze the page)', async () => {
    const local = await openWith(products.slice(0, 10));
    const { target } = recordingTarget();
    let built = false;
    const feed = feedSearchIndex(local, target, () => (built = true));
    await expect.poll(() => built, WAIT).toBe(true);
    const doc = (await local.collection('masterdata')!.findOne(masterdata[0]!.id).exec())!;
    await doc.incrementalPatch({ name: { de: 'Angehalten', en: 'Stopped' } });
    feed();
    await feed.idle();
    // And a wait begun before the stop ends with it.
    const other = feedSearchIndex(local, target);
    await other.idle();
    await doc.incrementalPatch({ name: { de: 'Wieder', en: 'Again' } });
    let idle = false;
    const waiting = other.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    other();
    await waiting;
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

/** Writes `docs` at `revs` as the replication does: the collection, then the packer. */
async function pull(local: LocalDatabase, docs: Product[], revs: string[], removed: string[] = []) {
  const packer = local.packed!.packers.get('catalogue')!;
  const changes = [
    ...docs.map((doc, i) => ({ doc: { ...doc, _deleted: false }, rev: revs[i]! })),
    ...removed.map((id) => ({ doc: { id, _deleted: true }, rev: '' })),
  ];
  await applyToCollection(local.collection('catalogue')!, changes, packer.docs);
  packer.apply(changes, String(Math.random()));
}

async function openPacked(): Promise<LocalDatabase> {
  const local = await openLocalDatabase(`feed-${Math.random().toString(36).slice(2)}`, [
    'catalogue',
    'masterdata',
  ]);
  opened.push(local);
  await local.collection('masterdata')!.bulkInsert(masterdata);
  return local;
}

const cardsById = (catalogue: SearchCatalogue) =>
  new Map(catalogue.allCards().map((card) => [card.id, JSON.stringify(card)]));

describe('feedSearchIndex by revision', () => {
  const pool = products.slice(0, 50);
  type Fate = 'same' | 'changed' | 'gone';

  it('sends only the products the worker does not hold at their revision, and ends equal to the catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<Fate>('same', 'changed', 'gone'), {
          minLength: pool.length,
          maxLength: pool.length,
        }),
        fc.subarray(pool.map((_, i) => i)),
        async (fates, heldAt) => {
          // What the worker's record holds: some products at revision 1.
          const held = new Set(heldAt);
          const before = new SearchCatalogue([], masterdata);
          const heldProducts = pool.filter((_, i) => held.has(i));
          before.upsert(
            heldProducts.map(toProductCard),
            heldProducts.map(() => '1-a'),
          );
          const restored = SearchCatalogue.fromState(structuredClone(before.exportState()));
          // What the device holds now: held products kept, changed or gone; the others new.
          const now: Product[] = [];
          const revs: string[] = [];
          const expectedSent = new Set<string>();
          pool.forEach((product, i) => {
            const fate = fates[i]!;
            if (!held.has(i)) {
              if (fate === 'gone') return;
              now.push(product);
              revs.push('1-n');
              expectedSent.add(product.id);
            } else if (fate === 'same') {
              now.push(product);
              revs.push('1-a');
            } else if (fate === 'changed') {
              now.push({ ...product, name: `${product.name} neu` });
              revs.push('2-b');
              expectedSent.add(product.id);
            }
          });
          const local = await openPacked();
          await pull(local, now, revs);
          const { catalogue, sent, target } = recordingTarget(restored);
          let built = false;
          const stop = feedSearchIndex(local, target, () => (built = true));
          await expect.poll(() => built, WAIT).toBe(true);
          stop();
          expect(new Set(sent.map((card) => card.id))).toEqual(expectedSent);
          // The naive result: every card made afresh from the device's catalogue.
          expect(cardsById(catalogue)).toEqual(
            cardsById(new SearchCatalogue(now.map(toProductCard), masterdata)),
          );
          opened.splice(opened.indexOf(local), 1);
          await removeLocalDatabase(local);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('labels a change with its revision, so the next first read does not send it again', async () => {
    const local = await openPacked();
    await pull(
      local,
      pool.slice(0, 20),
      pool.slice(0, 20).map(() => '1-a'),
    );
    const { catalogue, calls, labels, target } = recordingTarget();
    let built = false;
    const stop = feedSearchIndex(local, target, () => (built = true));
    await expect.poll(() => built, WAIT).toBe(true);
    await pull(local, [{ ...pool[3]!, name: 'Zyklotron Quarz 9' }], ['2-b'], [pool[4]!.id]);
    await expect.poll(() => total(catalogue, 'zyklotron'), WAIT).toBe(1);
    await expect.poll(() => total(catalogue), WAIT).toBe(19);
    expect(labels.get(pool[3]!.id)).toBe('2-b');
    // A write the packer does not hold (its revision would name another card): no label.
    const other = (await local.collection('catalogue')!.findOne(pool[5]!.id).exec())!;
    await other.incrementalPatch({ name: 'Quasar Eins' });
    await expect.poll(() => total(catalogue, 'quasar'), WAIT).toBe(1);
    expect(labels.get(pool[5]!.id)).toBe('');
    await pull(local, [pool[5]!], ['1-a']);
    await expect.poll(() => total(catalogue, 'quasar'), WAIT).toBe(0);
    stop();
    // A second start (a reload) over the same catalogue: nothing to send.
    const again = recordingTarget(SearchCatalogue.fromState(structuredClone(catalogue.exportState())));
    let rebuilt = false;
    const stopAgain = feedSearchIndex(local, again.target, () => (rebuilt = true));
    await expect.poll(() => rebuilt, WAIT).toBe(true);
    stopAgain();
    expect(again.sent).toEqual([]);
    expect(calls.filter(([kind]) => kind === 'reconcile')).toEqual([['reconcile', 20]]);
  });
});
