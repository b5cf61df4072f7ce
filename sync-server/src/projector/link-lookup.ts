// Which links name one of a set of products, asked of `publications_master` itself. The projector
// asks after every batch of product changes, so that the links follow their product into or out
// of `publications`.
//
// A view keyed by `product_id` answers one batch in one request, whatever the size of the
// catalogue (a Mango `_find` without an index scanned every link for each batch: hours of
// projection at 40,000 products). The view is a design document in the master; staff devices
// replicate the master, so the browser's pull skips design documents (web/src/db/
// gateway-replication.ts) and the gateway refuses them in a push.
import type { StoreClient } from '../store/couch-client.ts';

const DESIGN_ID = '_design/links';
const VIEW = `publications_master/${DESIGN_ID}/_view/by_product`;
/** The map function, as text: the store (PouchDB or CouchDB) runs it. */
const MAP = 'function (doc) { if (typeof doc.product_id === "string") emit(doc.product_id); }';

const ready = new WeakMap<StoreClient, Promise<void>>();

/** Writes the view on first use (or when its map function changed); concurrent callers share it. */
function ensureView(store: StoreClient): Promise<void> {
  let pending = ready.get(store);
  if (!pending) {
    pending = (async () => {
      const current = await store.get<{ _id: string; views?: { by_product?: { map?: string } } }>(
        'publications_master',
        DESIGN_ID,
      );
      if (current?.views?.by_product?.map === MAP) return;
      try {
        await store.put('publications_master', {
          ...(current ?? {}),
          _id: DESIGN_ID,
          language: 'javascript',
          views: { by_product: { map: MAP } },
        });
      } catch (error) {
        // Another server process wrote it meanwhile: the next call checks again.
        ready.delete(store);
        throw error;
      }
    })();
    pending.catch(() => ready.delete(store));
    ready.set(store, pending);
  }
  return pending;
}

/** The ids of the links in `publications_master` whose `product_id` is one of `productIds`, sorted. */
export async function findLinkIds(store: StoreClient, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  await ensureView(store);
  const { rows } = await store.json<{ rows: Array<{ id: string }> }>(VIEW, {
    method: 'POST',
    body: { keys: [...new Set(productIds)] },
  });
  return [...new Set(rows.map((row) => row.id))].sort();
}
