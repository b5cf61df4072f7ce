// Which documents of a database name one of a set of ids in one field: the links of some
// products (`publications_master`, `product_id`), and the moderated documents that hang on
// them (moderation/sources.ts `hangsOn`: reviews of products, comments of threads). The projector
// asks after every batch of parent changes, so that what hangs on a document follows it into or
// out of the public databases.
//
// A view keyed by the field answers one batch in one request, whatever the size of the
// catalogue (a Mango `_find` without an index scanned every link for each batch: hours of
// projection at 40,000 products). The view is a design document in the database itself; staff
// devices replicate the masters, so the browser's pull skips design documents (web/src/db/
// gateway-replication.ts) and the gateway refuses them in a push. Source databases of moderated
// content are server-only.
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';

/** A view of `db` keyed by `field`, in the design document `designId`, named `view`. */
export interface FieldLookup {
  db: string;
  designId: string;
  view: string;
  field: string;
}

export const LINKS_BY_PRODUCT: FieldLookup = {
  db: 'publications_master',
  designId: '_design/links',
  view: 'by_product',
  field: 'product_id',
};

/** The lookup of `db` by `field`, for databases other than the links. */
export function lookupBy(db: string, field: string): FieldLookup {
  return { db, designId: `_design/lookup-${field}`, view: 'by_value', field };
}

/** The map function, as text: the store (PouchDB or CouchDB) runs it. */
function mapOf(lookup: FieldLookup): string {
  return `function (doc) { if (typeof doc.${lookup.field} === "string") emit(doc.${lookup.field}); }`;
}

const ready = new WeakMap<StoreClient, Map<string, Promise<void>>>();

/** Writes the view on first use (or when its map function changed); concurrent callers share it. */
function ensureView(store: StoreClient, lookup: FieldLookup): Promise<void> {
  const views = ready.get(store) ?? new Map<string, Promise<void>>();
  ready.set(store, views);
  const key = `${lookup.db}/${lookup.designId}`;
  let pending = views.get(key);
  if (!pending) {
    const map = mapOf(lookup);
    pending = (async () => {
      await updateDocument<CouchDoc & { views?: Record<string, { map?: string }> }>(
        store,
        lookup.db,
        lookup.designId,
        (current) =>
          current?.views?.[lookup.view]?.map === map
            ? undefined
            : {
                ...(current ?? {}),
                _id: lookup.designId,
                language: 'javascript',
                views: { ...(current?.views ?? {}), [lookup.view]: { map } },
              },
        { retries: 0 },
      );
    })();
    // Another server process wrote it meanwhile, or the store failed: the next call checks again.
    pending.catch(() => views.delete(key));
    views.set(key, pending);
  }
  return pending;
}

/** The ids of the documents of `lookup.db` whose `lookup.field` is one of `values`, sorted. */
export async function findIdsBy(
  store: StoreClient,
  lookup: FieldLookup,
  values: readonly string[],
): Promise<string[]> {
  if (values.length === 0) return [];
  await ensureView(store, lookup);
  const { rows } = await store.json<{ rows: Array<{ id: string }> }>(
    `${lookup.db}/${lookup.designId}/_view/${lookup.view}`,
    { method: 'POST', body: { keys: [...new Set(values)] } },
  );
  return [...new Set(rows.map((row) => row.id))].sort();
}

/** The ids of the links in `publications_master` whose `product_id` is one of `productIds`, sorted. */
export function findLinkIds(store: StoreClient, productIds: readonly string[]): Promise<string[]> {
  return findIdsBy(store, LINKS_BY_PRODUCT, productIds);
}
