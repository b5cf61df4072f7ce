// A product link (document, study, video) that leaves the app.
import { useLingui } from '@lingui/react/macro';
import { linkTitleIn, linkUrl, type Link } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';

export type ShownLink = Pick<Link, 'url' | 'title' | 'type' | 'category'>;

/**
 * The link's title (a default document title in the page's language, @poct/schemas
 * link-titles.ts), leading to its URL in a new tab; without a URL (`no_link`), or with one the
 * URL policy refuses (stored before it, or written around it), just the title.
 */
export function ExternalLink({ link }: { link: ShownLink }) {
  const { t } = useLingui();
  const title = linkTitleIn(link, useLocale());
  const href = linkUrl(link);
  if (!href) return <span>{title}</span>;
  return (
    <a className="link focus-ring" href={href} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden">{t`(opens in a new tab)`}</span>
    </a>
  );
}
