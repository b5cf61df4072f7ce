// A product's safety notices (links of type `safety_notice`), near the top of the page and apart
// from its documents and publications: each with its authority, date in the page's language,
// the authority's reference, the summary in the page's language and a link to the notice.
// A heading and a list, not a live region: the notices are part of the page, not an event.
import { Trans, useLingui } from '@lingui/react/macro';
import { selectSafetyNotices, type Link } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { localized } from './product-view.ts';
import { AUTHORITY_LABELS } from './publications/labels.ts';

/** Nothing when the product has no safety notice the reader may see. */
export function SafetyNoticesSection({ links }: { links: readonly Link[] }) {
  const { t } = useLingui();
  const notices = selectSafetyNotices(links);
  if (notices.length === 0) return null;
  return (
    <section className="product__section safety-notices" aria-labelledby="product-safety-notices">
      <h2 id="product-safety-notices">
        <Trans>Safety notices</Trans>
      </h2>
      <ul className="safety-notices__list" aria-label={t`Safety notices, newest first`}>
        {notices.map((notice) => (
          <SafetyNotice key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}

function SafetyNotice({ notice }: { notice: Link }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const summary = localized(notice.abstract, locale);
  return (
    <li className="safety-notice">
      <h3 className="safety-notice__title">
        <ExternalLink link={notice} />
      </h3>
      <p className="safety-notice__meta">
        {notice.authority && (
          <span className="safety-notice__authority">{i18n._(AUTHORITY_LABELS[notice.authority])}</span>
        )}
        {' · '}
        <time dateTime={notice.published_at}>{formatCalendarDate(notice.published_at, locale)}</time>
        {notice.reference && (
          <>
            {' · '}
            <Trans>Reference:</Trans> <span className="safety-notice__reference">{notice.reference}</span>
          </>
        )}
      </p>
      {summary.text && (
        <p className="safety-notice__summary" lang={summary.lang}>
          {summary.text}
        </p>
      )}
    </li>
  );
}
