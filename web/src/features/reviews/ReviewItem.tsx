// One published review: the author as they chose to be shown, their position, the "verified
// healthcare professional" label, the scores, the comment (Markdown, rendered inert) and, for
// other readers, "Report".
import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@poct/schemas';
import { formatDateTime } from '../../lib/format.ts';
import { Markdown } from '../../ui/Markdown.tsx';
import { ReportDialog } from '../moderation/index.ts';
import { Stars } from './Stars.tsx';
import { useAuthorName } from '../../ui/author-name.ts';

export function ReviewItem({ review, mayReport }: { review: Review; mayReport: boolean }) {
  const { t, i18n } = useLingui();
  const authorName = useAuthorName();
  const author = [authorName(review), review.author_position, review.author_institution]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="review" data-review={review.id}>
      <p className="review__head">
        <Stars value={review.overall} /> <strong className="review__author">{author}</strong>
      </p>
      <p className="review__meta">
        <span className="review__verified">
          <Trans>Verified healthcare professional</Trans>
        </span>{' '}
        · <time dateTime={review.created_at}>{formatDateTime(review.created_at, i18n.locale)}</time>
        {review.edited_at && (
          <>
            {' '}
            · <Trans>edited</Trans>{' '}
            <time dateTime={review.edited_at}>{formatDateTime(review.edited_at, i18n.locale)}</time>
          </>
        )}
      </p>
      <p className="review__scores">
        {t`Handling`}: {review.handling} · {t`Performance`}: {review.performance} · {t`Service`}:{' '}
        {review.service}
      </p>
      {review.comment && <Markdown source={review.comment} className="review__comment" />}
      {mayReport && <ReportDialog kind="review" id={review.id} />}
    </li>
  );
}
