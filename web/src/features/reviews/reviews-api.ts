// The caller's own review of a product and reports, over REST (sync-server/src/reviews/ and
// moderation/). Reading other people's reviews needs no call: they replicate (features/reviews/local-reviews.ts).
import type { ModerationStatus, Review, ReviewInput } from '@poct/schemas';
import type { ApiClient } from '../../lib/api.ts';
import { isApiError } from '../../lib/api-errors.ts';

/** The own review as its author sees it: every state, with the reason staff gave. */
export type OwnReview = Omit<Review, 'reports' | 'in_queue'> & {
  status: ModerationStatus;
  status_reason?: string;
  /** The author's objection to the rejection, while it waits for staff. */
  objection?: { at: string; reason: string };
};

export function createReviewsApi(api: ApiClient) {
  const own = (productId: string) => `/api/reviews/own/${encodeURIComponent(productId)}`;
  return {
    /** The caller's review of the product, or null when there is none (or it was withdrawn). */
    async getOwn(productId: string): Promise<OwnReview | null> {
      try {
        return await api.request<OwnReview>(own(productId));
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    saveOwn: (productId: string, input: ReviewInput) =>
      api.request<OwnReview>(own(productId), { method: 'PUT', body: input }),
    withdrawOwn: (productId: string) => api.request<OwnReview>(own(productId), { method: 'DELETE' }),
  };
}

export type ReviewsApi = ReturnType<typeof createReviewsApi>;
