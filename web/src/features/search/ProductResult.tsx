// One search hit with the facts that decide whether it is worth a closer look.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MasterData } from '@poct/schemas';
import type { ProductCard } from './product-card.ts';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { formatMoney, formatNumberRange } from '../../lib/format.ts';
import { FavouriteButton } from '../favourites/index.ts';
import { WatchButton } from '../watchlist/index.ts';
import { CompareToggle } from '../compare/index.ts';
import { Link } from '../../ui/Link.tsx';
import { keyFacts } from './key-facts.ts';
import { ResultRating } from '../reviews/index.ts';
import './search.css';

export function ProductResult({
  product,
  masterdata,
  rating,
  controls = true,
  price,
}: {
  /** A product card from the search worker, or a whole product (favourites). */
  product: Pick<
    ProductCard,
    'id' | 'name' | 'manufacturer' | 'parameter_ids' | 'sub_products' | 'connectivity'
  >;
  masterdata: ReadonlyMap<string, MasterData>;
  /** Count and sum of the product's overall ratings, when it has reviews. */
  rating?: { count: number; sum: number } | undefined;
  /** False for the first paint of a new list (ResultList.tsx): the buttons and rating follow. */
  controls?: boolean;
  /** The net default price to show (results sorted by price); null: the product states none. */
  price?: number | null | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  const facts = keyFacts(product, masterdata, locale);
  const span = (range: { min: number; max: number }) => formatNumberRange(range, locale);
  return (
    <article className="result" aria-labelledby={`result-${product.id}`}>
      <div className="result__head">
        <h2 id={`result-${product.id}`} className="result__name">
          <Link href={localize(`/products/${product.id}`)}>{product.name}</Link>
        </h2>
        {controls && <FavouriteButton productId={product.id} productName={product.name} />}
        {controls && <WatchButton productId={product.id} productName={product.name} />}
      </div>
      <p className="result__manufacturer">{product.manufacturer}</p>
      {controls && rating && <ResultRating count={rating.count} sum={rating.sum} />}
      <dl className="result__facts">
        {price !== undefined && (
          <div>
            <dt>
              <Trans>Net price</Trans>
            </dt>
            <dd>{price === null ? t`not stated` : formatMoney(price, locale)}</dd>
          </div>
        )}
        {facts.parameters.length > 0 && (
          <div>
            <dt>
              <Trans>Parameters</Trans>
            </dt>
            <dd>{facts.parameters.join(', ')}</dd>
          </div>
        )}
        {facts.sampleVolume && (
          <div>
            <dt>
              <Trans>Sample volume</Trans>
            </dt>
            <dd>{t`${span(facts.sampleVolume)} µl`}</dd>
          </div>
        )}
        {facts.timeToResult && (
          <div>
            <dt>
              <Trans>Time to result</Trans>
            </dt>
            <dd>{t`${span(facts.timeToResult)} min`}</dd>
          </div>
        )}
      </dl>
      {facts.connectivity.length > 0 && (
        <ul className="result__badges" aria-label={t`Connectivity`}>
          {facts.connectivity.map((name) => (
            <li key={name} className="badge">
              {name}
            </li>
          ))}
        </ul>
      )}
      {controls && <CompareToggle productId={product.id} productName={product.name} />}
    </article>
  );
}
