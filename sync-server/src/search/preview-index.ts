// The guests' and free users' search: the server keeps the device's own search index
// (`@poct/schemas/search`: the same records, fields, folding, typo rule and ranking) over the
// visible catalogue, fed from the `catalogue` and `masterdata` projections' _changes, and
// answers with at most two hits and the total. So the total a guest sees is the total premium
// finds for the same query, and nothing a free client holds reveals premium data (they
// replicate nothing; the answer holds ids, names and manufacturers only).
import { FREE_PREVIEW_RESULTS, fromCouchDoc, type Product } from '@poct/schemas';
import {
  ProductIndex,
  productParameterIds,
  toSearchRecord,
  type SearchMasterData,
} from '@poct/schemas/search';
import { followChanges, type Change, type SnapshotOf } from '../store/follow-changes.ts';
import type { StoreClient } from '../store/couch-client.ts';

export interface PreviewHit {
  id: string;
  name: string;
  manufacturer: string;
}

export interface PreviewIndex {
  search(query: string): { total: number; hits: PreviewHit[] };
  stop(): void;
}

export function startPreviewIndex(store: StoreClient, snapshotOf?: SnapshotOf): PreviewIndex {
  const index = new ProductIndex();
  const products = new Map<string, Product>();
  const masterdata = new Map<string, SearchMasterData>();

  const applyProducts = (changes: readonly Change[]) => {
    const removed: string[] = [];
    const changed: Product[] = [];
    for (const change of changes) {
      if (!change.doc) {
        products.delete(change.id);
        removed.push(change.id);
      } else {
        // The document as the device's RxDB holds it (`id`, no CouchDB fields).
        const product = fromCouchDoc(change.doc) as unknown as Product;
        products.set(product.id, product);
        changed.push(product);
      }
    }
    index.remove(removed);
    index.upsert(changed.map((product) => toSearchRecord(product, masterdata)));
  };

  // A renamed or removed parameter changes the records of the products that name it.
  const applyMasterdata = (changes: readonly Change[]) => {
    const touched = new Set<string>();
    for (const change of changes) {
      touched.add(change.id);
      if (!change.doc) masterdata.delete(change.id);
      else masterdata.set(change.id, fromCouchDoc(change.doc) as unknown as SearchMasterData);
    }
    const affected = [...products.values()].filter((product) =>
      productParameterIds(product).some((id) => touched.has(id)),
    );
    index.upsert(affected.map((product) => toSearchRecord(product, masterdata)));
  };

  const stops = [
    followChanges(store, 'masterdata', applyMasterdata, undefined, () => snapshotOf?.('masterdata')),
    followChanges(store, 'catalogue', applyProducts, undefined, () => snapshotOf?.('catalogue')),
  ];

  return {
    search(query) {
      const { ids, total } = index.search(query, FREE_PREVIEW_RESULTS);
      return {
        total,
        hits: ids.map((id) => {
          const product = products.get(id) as Product;
          return { id, name: product.name, manufacturer: product.manufacturer };
        }),
      };
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
}
