// The reviews on the product page, for premium readers (their device holds the published
// reviews): the summary, the reader's own review, then every review, newest first.
import { Trans } from '@lingui/react/macro';
import { summarizeRatings } from '@poct/schemas';
import { useSession } from '../../session/use-session.ts';
import { OwnReview } from './OwnReview.tsx';
import { RatingSummary } from './RatingSummary.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import { useProductReviews } from './use-product-reviews.ts';
import './reviews.css';

export function ReviewsSection({ productId, productName }: { productId: string; productName: string }) {
  const { user } = useSession();
  const reviews = useProductReviews(productId);
  if (!reviews || !user) return null;
  const mine = reviews.find((review) => review.author_id === user.id);
  return (
    <section
      className="product__section reviews"
      aria-labelledby="product-reviews-title"
      id="product-reviews"
    >
      <h2 id="product-reviews-title">
        <Trans>Reviews</Trans>
      </h2>
      <RatingSummary summary={summarizeRatings(reviews)} />
      <OwnReview user={user} productId={productId} productName={productName} published={mine} />
      {reviews.length > 0 && (
        <ul className="reviews__list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} mayReport={review.author_id !== user.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
