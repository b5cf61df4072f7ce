// The abstract forms of links (publications, documents, videos of a product):
// create-abstract-{product id}, update-abstract-{link id}. Fields from link-fields.ts; the list
// is links.resource.ts.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Link as LinkDoc } from '@poct/schemas';
import { prepareMasterDocument } from '../../db/masters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useGoTo, useRoutePath } from '../../routes/navigation.ts';
import { useSession } from '../../session/use-session.ts';
import { Link } from '../../ui/Link.tsx';
import { EntityForm } from '../../workspace/forms/EntityForm.tsx';
import { validateDraft } from '../../workspace/forms/validation.ts';
import { CatalogueOptions } from './catalogue-options.tsx';
import { Loading, NotFound } from '../../workspace/LoadStates.tsx';
import type { ResourceFormProps } from '../../workspace/resource.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { ConflictForDocument } from './ConflictForDocument.tsx';
import { LINK_FIELDS } from './link-fields.ts';
import { useConflictFor } from '../../workspace/use-conflicts.ts';
import { newId, useMasterDocument, useSaveMaster } from '../../workspace/use-masters.ts';

/** Create a link of a product (create-abstract-{product id}) or edit one (update-abstract-{link id}). */
export function LinkForm({ route, params }: ResourceFormProps) {
  return (
    <CatalogueOptions>
      {route.id === 'ds.links.create-abstract' ? (
        <LinkEditor productId={params.id} />
      ) : (
        <LinkEditor linkId={params.id} />
      )}
    </CatalogueOptions>
  );
}

function LinkEditor({ productId, linkId }: { productId?: string; linkId?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const loaded = useMasterDocument('publications_master', linkId);
  const conflict = useConflictFor('publications_master', linkId);
  const save = useSaveMaster('publications_master');
  const goTo = useGoTo();
  const path = useRoutePath();
  const link = loaded.state === 'loaded' ? loaded.value : undefined;
  const product = useMasterDocument('catalogue_master', link?.product_id ?? productId);
  useDocumentTitle(linkId ? t`Edit abstract` : t`Create abstract`);

  if (linkId && loaded.state === 'loading') return <Loading />;
  if (linkId && loaded.state === 'missing') return <NotFound />;
  if (product.state === 'loading') return <Loading />;
  if (product.state !== 'loaded') return <NotFound />;
  const owner = product.value;
  const initial =
    link ??
    ({
      id: newId('link'),
      product_id: owner.id,
      url: '',
      title: '',
      abstract: { de: '', en: '' },
      visible: true,
    } as unknown as LinkDoc);
  return (
    <>
      <h1>{link ? t`Edit abstract` : t`Create abstract`}</h1>
      <p>
        <Trans>Product:</Trans> <Link href={path('ds.products.edit', { id: owner.id })}>{owner.name}</Link>
      </p>
      {conflict ? (
        <ConflictForDocument conflict={conflict} fields={LINK_FIELDS} />
      ) : (
        <EntityForm<LinkDoc>
          // Not the new link's id: it is made on each render, and the form would start afresh.
          key={link?.id ?? 'new'}
          fields={LINK_FIELDS}
          initial={initial}
          validate={(draft) =>
            validateDraft(LINK_FIELDS, 'link', prepareMasterDocument(draft, user?.id ?? ''))
          }
          save={(draft) => save(draft, LINK_FIELDS)}
          onSaved={(draft) => goTo('ds.links', {}, draft.title)}
          submitLabel={t`Save`}
          actions={
            <Link href={path('ds.links')}>
              <Trans>Cancel</Trans>
            </Link>
          }
        />
      )}
      {link && <HistoryPanel docId={link.id} fields={LINK_FIELDS} />}
    </>
  );
}
