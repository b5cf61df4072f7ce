// The reader's own review of the product: its state as staff left it (published, waiting, or
// rejected with the reason and the author's objection), edit and withdraw; or "Write a review". The state comes from the
// server (GET /api/reviews/own/…); offline, the published copy on the device stands in.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Review } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { valueOf } from '../../lib/loaded.ts';
import { useLoad } from '../../lib/use-load.ts';
import { reasonText } from '../forum/index.ts';
import { ObjectionForm } from '../moderation/index.ts';
import { useApiErrorToast } from '../../session/api-error-toast.ts';
import type { SessionUser } from '../../session/types.ts';
import { Button } from '../../ui/Button.tsx';
import { createReviewsApi, type OwnReview as Own } from './reviews-api.ts';
import { ReviewForm } from './ReviewForm.tsx';

export function OwnReview({
  user,
  productId,
  productName,
  published,
}: {
  user: SessionUser;
  productId: string;
  productName: string;
  /** The user's review as the device holds it (published only). */
  published: Review | undefined;
}) {
  const api = useApi();
  const toast = useApiErrorToast();
  const reviews = createReviewsApi(api);
  // An unreadable own review counts as none: the published copy on the device stands in.
  const ownLoad = useLoad<Own | null>(`reviews/own/${productId}`, () =>
    reviews.getOwn(productId).catch(() => null),
  );
  const own = valueOf(ownLoad.loaded);
  const setOwn = ownLoad.set;
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'withdrawn' | null>(null);
  const mayWrite = user.premium && user.verification_status === 'verified';
  const locale = useLocale();

  const current = own ?? (published ? { ...published, status: 'published' as const } : null);
  // A review edited after staff held it waits again and keeps their reason (or the server's own).
  const reason =
    current && 'status_reason' in current ? reasonText(current.status_reason, locale) : undefined;

  async function withdraw() {
    try {
      await reviews.withdrawOwn(productId);
      setOwn(null);
      setNotice('withdrawn');
    } catch (error) {
      toast(error);
    }
  }

  if (editing)
    return (
      <ReviewForm
        own={current}
        productName={productName}
        save={(input) => reviews.saveOwn(productId, input)}
        onSaved={(saved) => {
          setOwn(saved);
          setEditing(false);
          setNotice('saved');
        }}
        onCancel={() => setEditing(false)}
      />
    );

  return (
    <div className="own-review">
      <div role="status">
        {notice === 'saved' && current?.status === 'published' && (
          <p className="own-review__note">
            <Trans>Your review is published.</Trans>
          </p>
        )}
        {notice === 'withdrawn' && (
          <p className="own-review__note">
            <Trans>Your review was withdrawn.</Trans>
          </p>
        )}
      </div>
      {current?.status === 'waiting' && (
        <p className="own-review__note">
          <Trans>Your review waits for our staff to check it; until then only you can see it.</Trans>
          {reason && (
            <>
              {' '}
              <Trans>Reason: {reason}</Trans>
            </>
          )}
        </p>
      )}
      {current?.status === 'rejected' && (
        <>
          <p className="own-review__note own-review__note--rejected">
            <Trans>Our staff did not publish your review. Reason: {reason}</Trans>
          </p>
          <ObjectionForm kind="review" id={current.id} objected={!!own?.objection} />
        </>
      )}
      {!mayWrite && !current && (
        <p className="own-review__note">
          <Trans>
            Reviews are written by verified healthcare professionals. You can ask to be verified in your
            profile.
          </Trans>
        </p>
      )}
      <div className="own-review__actions">
        {/* Only a verified writer gets the form: the server would refuse it after it was filled in. */}
        {mayWrite && (
          <Button variant={current ? 'secondary' : 'primary'} onPress={() => setEditing(true)}>
            {current ? <Trans>Edit my review</Trans> : <Trans>Write a review</Trans>}
          </Button>
        )}
        {current && (
          <Button variant="secondary" onPress={() => void withdraw()}>
            <Trans>Withdraw my review</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
