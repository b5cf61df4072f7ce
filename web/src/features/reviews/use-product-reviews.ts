// A product's published reviews from the device (live, offline too), or null when this user's
// device holds no reviews (guests and free accounts).
import { useEffect, useState } from 'react';
import type { Review } from '@poct/schemas';
import { watchProductReviews } from './local-reviews.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';

export function useProductReviews(productId: string): Review[] | null {
  const engine = useSyncEngine();
  const local = engine?.local.collection('reviews') ? engine.local : null;
  const [reviews, setReviews] = useState<Review[]>([]);
  useEffect(
    () => (local ? watchProductReviews(local, productId, setReviews) : undefined),
    [local, productId],
  );
  return local ? reviews : null;
}
