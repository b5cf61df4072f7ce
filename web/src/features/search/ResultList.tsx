// The list of search results. Each card is memoised: a card shown before comes back as the same
// object (search-client.ts), so a key re-renders only the cards that are new
// (typed to painted). A list that appears (a query's first letter, twenty new cards)
// paints the cards' text first and adds their buttons (favourite, compare, rating: each with its
// store subscription) once that frame is painted, so that letter paints in a frame too.
import { memo, type MouseEventHandler } from 'react';
import type { MasterData, RatingTotals } from '@poct/schemas';
import type { ProductCard } from './product-card.ts';
import { ProductResult } from './ProductResult.tsx';
import { usePaintedValue } from './use-painted-value.ts';

const ResultItem = memo(ProductResult);

export const ResultList = memo(function ResultList({
  label,
  products,
  masterdata,
  ratings,
  showPrice = false,
  onClickCapture,
}: {
  label: string;
  products: readonly ProductCard[];
  masterdata: ReadonlyMap<string, MasterData>;
  ratings: RatingTotals;
  /** Each card names its net price (the results are sorted by it). */
  showPrice?: boolean;
  onClickCapture: MouseEventHandler;
}) {
  const controls = usePaintedValue(true, false);
  return (
    <ol className="results" aria-label={label} onClickCapture={onClickCapture}>
      {products.map((product, position) => (
        // By position: a key that brings other products updates the cards in place instead of
        // unmounting twenty and mounting twenty (each with its buttons' subscriptions).
        <li key={position}>
          <ResultItem
            product={product}
            masterdata={masterdata}
            rating={ratings.byProduct.get(product.id)}
            controls={controls}
            price={showPrice ? product.price : undefined}
          />
        </li>
      ))}
    </ol>
  );
});
