// Publications of a product: at most ten, from 2019 on, newest first,
// each with its signal colour shown as a swatch and named in words (never colour alone), its
// category and its abstract in the page's language. A legend explains the colours.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_PUBLICATIONS,
  PUBLICATIONS_FROM_YEAR,
  SIGNALS,
  selectPublications,
  type Link,
  type Signal,
} from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { CATEGORY_LABELS, SIGNAL_LABELS, SIGNAL_MEANINGS } from './publications/labels.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { localized } from './product-view.ts';

export function PublicationsSection({ links }: { links: readonly Link[] }) {
  const { t } = useLingui();
  const publications = selectPublications(links);
  const max = MAX_PUBLICATIONS;
  const fromYear = PUBLICATIONS_FROM_YEAR;
  return (
    <section className="product__section" aria-labelledby="product-publications">
      <h2 id="product-publications">
        <Trans>Publications</Trans>
      </h2>
      <p className="product__note">
        {t({
          message: plural(max, {
            one: `Up to # publication from ${fromYear} on, newest first.`,
            other: `Up to # publications from ${fromYear} on, newest first.`,
          }),
        })}{' '}
        <Plural value={publications.length} one="# publication shown." other="# publications shown." />
      </p>
      <SignalLegend />
      {publications.length === 0 ? (
        <p className="muted">
          <Trans>No publications from {fromYear} on are listed for this product.</Trans>
        </p>
      ) : (
        <ol className="publications" aria-label={t`Publications, newest first`}>
          {publications.map((link) => (
            <Publication key={link.id} link={link} />
          ))}
        </ol>
      )}
    </section>
  );
}

function Publication({ link }: { link: Link }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const abstract = localized(link.abstract, locale);
  const source = [link.authors, link.journal].filter(Boolean).join(' · ');
  return (
    <li className="publication" data-signal={link.signal}>
      <SignalBadge signal={link.signal} />
      <div className="publication__body">
        <h3 className="publication__title">
          <ExternalLink link={link} />
        </h3>
        <p className="publication__meta">
          <time dateTime={link.published_at}>{formatCalendarDate(link.published_at, locale)}</time>
          {' · '}
          <span className="publication__category">{i18n._(CATEGORY_LABELS[link.category])}</span>
          {source && ` · ${source}`}
        </p>
        {abstract.text && (
          <p className="publication__abstract" lang={abstract.lang}>
            {abstract.text}
          </p>
        )}
      </div>
    </li>
  );
}

function SignalBadge({ signal }: { signal: Signal }) {
  const { t, i18n } = useLingui();
  const colour = i18n._(SIGNAL_LABELS[signal]);
  return (
    <span className={`signal signal--${signal}`}>
      <span className="signal__swatch" aria-hidden="true" />
      <span className="signal__label">{t`Signal: ${colour} (${signal})`}</span>
    </span>
  );
}

function SignalLegend() {
  const { t, i18n } = useLingui();
  return (
    <div className="signal-legend">
      <h3 className="signal-legend__title">
        <Trans>Signal colours</Trans>
      </h3>
      <ul className="signal-legend__list" aria-label={t`Signal colours`}>
        {SIGNALS.map((signal) => {
          const colour = i18n._(SIGNAL_LABELS[signal]);
          const meaning = i18n._(SIGNAL_MEANINGS[signal]);
          return (
            <li key={signal} className={`signal signal--${signal}`}>
              <span className="signal__swatch" aria-hidden="true" />
              <span>{t`${colour} (${signal}): ${meaning}`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
