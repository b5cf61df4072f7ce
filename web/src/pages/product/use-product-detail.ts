// The product page's data, read from the local database only (so it works offline): the product,
// kept current (renamed, hidden, arriving during the first sync), its links and the master data
// that names its ids.
import { useEffect, useState } from 'react';
import type { Link, MasterData, Product } from '@poct/schemas';
import { getMasterData, getPublications, watchProducts } from '../../db/products.ts';
import type { SyncEngine } from '../../db/sync-engine.ts';

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
  const product = found?.id === id ? found.product : undefined;
  const [related, setRelated] = useState<{
    for: Product;
    links: Link[];
    masterdata: ReadonlyMap<string, MasterData>;
  } | null>(null);

  useEffect(
    () =>
      watchProducts(engine.local, [id], (products) => setFound({ id, product: products.get(id) ?? null })),
    [engine, id],
  );

  // Read again whenever the product changes: its links and names may have arrived with it.
  useEffect(() => {
    if (!product) return;
    let current = true;
    void Promise.all([getPublications(engine.local, product.id), getMasterData(engine.local)]).then(
      ([links, masterdata]) => {
        if (current) setRelated({ for: product, links, masterdata });
      },
    );
    return () => {
      current = false;
    };
  }, [engine, product]);

  if (product === undefined) return { status: 'loading' };
  if (product === null) return { status: 'missing' };
  if (!related || related.for.id !== product.id) return { status: 'loading' };
  return { status: 'ready', product, links: related.links, masterdata: related.masterdata };
}
