// Loads the demo catalogue into an empty store on first start (never when NODE_ENV=production:
// demo data and demo accounts must not reach a real installation) and makes sure the demo
// accounts exist.
import { toCouchDoc } from '@poct/schemas';
import type { Auth } from '../identity/index.ts';
import type { CouchDoc, StoreClient } from '../platform/store/couch-client.ts';
import { demoAccounts, DEMO_PASSWORD } from './accounts.ts';
import { generateDemoData } from './generate.ts';
import { demoPosts } from './posts.ts';
import { demoForumTopics } from './forum-topics.ts';
import { log } from '../platform/log/logger.ts';

const CHUNK = 1000;

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
}): Promise<void> {
  const { store, auth, productCount } = options;
  for (const account of demoAccounts()) await auth.createAccount(account, DEMO_PASSWORD);
  if ((await store.info('posts'))?.doc_count === 0)
    await insertAll(
      store,
      'posts',
      demoPosts().map((post) => toCouchDoc(post) as CouchDoc),
    );

  const info = await store.info('catalogue_master');
  if (!info || info.doc_count > 0 || productCount === 0) return;
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
}
