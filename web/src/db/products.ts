// Reading products and master data from the local collections for pages.
import type { Link, MasterData, Product } from '@poct/schemas';
import type { RxChangeEventBulk, RxCollection } from 'rxdb/plugins/core';
import type { LocalDatabase } from './storage/local-database.ts';

/** Products by id, in the order asked; ids not on the device are left out. */
export async function getProducts(local: LocalDatabase, ids: readonly string[]): Promise<Product[]> {
  const catalogue = local.collection('catalogue');
  if (!catalogue || ids.length === 0) return [];
  const found = await catalogue.findByIds([...ids]).exec();
  return ids.flatMap((id) => {
    const doc = found.get(id);
    return doc ? [doc.toJSON() as unknown as Product] : [];
  });
}

export async function getMasterData(local: LocalDatabase): Promise<Map<string, MasterData>> {
  const masterdata = local.collection('masterdata');
  if (!masterdata) return new Map();
  const docs = await masterdata.find().exec();
  return new Map(docs.map((doc) => [doc.primary, doc.toJSON() as unknown as MasterData]));
}

/** Products by id, kept current: a product renamed, hidden (deleted locally) or added is reported. */
export function watchProducts(
  local: LocalDatabase,
  ids: readonly string[],
  onChange: (products: Map<string, Product>) => void,
): () => void {
  const catalogue = local.collection('catalogue');
  if (!catalogue) return () => {};
  const subscription = catalogue.findByIds([...ids]).$.subscribe((found) => {
    const products = new Map<string, Product>();
    for (const [id, doc] of found) products.set(id, doc.toJSON() as unknown as Product);
    onChange(products);
  });
  return () => subscription.unsubscribe();
}

/** Least time between two reports of a whole collection while a sync streams in. */
const REPORT_EVERY_MS = 100;

/**
 * Every document of a collection by id, reported again after changes: read once, then kept from
 * the collection's change events document by document, so a sync batch costs its own size and
 * never a query over all of IndexedDB (RxDB's change buffer is smaller than a batch, so a live
 * `find()` re-ran over everything per batch). Reports are at most one per 100 ms.
 */
function watchWhole<T>(
  collection: RxCollection,
  onChange: (docs: ReadonlyMap<string, T>) => void,
): () => void {
  const docs = new Map<string, T>();
  let backlog: RxChangeEventBulk<unknown>[] | null = [];
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastReport = -Infinity;
  const report = (): void => {
    timer = undefined;
    lastReport = performance.now();
    if (!stopped) onChange(docs);
  };
  const apply = (bulk: RxChangeEventBulk<unknown>): void => {
    for (const event of bulk.events) {
      const data = event.documentData as { _deleted?: boolean } | undefined;
      if (event.operation === 'DELETE' || data?._deleted) docs.delete(event.documentId);
      else docs.set(event.documentId, stripMeta(data) as T);
    }
    timer ??= setTimeout(report, Math.max(0, lastReport + REPORT_EVERY_MS - performance.now()));
  };
  // Subscribed before the first read: a change made meanwhile is applied after it.
  const subscription = collection.eventBulks$.subscribe((bulk) => {
    if (backlog) backlog.push(bulk);
    else apply(bulk);
  });
  void collection
    .find()
    .exec()
    .then((found) => {
      for (const doc of found) docs.set(doc.primary, doc.toJSON() as unknown as T);
      const waiting = backlog ?? [];
      backlog = null;
      for (const bulk of waiting) apply(bulk);
      if (!stopped) report();
    });
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription.unsubscribe();
  };
}

const RXDB_FIELDS = ['_meta', '_rev', '_attachments', '_deleted'];

/** A document as `toJSON()` gives it: without RxDB's own fields. */
function stripMeta(data: unknown): unknown {
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).filter(([key]) => !RXDB_FIELDS.includes(key)),
  );
}

/** The whole local catalogue, reported again after changes (callers debounce). */
export function watchCatalogue(local: LocalDatabase, onChange: (products: Product[]) => void): () => void {
  const catalogue = local.collection('catalogue');
  if (!catalogue) return () => {};
  return watchWhole<Product>(catalogue, (docs) => onChange([...docs.values()]));
}

/** Every master data document by id, reported again after changes (names arriving late). */
export function watchMasterData(
  local: LocalDatabase,
  onChange: (masterdata: Map<string, MasterData>) => void,
): () => void {
  const masterdata = local.collection('masterdata');
  if (!masterdata) {
    onChange(new Map());
    return () => {};
  }
  return watchWhole<MasterData>(masterdata, (docs) => onChange(new Map(docs)));
}

/**
 * The publications of some products by product id (every id present, maybe with none), reported
 * again after every change. Without the publications collection (a plan without link access)
 * each list is empty.
 */
export function watchPublications(
  local: LocalDatabase,
  productIds: readonly string[],
  onChange: (byProduct: Map<string, Link[]>) => void,
): () => void {
  const group = (links: Link[]) =>
    new Map(productIds.map((id) => [id, links.filter((link) => link.product_id === id)]));
  const publications = local.collection('publications');
  if (!publications || productIds.length === 0) {
    onChange(group([]));
    return () => {};
  }
  const subscription = publications
    .find({ selector: { product_id: { $in: [...productIds] } } })
    .$.subscribe((docs) => onChange(group(docs.map((doc) => doc.toJSON() as unknown as Link))));
  return () => subscription.unsubscribe();
}
