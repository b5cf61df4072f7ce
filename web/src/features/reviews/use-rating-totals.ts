// Rating totals of every product on the device (published reviews), kept current, for the
// search's rating sort and the mean beside each result.
import { useEffect, useState } from 'react';
import { ratingTotals, type RatingTotals } from '@poct/schemas';
import { watchOverallRatings } from './local-reviews.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';

const NONE: RatingTotals = ratingTotals([]);

/** No engine yet (the search answering from its cold-start record): no ratings. */
export function useRatingTotals(engine: SyncEngine | null): RatingTotals {
  const [totals, setTotals] = useState<RatingTotals>(NONE);
  useEffect(() => {
    if (!engine) return;
    return watchOverallRatings(engine.local, (ratings) => setTotals(ratingTotals(ratings)));
  }, [engine]);
  return engine ? totals : NONE;
}
