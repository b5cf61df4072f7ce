// Links (publications, documents, videos of a product): the list of all links, and the abstract
// forms: create-abstract-{product id}, update-abstract-{link id}. Fields from link-fields.ts.
import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, masterWritePermission, type Link as LinkDoc } from '@poct/schemas';
import { deleteMasterDocument } from '../../../db/masters.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { PageProps } from '../../../routes/page-props.ts';
import { useSession } from '../../../session/use-session.ts';
import { Link } from '../../../ui/Link.tsx';
import { DeleteAction } from '../../../workspace-forms/DeleteAction.tsx';
import { EntityForm } from '../../../workspace-forms/EntityForm.tsx';
import { EntityTable } from '../../../workspace-forms/EntityTable.tsx';
import type { Column } from '../../../workspace-forms/list-model.ts';
import { validateDraft } from '../../../workspace-forms/validation.ts';
import { CatalogueOptions } from './catalogue-options.tsx';
import { Loading, NeedsMasters, NotFound, SavedNotice } from './CatalogueStates.tsx';
import { HistoryPanel } from '../audit/HistoryPanel.tsx';
import { ConflictForDocument } from './ConflictForDocument.tsx';
import { LINK_FIELDS, LINK_TYPE_LABELS } from './link-fields.ts';
import { useConflictFor } from './use-conflicts.ts';
import {
  newId,
  stamped,
  useGoTo,
  useMasterDatabase,
  useMasterDocument,
  useMasterDocuments,
  useRoutePath,
  useSaveMaster,
} from './use-masters.ts';
import { matchesVisibility, VisibilityFilter, type Visibility } from './VisibilityFilter.tsx';

export default function LinksPage({ route, params }: PageProps) {
  return (
    <section className="page">
      <NeedsMasters>
        {route.id === 'ds.links' ? (
          <LinkList />
        ) : (
          <CatalogueOptions>
            {route.id === 'ds.links.create-abstract' ? (
              <LinkEditor productId={params.id} />
            ) : (
              <LinkEditor linkId={params.id} />
            )}
          </CatalogueOptions>
        )}
      </NeedsMasters>
    </section>
  );
}

function LinkList() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const local = useMasterDatabase();
  const path = useRoutePath();
  useDocumentTitle(t`Links`);
  const rows = useMasterDocuments('publications_master');
  const products = useMasterDocuments('catalogue_master');
  const names = useMemo(() => new Map((products ?? []).map((p) => [p.id, p.name])), [products]);
  const [visibility, setVisibility] = useState<Visibility>('all');
  const filter = useCallback((row: LinkDoc) => matchesVisibility(visibility, row.visible), [visibility]);
  const columns = useMemo<Column<LinkDoc>[]>(
    () => [
      { id: 'title', label: t`Title`, text: (row) => row.title },
      { id: 'product', label: t`Product`, text: (row) => names.get(row.product_id) ?? row.product_id },
      { id: 'type', label: t`Type`, text: (row) => i18n._(LINK_TYPE_LABELS[row.type]) },
      { id: 'visible', label: t`Visible`, text: (row) => (row.visible ? t`Yes` : t`No`) },
      { id: 'published_at', label: t`Published on`, text: (row) => row.published_at },
    ],
    [t, i18n, names],
  );
  const mayDelete = can(user, masterWritePermission('publications_master', {}, 'delete'));
  return (
    <>
      <h1>
        <Trans>Links</Trans>
      </h1>
      <SavedNotice />
      <p>
        <Trans>To add a link, open its product and choose “Create link”.</Trans>
      </p>
      <EntityTable
        caption={t`Links`}
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        filter={filter}
        filters={<VisibilityFilter value={visibility} onChange={setVisibility} />}
        firstCell={(row) =>
          can(user, 'products-update') ? (
            <Link href={path('ds.links.update-abstract', { id: row.id })}>{row.title}</Link>
          ) : (
            row.title
          )
        }
        actions={
          mayDelete && local
            ? (row) => (
                <DeleteAction
                  name={row.title}
                  usages={() => Promise.resolve([])}
                  onDelete={() => deleteMasterDocument(local, 'publications_master', row.id)}
                />
              )
            : undefined
        }
        empty={
          <p>
            <Trans>No links yet.</Trans>
          </p>
        }
      />
    </>
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
  const link = loaded.state === 'found' ? loaded.doc : undefined;
  const product = useMasterDocument('catalogue_master', link?.product_id ?? productId);
  useDocumentTitle(linkId ? t`Edit abstract` : t`Create abstract`);

  if (linkId && loaded.state === 'loading') return <Loading />;
  if (linkId && loaded.state === 'missing') return <NotFound />;
  if (product.state === 'loading') return <Loading />;
  if (product.state === 'missing') return <NotFound />;
  const owner = product.doc;
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
          validate={(draft) => validateDraft(LINK_FIELDS, 'link', stamped(draft, user?.id ?? ''))}
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
