// "How we check reviews" (/reviews/how-we-check), linked beside every rating. Germany's UWG
// §5b(3) asks whoever shows reviews to say whether and how they make sure reviews come from
// people who used the product; this page says it. What it states is what the code does:
// sync-server/src/reviews/ (who writes, published at once), sync-server/src/moderation/ (reports,
// the queue, reasons) and schemas/src/reviews.ts (the mean and the Bayesian sort).
import { Trans } from '@lingui/react/macro';
import { BAYES_PRIOR_WEIGHT } from '@poct/schemas';

export default function ReviewChecksPage() {
  return (
    <article className="page prose" aria-labelledby="review-checks-title">
      <h1 id="review-checks-title">
        <Trans>How we check reviews</Trans>
      </h1>

      <h2>
        <Trans>Who may review</Trans>
      </h2>
      <p>
        <Trans>
          Only verified healthcare professionals write reviews. Our staff verify each of them by hand before
          they can write: a doctor's number (LANR, or a doctor number in Austria or Switzerland) or a GLN, and
          the profession stated at registration. Each person writes at most one review per product, which they
          can change (it is then marked as edited) or withdraw at any time.
        </Trans>
      </p>
      <p>
        <Trans>
          Manufacturers and distributors do not review their own products. Everyone declares this when writing
          a review, and our staff see the company an author named at registration next to every review they
          check.
        </Trans>
      </p>

      <h2>
        <Trans>Every review is published, whatever its rating</Trans>
      </h2>
      <p>
        <Trans>
          A new review appears at once, whether it gives one star or five. We do not check reviews before they
          appear, because the authors are already verified and because holding reviews back would delay
          critical ones as much as favourable ones. We neither sort out nor hide reviews because of their
          rating, and no one pays for reviews or for their position.
        </Trans>
      </p>

      <h2>
        <Trans>What moderation removes</Trans>
      </h2>
      <p>
        <Trans>
          Any premium reader can report a review. Reported reviews go to our staff, who either leave them
          published or remove them, always giving the author the reason. We remove only reviews that break our
          rules: reviews by the manufacturer or a distributor of the product or on their behalf, reviews that
          name company staff, insults, personal data of others, advertising, and content that is unlawful. A
          changed review that we had removed is checked again before it reappears. Every decision is recorded.
        </Trans>
      </p>

      <h2>
        <Trans>How the mean is computed</Trans>
      </h2>
      <p>
        <Trans>
          The rating shown for a product is the plain mean of the overall ratings of all its published
          reviews, rounded to one decimal, together with the number of reviews. The distribution shows how
          many reviews gave each number of stars, and handling, performance and service are averaged the same
          way.
        </Trans>
      </p>
      <p>
        <Trans>
          When search results are sorted by rating, a product with few reviews is not ranked as if its few
          ratings were certain: each product's ratings are counted together with {BAYES_PRIOR_WEIGHT}{' '}
          imaginary ratings at the mean of all reviews on POCT Atlas (a Bayesian mean). A single five-star
          review therefore does not outrank forty reviews averaging 4.6. The number shown beside each product
          is still its plain mean.
        </Trans>
      </p>
    </article>
  );
}
