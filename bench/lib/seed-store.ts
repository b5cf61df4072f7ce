// Seeds a store for the app server before it starts, the projections included. The server's own
// seeding writes the masters and leaves the projections to the projector, which after every batch
// of 500 products scans all of publications_master for their links (link-lookup.ts, a Mango
// query without an index): fine at the demo's 420 products, but at 40,000 products and 199,272
// links that is 80 full scans, and on the bench machine it ran for hours. The bench therefore
// writes what the projector would write (projectDocument, the projector's own rule, applied to
// the same generated data) and the projector's checkpoints at the masters' current sequences, so
// the server starts with every projection complete and its projector idle.
import { toCouchDoc } from '@poct/schemas';
import { generateDemoData } from '../../sync-server/src/demo/index.ts';
import { checkpointId } from '../../sync-server/src/content/projector/projector.ts';
import {
  productIdOf,
  projectDocument,
  RULES_VERSION,
} from '../../sync-server/src/content/projector/project-document.ts';
import { STATE_DATABASE } from '../../sync-server/src/platform/store/databases.ts';
import {
  createStoreClient,
  type CouchDoc,
  type StoreClient,
} from '../../sync-server/src/platform/store/couch-client.ts';
import {
  ALL_DATABASES,
  MASTERS,
  PROJECTION_OF,
  type MasterName,
} from '../../sync-server/src/platform/store/databases.ts';
import { startEmbeddedStore } from '../../sync-server/src/platform/store/embedded-store.ts';

const CHUNK = 2000;

async function insert(store: StoreClient, db: string, docs: CouchDoc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += CHUNK) {
    const results = await store.bulkDocs(db, docs.slice(i, i + CHUNK));
    const failed = results.find((result) => result.error);
    if (failed) throw new Error(`seeding ${db}: ${failed.error} ${failed.reason ?? ''}`);
  }
}

/** Seeds `dataDir`'s embedded store with `products` demo products unless it holds some already. */
export async function seedStore(
  dataDir: string,
  products: number,
  log: (message: string) => void,
): Promise<void> {
  const embedded = await startEmbeddedStore(dataDir, 0);
  try {
    const store = createStoreClient(embedded.url, embedded.authorization);
    for (const name of ALL_DATABASES) await store.ensureDatabase(name);
    if (((await store.info('catalogue_master'))?.doc_count ?? 0) > 0) return;
    // As seedDemoData (sync-server/src/demo/seed-demo-data.ts) generates it: the default seed.
    const data = generateDemoData({ productCount: products });
    const asCouch = (docs: Array<{ id: string }>): CouchDoc[] =>
      docs.map((doc) => toCouchDoc(doc) as CouchDoc);
    const masters: Record<MasterName, CouchDoc[]> = {
      masterdata_master: asCouch(data.masterdata),
      catalogue_master: asCouch(data.products),
      publications_master: asCouch(data.links),
    };
    const productsById = new Map(masters.catalogue_master.map((doc) => [doc._id, doc]));
    for (const master of MASTERS) {
      log(
        `seeding ${masters[master].length.toLocaleString('en-GB')} documents into ${master} and its projection`,
      );
      await insert(store, master, masters[master]);
      const projected = masters[master]
        .map((doc) =>
          projectDocument(
            master,
            doc,
            master === 'publications_master' ? productsById.get(productIdOf(doc) ?? '') : undefined,
          ),
        )
        .filter((doc): doc is CouchDoc => doc !== null);
      await insert(store, PROJECTION_OF[master], projected);
    }
    for (const master of MASTERS) {
      const since = (await store.info(master))?.update_seq ?? 0;
      await store.put(STATE_DATABASE, {
        _id: checkpointId(master),
        since,
        rules: RULES_VERSION[master],
        updated_at: new Date().toISOString(),
      });
    }
  } finally {
    await embedded.stop();
  }
}
