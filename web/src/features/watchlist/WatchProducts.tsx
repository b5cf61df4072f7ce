// The compared products, each with its watch toggle: watch them all from the comparison.
import { Trans, useLingui } from '@lingui/react/macro';
import { WatchButton } from './WatchButton.tsx';
import { useWatchlist } from './use-watchlist.ts';

export function WatchProducts({ products }: { products: ReadonlyArray<{ id: string; name: string }> }) {
  const { t } = useLingui();
  if (!useWatchlist() || products.length === 0) return null;
  return (
    <section className="watch-products" aria-labelledby="watch-products">
      <h2 id="watch-products">
        <Trans>Watch for changes</Trans>
      </h2>
      <ul className="watch-products__list" aria-label={t`Compared products`}>
        {products.map((product) => (
          <li key={product.id}>
            {product.name} <WatchButton productId={product.id} productName={product.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
