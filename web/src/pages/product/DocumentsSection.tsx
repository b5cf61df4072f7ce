// The product's documents and videos, grouped by type (official website, brochures, quick
// guides, manuals, … , videos). Links open outside the app; a note without a link is plain text.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Link } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { DOCUMENT_GROUP_LABELS } from './labels.ts';
import { groupDocuments } from './product-view.ts';

export function DocumentsSection({ links }: { links: readonly Link[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const groups = groupDocuments(links, locale);
  return (
    <section className="product__section" aria-labelledby="product-documents">
      <h2 id="product-documents">
        <Trans>Documents and videos</Trans>
      </h2>
      {groups.length === 0 ? (
        <p className="muted">
          <Trans>No documents or videos are listed for this product.</Trans>
        </p>
      ) : (
        <div className="document-groups">
          {groups.map((group) => (
            <section key={group.key} className="document-group" aria-labelledby={`documents-${group.key}`}>
              <h3 id={`documents-${group.key}`}>{i18n._(DOCUMENT_GROUP_LABELS[group.key])}</h3>
              <ul className="document-group__list">
                {group.links.map((link) => (
                  <li key={link.id}>
                    <ExternalLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

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
