// Links (publications, documents, videos of a product): the list of all links; a link is
// created from its product's page and edited in LinkForm.
import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { can, linkTitleIn, masterWritePermission, type Link as LinkDoc } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatCalendarDate } from '../../lib/format.ts';
import { deleteMasterDocument } from '../../db/masters.ts';
import { useSession } from '../../session/use-session.ts';
import type { Resource } from '../../workspace/resource.ts';
import { useMasterDatabase, useMasterDocuments } from '../../workspace/use-masters.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import { LinkForm } from './LinkForm.tsx';
import { LINK_TYPE_LABELS } from './link-fields.ts';
import { useVisibilityFilter } from './products.resource.tsx';

export const LINKS: Resource<LinkDoc> = {
  source: { kind: 'local', collection: 'publications_master' },
  routes: { list: 'ds.links', create: 'ds.links.create-abstract', edit: 'ds.links.update-abstract' },
  title: msg`Links`,
  intro: msg`To add a link, open its product and choose “Create link”.`,
  empty: msg`No links yet.`,
  savedOn: 'device',
  rowKey: (row) => row.id,
  nameOf: (row) => row.title,
  // Links are created from their product's page, not from the list.
  mayCreate: () => false,
  mayEdit: (user) => can(user, 'products-update'),
  useColumns() {
    const { t, i18n } = useLingui();
    const locale = useLocale();
    const products = useMasterDocuments('catalogue_master');
    const names = useMemo(() => new Map((products ?? []).map((p) => [p.id, p.name])), [products]);
    // Only the product column changes with the products (a sync changes them often); the others
    // stay the same objects, so the list keeps their sort orders (workspace/forms/list-model.ts).
    const fixed = useMemo<Record<'title' | 'type' | 'visible' | 'published_at', Column<LinkDoc>>>(
      () => ({
        // Default titles in the page's language, dates as the product page writes them.
        title: { id: 'title', label: t`Title`, text: (row) => linkTitleIn(row, locale) },
        type: { id: 'type', label: t`Type`, text: (row) => i18n._(LINK_TYPE_LABELS[row.type]) },
        visible: { id: 'visible', label: t`Visible`, text: (row) => (row.visible ? t`Yes` : t`No`) },
        published_at: {
          id: 'published_at',
          label: t`Published on`,
          text: (row) => formatCalendarDate(row.published_at, locale),
          sortValue: (row) => row.published_at,
        },
      }),
      [t, i18n, locale],
    );
    return useMemo<Column<LinkDoc>[]>(
      () => [
        fixed.title,
        {
          id: 'product',
          label: t`Product`,
          text: (row) => names.get(row.product_id) ?? row.product_id,
          // Until the products have loaded, the list shows its kept first page (with the names).
          waiting: products === null,
        },
        fixed.type,
        fixed.visible,
        fixed.published_at,
      ],
      [t, fixed, names, products],
    );
  },
  useFilters: useVisibilityFilter,
  useDelete() {
    const { user } = useSession();
    const local = useMasterDatabase();
    if (!local || !can(user, masterWritePermission('publications_master', {}, 'delete'))) return undefined;
    return { may: () => true, run: (row) => deleteMasterDocument(local, 'publications_master', row.id) };
  },
  Form: LinkForm,
};
