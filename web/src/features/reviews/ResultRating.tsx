// The mean rating beside a search result, with the count and the link to how reviews are checked.
import { Plural, useLingui } from '@lingui/react/macro';
import { ChecksLink } from './ChecksLink.tsx';
import { formatRating } from './format-rating.ts';
import { Stars } from './Stars.tsx';

export function ResultRating({ count, sum }: { count: number; sum: number }) {
  const { i18n } = useLingui();
  return (
    <p className="result__rating">
      <Stars value={sum / count} /> {formatRating(sum / count, i18n.locale)} (
      <Plural value={count} one="# review" other="# reviews" />) <ChecksLink />
    </p>
  );
}
