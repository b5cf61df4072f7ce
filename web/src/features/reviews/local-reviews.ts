// Published reviews from the local `reviews` collection (replicated from the server's public
// database, so they read offline too): one product's, live, and every review's overall rating
// for the search's rating sort.
import type { Review } from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';

/** The published reviews of a product, newest first, reported again after every change. */
export function watchProductReviews(
  local: LocalDatabase,
  productId: string,
  onChange: (reviews: Review[]) => void,
): () => void {
  const reviews = local.collection('reviews');
  if (!reviews) return () => {};
  const subscription = reviews
    .find({ selector: { product_id: productId } })
    .$.subscribe((docs) =>
      onChange(
        docs
          .map((doc) => doc.toJSON() as unknown as Review)
          .sort((a, b) => b.created_at.localeCompare(a.created_at)),
      ),
    );
  return () => subscription.unsubscribe();
}

/** Product and overall rating of every published review, reported again after every change. */
export function watchOverallRatings(
  local: LocalDatabase,
  onChange: (ratings: Array<{ product_id: string; overall: number }>) => void,
): () => void {
  const reviews = local.collection('reviews');
  if (!reviews) return () => {};
  const subscription = reviews.find().$.subscribe((docs) =>
    onChange(
      docs.map((doc) => {
        const review = doc.toJSON() as unknown as Review;
        return { product_id: review.product_id, overall: review.overall };
      }),
    ),
  );
  return () => subscription.unsubscribe();
}
