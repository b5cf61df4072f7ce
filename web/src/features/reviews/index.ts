// What the reviews feature offers the other features: they import it from here, never from its files.
export { ResultRating } from './ResultRating.tsx';
export { ReviewsSection } from './ReviewsSection.tsx';
export { useRatingTotals } from './use-rating-totals.ts';
