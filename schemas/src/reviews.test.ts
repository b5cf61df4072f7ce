import { describe, expect, it } from 'vitest';
import { bayesianMean, ratingTotals, sortByRating, summarizeRatings, type Scores } from './reviews.ts';
import { reviewInputErrors } from './review-input.ts';

const review = (overall: number, handling = overall, performance = overall, service = overall): Scores => ({
  overall,
  handling,
  performance,
  service,
});

describe('summarizeRatings', () => {
  it('gives the mean, the 5→1 distribution and the sub-score means', () => {
    const summary = summarizeRatings([review(5, 4, 3, 2), review(4, 4, 4, 4), review(4, 5, 2, 1)]);
    expect(summary.count).toBe(3);
    expect(summary.mean).toBeCloseTo(13 / 3);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(summary.subMeans.handling).toBeCloseTo(13 / 3);
    expect(summary.subMeans.performance).toBeCloseTo(3);
    expect(summary.subMeans.service).toBeCloseTo(7 / 3);
  });

  it('has no means without reviews, and an empty distribution', () => {
    const summary = summarizeRatings([]);
    expect(summary).toMatchObject({ count: 0, mean: undefined });
    expect(summary.subMeans).toEqual({ handling: undefined, performance: undefined, service: undefined });
    expect(summary.distribution.map((row) => row.count)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('bayesianMean', () => {
  it('does not let one 5-star review outrank forty reviews at 4.6', () => {
    const reviews = [
      { product_id: 'single', overall: 5 },
      ...Array.from({ length: 40 }, (_, i) => ({ product_id: 'many', overall: i < 24 ? 5 : 4 })),
      ...Array.from({ length: 10 }, () => ({ product_id: 'other', overall: 3 })),
    ];
    const { byProduct, priorMean } = ratingTotals(reviews);
    expect(byProduct.get('many')!.sum / byProduct.get('many')!.count).toBeCloseTo(4.6);
    const single = bayesianMean(byProduct.get('single')!, priorMean)!;
    const many = bayesianMean(byProduct.get('many')!, priorMean)!;
    expect(many).toBeGreaterThan(single);
    // It stays between the prior and the product's own mean.
    expect(single).toBeGreaterThan(priorMean);
    expect(single).toBeLessThan(5);
  });

  it('approaches the product mean as reviews grow, and is undefined without any', () => {
    expect(bayesianMean({ count: 0, sum: 0 }, 3)).toBeUndefined();
    expect(bayesianMean({ count: 1000, sum: 4000 }, 2)).toBeCloseTo(4, 1);
    expect(bayesianMean({ count: 1, sum: 5 }, 3, 5)).toBeCloseTo((5 * 3 + 5) / 6);
  });

  it('takes the mid-scale as prior when there are no reviews at all', () => {
    expect(ratingTotals([]).priorMean).toBe(3);
  });
});

describe('sortByRating', () => {
  it('ranks by Bayesian mean, and keeps unrated products after the rated ones in their order', () => {
    const reviews = [
      { product_id: 'one-five', overall: 5 },
      ...Array.from({ length: 40 }, (_, i) => ({ product_id: 'forty', overall: i < 24 ? 5 : 4 })),
      { product_id: 'poor', overall: 1 },
      { product_id: 'poor', overall: 2 },
    ];
    const totals = ratingTotals(reviews);
    expect(sortByRating(['unrated-a', 'poor', 'one-five', 'unrated-b', 'forty'], totals)).toEqual([
      'forty',
      'one-five',
      'poor',
      'unrated-a',
      'unrated-b',
    ]);
  });
});

describe('reviewInputErrors', () => {
  const valid = { overall: 4, handling: 5, performance: 3, service: 2, declared_independent: true };

  it('accepts a complete review with or without a comment', () => {
    expect(reviewInputErrors(valid)).toEqual([]);
    expect(reviewInputErrors({ ...valid, comment: '**Gut**' })).toEqual([]);
  });

  it.each([
    [{ ...valid, overall: 0 }, '/overall validation.select'],
    [{ ...valid, handling: 6 }, '/handling validation.select'],
    [{ ...valid, service: 2.5 }, '/service validation.select'],
    [{ ...valid, performance: '4' }, '/performance validation.select'],
    [{ ...valid, declared_independent: false }, '/declared_independent validation.review_declaration'],
    [{ ...valid, author_id: 'someone-else' }, '/author_id error.400'],
    [{ ...valid, comment: 7 }, '/comment error.400'],
    [{ ...valid, comment: 'x'.repeat(20_001) }, '/comment validation.max_length'],
  ])('refuses %j', (input, expected) => {
    expect(reviewInputErrors(input).map((error) => `${error.path} ${error.key}`)).toEqual([expected]);
  });

  it('names every missing score', () => {
    expect(reviewInputErrors({ declared_independent: true }).map((error) => error.path)).toEqual([
      '/overall',
      '/handling',
      '/performance',
      '/service',
    ]);
  });
});
