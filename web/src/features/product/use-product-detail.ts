// The product page's data, read from the local database only (so it works offline): the product,
// its links and the master data that names its ids, each kept current (renamed, hidden, or
// arriving during the first sync in any order).
import { useEffect, useState } from 'react';
import type { Link, MasterData, Product } from '@poct/schemas';
import { watchMasterData, watchProducts, watchPublications } from '../../db/products.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';

export type ProductDetailState =
  | { status: 'loading' }
  /** Not on this device: unknown id, hidden by the editors, or not downloaded yet. */
  | { status: 'missing' }
  | {
      status: 'ready';
      product: Product;
      links: Link[];
      masterdata: ReadonlyMap<string, MasterData>;
    };

export function useProductDetail(engine: SyncEngine, id: string): ProductDetailState {
  // What the database reported, and for which id: a new id shows "loading" until its first answer.
  const [found, setFound] = useState<{ id: string; product: Product | null } | null>(null);
  const [links, setLinks] = useState<{ id: string; links: Link[] } | null>(null);
  const [masterdata, setMasterdata] = useState<ReadonlyMap<string, MasterData> | null>(null);
  const product = found?.id === id ? found.product : undefined;

  useEffect(
    () =>
      watchProducts(engine.local, [id], (products) => setFound({ id, product: products.get(id) ?? null })),
    [engine, id],
  );
  // Watched, not read once: during a first sync the links and names may arrive after the product.
  useEffect(
    () =>
      watchPublications(engine.local, [id], (byProduct) => setLinks({ id, links: byProduct.get(id) ?? [] })),
    [engine, id],
  );
  useEffect(() => watchMasterData(engine.local, setMasterdata), [engine]);

  if (product === undefined) return { status: 'loading' };
  if (product === null) return { status: 'missing' };
  if (links?.id !== id || !masterdata) return { status: 'loading' };
  return { status: 'ready', product, links: links.links, masterdata };
}
