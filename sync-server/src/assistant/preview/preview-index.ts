// The guests' and free users' search: the server keeps the device's own search index
// (`@poct/schemas/search`: the same records, fields, folding, typo rule and ranking) over the
// visible catalogue, fed from the changes of the server's copy of the `catalogue` and `masterdata`
// projections (catalogue/catalogue-mirror.ts), and answers with at most two hits and the total.
// So the total a guest sees is the total premium finds for the same query, and nothing a free
// client holds reveals premium data (they replicate nothing; the answer holds ids, names and
// manufacturers only).
import { FREE_PREVIEW_RESULTS, type Product } from '@poct/schemas';
import {
  ProductIndex,
  productParameterIds,
  toSearchRecord,
  type SearchMasterData,
} from '@poct/schemas/search';
import type { CatalogueChanges, CatalogueMirror } from '../../replication/index.ts';

export interface PreviewHit {
  id: string;
  name: string;
  manufacturer: string;
}

export interface PreviewIndex {
  search(query: string): { total: number; hits: PreviewHit[] };
  stop(): void;
}

export function startPreviewIndex(
  catalogue: Pick<CatalogueMirror, 'subscribe' | 'product' | 'products'>,
): PreviewIndex {
  const index = new ProductIndex();
  const masterdata = new Map<string, SearchMasterData>();

  const apply = (changes: CatalogueChanges) => {
    // Names first: the products' records are made with them.
    for (const [id, entry] of changes.masterdata) {
      if (entry) masterdata.set(id, entry);
      else masterdata.delete(id);
    }
    const removed: string[] = [];
    const changed: Product[] = [];
    for (const [id, product] of changes.products) {
      if (product) changed.push(product);
      else removed.push(id);
    }
    // A renamed or removed parameter changes the records of the products that name it.
    if (changes.masterdata.size > 0)
      for (const product of catalogue.products())
        if (
          !changes.products.has(product.id) &&
          productParameterIds(product).some((id) => changes.masterdata.has(id))
        )
          changed.push(product);
    index.remove(removed);
    index.upsert(changed.map((product) => toSearchRecord(product, masterdata)));
  };

  const stop = catalogue.subscribe(apply);

  return {
    search(query) {
      const { ids, total } = index.search(query, FREE_PREVIEW_RESULTS);
      return {
        total,
        hits: ids.flatMap((id) => {
          const product = catalogue.product(id);
          return product ? [{ id, name: product.name, manufacturer: product.manufacturer }] : [];
        }),
      };
    },
    stop,
  };
}
