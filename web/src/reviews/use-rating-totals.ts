// Rating totals of every product on the device (published reviews), kept current, for the
// search's rating sort and the mean beside each result.
import { useEffect, useState } from 'react';
import { ratingTotals, type RatingTotals } from '@poct/schemas';
import { watchOverallRatings } from '../db/reviews.ts';
import type { SyncEngine } from '../db/sync-engine.ts';

const NONE: RatingTotals = ratingTotals([]);

export function useRatingTotals(engine: SyncEngine): RatingTotals {
  const [totals, setTotals] = useState<RatingTotals>(NONE);
  useEffect(() => {
    return watchOverallRatings(engine.local, (ratings) => setTotals(ratingTotals(ratings)));
  }, [engine]);
  return totals;
}
