// The ratings of a product at a glance: mean to one decimal with the count, the 5→1
// distribution and the three sub-score means, with the link to how reviews are checked.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RatingSummary as Summary } from '@poct/schemas';
import { ChecksLink } from './ChecksLink.tsx';
import { formatNumber } from '../../lib/format.ts';
import { formatRating } from './format-rating.ts';
import { Stars } from './Stars.tsx';

export function RatingSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useLingui();
  if (summary.mean === undefined)
    return (
      <p className="reviews__empty">
        <Trans>No reviews yet.</Trans> <ChecksLink />
      </p>
    );
  const mean = formatRating(summary.mean, i18n.locale);
  const count = summary.count;
  const subScores = [
    { label: t`Handling`, value: summary.subMeans.handling },
    { label: t`Performance`, value: summary.subMeans.performance },
    { label: t`Service`, value: summary.subMeans.service },
  ];
  return (
    <div className="reviews__summary">
      <p className="reviews__mean" data-testid="rating-mean">
        <Stars value={summary.mean} /> <strong>{mean}</strong>{' '}
        <span>
          (<Plural value={count} one="# review" other="# reviews" />)
        </span>{' '}
        <ChecksLink />
      </p>
      <table className="reviews__distribution">
        <caption className="visually-hidden">
          <Trans>Reviews by overall rating</Trans>
        </caption>
        <tbody>
          {summary.distribution.map(({ stars, count: given }) => (
            <tr key={stars}>
              <th scope="row">
                <Plural value={stars} one="# star" other="# stars" />
              </th>
              <td>
                <progress className="reviews__bar" max={count} value={given} aria-hidden="true" />
              </td>
              <td>{formatNumber(given, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="reviews__sub-scores">
        {subScores.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value === undefined ? '—' : formatRating(value, i18n.locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
