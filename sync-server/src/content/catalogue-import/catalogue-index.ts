// What a dry run compares a file with: every stored product by its key, the master data, each
// product's links and which products have an official website link. Read page by page, so the store never sends the
// whole catalogue in one answer.
import type { Link, MasterData } from '@poct/schemas';
import { fromCouchDoc } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { productKey } from './import-keys.ts';
import { createMasterLookup, type MasterLookup } from './master-lookup.ts';

const PAGE = 2000;

export async function* readAllDocs<T extends CouchDoc>(store: StoreClient, db: string): AsyncGenerator<T> {
  let startkey: string | undefined;
  for (;;) {
    const page = await store.allDocs<T>(db, {
      limit: PAGE + 1,
      ...(startkey === undefined ? {} : { startkey }),
    });
    for (const doc of page.slice(0, PAGE)) if (!doc._id.startsWith('_design/')) yield doc;
    if (page.length <= PAGE) return;
    startkey = page[PAGE]!._id;
  }
}

export interface CatalogueIndex {
  byKey: Map<string, CouchDoc>;
  lookup: MasterLookup;
  withWebsite: Set<string>;
  /** The stored links (publications_master) of each product, by product id. */
  linksByProduct: Map<string, CouchDoc[]>;
}

export async function readCatalogueIndex(store: StoreClient): Promise<CatalogueIndex> {
  const byKey = new Map<string, CouchDoc>();
  for await (const doc of readAllDocs(store, 'catalogue_master')) {
    byKey.set(productKey(doc as Record<string, unknown>), doc);
    // A product found by its external id is found by manufacturer and name as well, so a file
    // without the id column still finds it.
    if (typeof doc.external_id === 'string') byKey.set(productKey({ ...doc, external_id: undefined }), doc);
  }
  const masters: MasterData[] = [];
  for await (const doc of readAllDocs(store, 'masterdata_master'))
    masters.push(fromCouchDoc(doc) as unknown as MasterData);
  const withWebsite = new Set<string>();
  const linksByProduct = new Map<string, CouchDoc[]>();
  for await (const doc of readAllDocs(store, 'publications_master')) {
    const link = doc as unknown as Link;
    if (!link.product_id) continue;
    if (link.type === 'official_website') withWebsite.add(link.product_id);
    const links = linksByProduct.get(link.product_id);
    if (links) links.push(doc);
    else linksByProduct.set(link.product_id, [doc]);
  }
  return { byKey, lookup: createMasterLookup(masters), withWebsite, linksByProduct };
}
