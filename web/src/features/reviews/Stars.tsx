// Read-only stars for a mean or a single rating; screen readers hear the number instead.
import { useLingui } from '@lingui/react/macro';
import { RATING_MAX } from '@poct/schemas';
import { formatRating } from './format-rating.ts';

export function Stars({ value }: { value: number }) {
  const { t, i18n } = useLingui();
  const shown = formatRating(value, i18n.locale);
  const filled = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={t`${shown} of ${RATING_MAX} stars`}>
      <span className="stars__filled" aria-hidden="true">
        {'★'.repeat(filled)}
      </span>
      <span className="stars__empty" aria-hidden="true">
        {'☆'.repeat(RATING_MAX - filled)}
      </span>
    </span>
  );
}
