// Loads the demo catalogue into an empty store on first start (never when NODE_ENV=production:
// demo data and demo accounts must not reach a real installation) and makes sure the demo
// accounts exist.
import { toCouchDoc, type MasterData, type Product } from '@poct/schemas';
import type { Auth } from '../identity/index.ts';
import type { CouchDoc, StoreClient } from '../platform/store/couch-client.ts';
import { demoAccounts, DEMO_PASSWORD } from './accounts.ts';
import { generateDemoData } from './generate.ts';
import { demoPosts } from './posts.ts';
import { demoForumTopics } from './forum-topics.ts';
import { log } from '../platform/log/logger.ts';

const CHUNK = 1000;
/** How many popular searches a fresh install shows, and the searches the most measured one is said to have had. */
const DEMO_SEARCHES = 6;
const DEMO_TOP_COUNT = 14;

/** A search the popular list of a fresh install shows (stored by the assistant's statistics). */
export interface DemoSearch {
  query: string;
  found: number;
  count: number;
}

/**
 * The parameters most of the demo catalogue measures, by code, each with the products that
 * measure it: searches people would make, answered by the catalogue that is there.
 */
export function demoSearches(products: readonly Product[], masterdata: readonly MasterData[]): DemoSearch[] {
  const measuring = new Map<string, number>();
  for (const product of products)
    for (const id of new Set(product.parameter_ids)) measuring.set(id, (measuring.get(id) ?? 0) + 1);
  const named = new Map(masterdata.map((item) => [item.id, item.code ?? item.name.de]));
  return [...measuring]
    .filter(([id]) => named.has(id))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, DEMO_SEARCHES)
    .map(([id, found], rank) => ({ query: named.get(id)!, found, count: DEMO_TOP_COUNT - 2 * rank }));
}

async function insertAll(store: StoreClient, db: string, docs: CouchDoc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += CHUNK) {
    const results = await store.bulkDocs(db, docs.slice(i, i + CHUNK));
    const failed = results.filter((result) => result.error);
    if (failed.length)
      throw new Error(`demo data: ${failed.length} documents refused by ${db}: ${failed[0]?.reason}`);
  }
}

export async function seedDemoData(options: {
  store: StoreClient;
  auth: Auth;
  productCount: number;
}): Promise<{ searches: DemoSearch[] } | undefined> {
  const { store, auth, productCount } = options;
  for (const account of demoAccounts()) await auth.createAccount(account, DEMO_PASSWORD);
  if ((await store.info('posts'))?.doc_count === 0)
    await insertAll(
      store,
      'posts',
      demoPosts().map((post) => toCouchDoc(post) as CouchDoc),
    );

  const info = await store.info('catalogue_master');
  if (!info || info.doc_count > 0 || productCount === 0) return undefined;
  const data = generateDemoData({ productCount });
  const asCouch = (docs: Array<{ id: string }>): CouchDoc[] => docs.map((doc) => toCouchDoc(doc) as CouchDoc);
  await insertAll(store, 'masterdata_master', asCouch(data.masterdata));
  await insertAll(store, 'catalogue_master', asCouch(data.products));
  await insertAll(store, 'publications_master', asCouch(data.links));
  await insertAll(store, 'forum_topics', asCouch(demoForumTopics()));
  log.info(
    {
      area: 'demo',
      products: data.products.length,
      links: data.links.length,
      masterdata: data.masterdata.length,
    },
    'demo data loaded',
  );
  // The popular searches of the fresh install, for the assistant's statistics to store.
  return { searches: demoSearches(data.products, data.masterdata) };
}
