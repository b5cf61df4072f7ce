// /ds/favorites: the user's favourites, newest first. A favourite whose product is no longer in
// the catalogue (hidden or removed) stays listed as unavailable, so nothing vanishes silently.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MasterData, Product } from '@poct/schemas';
import { watchMasterData, watchProducts } from '../../db/products.ts';
import { useFavourites } from './use-favourites.ts';
import { useLocalizePath } from '../../i18n/use-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSyncComplete, useSyncEngine } from '../../sync/sync-context.ts';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { ProductResult } from '../search/index.ts';

export default function FavouritesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Favourites`);
  const localize = useLocalizePath();
  const engine = useSyncEngine();
  const favourites = useFavourites();
  const [products, setProducts] = useState<Map<string, Product>>(new Map());
  const [masterdata, setMasterdata] = useState<ReadonlyMap<string, MasterData>>(new Map());
  const ids = favourites?.list.map((favourite) => favourite.product_id) ?? [];
  const idsKey = ids.join('|');

  // Watched: on a fresh device the names may arrive after the products.
  useEffect(() => (engine ? watchMasterData(engine.local, setMasterdata) : undefined), [engine]);
  // Until a first sync has finished here, an absent product may not have arrived yet.
  const complete = useSyncComplete();

  // Live: a product hidden meanwhile turns into the unavailable entry at once.
  useEffect(() => {
    if (!engine) return;
    return watchProducts(engine.local, idsKey ? idsKey.split('|') : [], setProducts);
  }, [engine, idsKey]);

  return (
    <section className="page">
      <h1>
        <Trans>Favourites</Trans>
      </h1>
      {!favourites ? (
        <p>
          <Trans>Favourites are part of premium access.</Trans>{' '}
          <Link href={localize('/pricing')}>
            <Trans>What premium gives</Trans>
          </Link>
        </p>
      ) : ids.length === 0 ? (
        <p>
          <Trans>
            No favourites yet. Mark products with the star in the search results or on a product page.
          </Trans>
        </p>
      ) : (
        <ol className="results" aria-label={t`Favourites`}>
          {ids.map((id) => {
            const product = products.get(id);
            return (
              <li key={id} className="favourite">
                {product ? (
                  <ProductResult product={product} masterdata={masterdata} />
                ) : !complete ? (
                  <p className="result result--unavailable" role="status">
                    <Trans>This product is still arriving on this device…</Trans>
                  </p>
                ) : (
                  <article className="result result--unavailable">
                    <h2 className="result__name">
                      <Trans>Product no longer available</Trans>
                    </h2>
                    <p>
                      <Trans>
                        This product was withdrawn from the catalogue or is hidden for now. Your favourite is
                        kept until you remove it.
                      </Trans>
                    </p>
                    <Button variant="secondary" onPress={() => void favourites.toggle(id)}>
                      <Trans>Remove from favourites</Trans>
                    </Button>
                  </article>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
