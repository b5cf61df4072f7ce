// The product's documents, manuals and videos (every link that is not a study, see
// publications/select.ts), grouped by type (official website, brochures, quick guides, manuals,
// … , videos). Links open outside the app; videos play in the page (VideoPlayer); a note without
// a link is plain text.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Link } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { DOCUMENT_GROUP_LABELS } from './labels.ts';
import { groupDocuments } from './product-view.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';

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
                    {group.key === 'video' ? <VideoPlayer link={link} /> : <ExternalLink link={link} />}
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
