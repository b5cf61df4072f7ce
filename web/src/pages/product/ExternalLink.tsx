// A product link (document, study, video) that leaves the app.
import { useLingui } from '@lingui/react/macro';
import type { Link } from '@poct/schemas';

/** The link's title, leading to its URL in a new tab; without a URL (`no_link`) just the title. */
export function ExternalLink({ link }: { link: Pick<Link, 'url' | 'title' | 'type'> }) {
  const { t } = useLingui();
  if (link.type === 'no_link' || !link.url) return <span>{link.title}</span>;
  return (
    <a className="link focus-ring" href={link.url} target="_blank" rel="noopener noreferrer">
      {link.title}
      <span className="visually-hidden">{t`(opens in a new tab)`}</span>
    </a>
  );
}
