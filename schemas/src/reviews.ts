// Reviews: the rating maths the product page and the search results show (mean, distribution,
// sub-score means, and the Bayesian mean the search sorts by). What a reader may send is in
// review-input.ts: its checks bring the request validator, which the search page does not load.
import { RATING_MAX, RATING_MIN } from './constants.ts';

export const REVIEW_SCORES = ['overall', 'handling', 'performance', 'service'] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];

/** The scores of one review, as the maths below reads them. */
export type Scores = Readonly<Record<ReviewScore, number>>;

export interface RatingSummary {
  count: number;
  /** Mean of the overall ratings; undefined without reviews. */
  mean: number | undefined;
  /** How many reviews gave each overall rating, from 5 down to 1. */
  distribution: ReadonlyArray<{ stars: number; count: number }>;
  /** Means of the three sub-scores; undefined without reviews. */
  subMeans: Readonly<Record<Exclude<ReviewScore, 'overall'>, number | undefined>>;
}

const meanOf = (values: readonly number[]): number | undefined =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Mean, distribution and sub-score means of a product's published reviews. */
export function summarizeRatings(reviews: readonly Scores[]): RatingSummary {
  const distribution = [];
  for (let stars = RATING_MAX; stars >= RATING_MIN; stars--)
    distribution.push({ stars, count: reviews.filter((review) => review.overall === stars).length });
  return {
    count: reviews.length,
    mean: meanOf(reviews.map((review) => review.overall)),
    distribution,
    subMeans: {
      handling: meanOf(reviews.map((review) => review.handling)),
      performance: meanOf(reviews.map((review) => review.performance)),
      service: meanOf(reviews.map((review) => review.service)),
    },
  };
}

/**
 * How many reviews at the prior mean the Bayesian mean adds to every product: a product needs
 * about this many reviews before its own mean outweighs the prior.
 */
export const BAYES_PRIOR_WEIGHT = 5;

/**
 * The Bayesian mean by which search results sort: `(C·m + Σ ratings) / (C + n)`, where `m` is the
 * mean over all reviews of all products and `C` is BAYES_PRIOR_WEIGHT. One 5-star review moves a
 * product a little above `m`; forty 4.6s move it nearly to 4.6. Undefined without reviews.
 */
export function bayesianMean(
  product: { count: number; sum: number },
  priorMean: number,
  priorWeight = BAYES_PRIOR_WEIGHT,
): number | undefined {
  if (product.count === 0) return undefined;
  return (priorWeight * priorMean + product.sum) / (priorWeight + product.count);
}

export interface RatingTotals {
  byProduct: ReadonlyMap<string, { count: number; sum: number }>;
  priorMean: number;
}

/** Count and sum of the overall ratings per product, and the mean over all of them (the prior). */
export function ratingTotals(reviews: ReadonlyArray<{ product_id: string; overall: number }>): RatingTotals {
  const byProduct = new Map<string, { count: number; sum: number }>();
  let sum = 0;
  for (const review of reviews) {
    const totals = byProduct.get(review.product_id) ?? { count: 0, sum: 0 };
    byProduct.set(review.product_id, { count: totals.count + 1, sum: totals.sum + review.overall });
    sum += review.overall;
  }
  const midpoint = (RATING_MIN + RATING_MAX) / 2;
  return { byProduct, priorMean: reviews.length === 0 ? midpoint : sum / reviews.length };
}

/**
 * `ids` ordered by their Bayesian mean, best first; products without reviews keep their order
 * after all rated ones (the sort is stable, so equal means keep the order they came in).
 */
export function sortByRating(ids: readonly string[], totals: RatingTotals): string[] {
  const score = new Map(
    ids.map((id) => {
      const product = totals.byProduct.get(id);
      return [id, product ? (bayesianMean(product, totals.priorMean) ?? -1) : -1] as const;
    }),
  );
  return [...ids].sort((a, b) => score.get(b)! - score.get(a)!);
}
