// Products in the workspace: the list (search, sort, visibility filter, pages) and, through
// ProductForms, create, edit with the product's sub-products and links, and the sub-product
// forms. Every field comes from product-fields.ts.
import { useCallback, useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { can, type Product } from '@poct/schemas';
import { deleteMasterDocument } from '../../db/masters.ts';
import { readMasterDocuments } from '../../db/masters-watch.ts';
import { formatDay } from '../../lib/format.ts';
import { useSession } from '../../session/use-session.ts';
import type { Resource } from '../../workspace/resource.ts';
import { useMasterDatabase } from '../../workspace/use-masters.ts';
import type { Column } from '../../workspace/forms/list-model.ts';
import { ProductForms } from './ProductForms.tsx';
import { matchesVisibility, VisibilityFilter, type Visibility } from './VisibilityFilter.tsx';
import { productUsages } from './where-used.ts';

export const PRODUCTS: Resource<Product> = {
  source: { kind: 'local', collection: 'catalogue_master' },
  routes: {
    list: 'ds.products',
    create: 'ds.products.create',
    edit: 'ds.products.edit',
    subCreate: 'ds.products.subproduct.create',
    subEdit: 'ds.products.subproduct.edit',
  },
  title: msg`Products`,
  createLabel: msg`Create product`,
  empty: msg`No products yet.`,
  savedOn: 'device',
  rowKey: (row) => row.id,
  nameOf: (row) => row.name,
  mayCreate: (user) => can(user, 'products-create'),
  mayEdit: (user) => can(user, 'products-update'),
  useColumns() {
    const { t, i18n } = useLingui();
    return useMemo<Column<Product>[]>(
      () => [
        { id: 'name', label: t`Name`, text: (row) => row.name },
        { id: 'manufacturer', label: t`Manufacturer`, text: (row) => row.manufacturer },
        { id: 'visible', label: t`Visible`, text: (row) => (row.visible ? t`Yes` : t`No`) },
        {
          id: 'sub_products',
          label: t`Tests`,
          text: (row) => String(row.sub_products.length),
          sortValue: (row) => row.sub_products.length,
        },
        {
          id: 'updated_at',
          label: t`Last changed`,
          text: (row) => formatDay(row.updated_at, i18n.locale),
          sortValue: (row) => row.updated_at,
        },
      ],
      [t, i18n.locale],
    );
  },
  useFilters: useVisibilityFilter,
  useDelete() {
    const { t } = useLingui();
    const { user } = useSession();
    const local = useMasterDatabase();
    if (!local || !can(user, 'products-delete')) return undefined;
    return {
      may: () => true,
      usages: async (row) =>
        // Only the product's links, by the `product_id` index: not every link of the catalogue.
        productUsages(
          row.id,
          await readMasterDocuments(local, 'publications_master', { product_id: row.id }),
        ).map((usage) => ({
          key: usage.id,
          text: t`Link: ${usage.name}`,
        })),
      run: (row) => deleteMasterDocument(local, 'catalogue_master', row.id),
    };
  },
  Form: ProductForms,
};

/** "All / visible / hidden" above the product and link lists. */
export function useVisibilityFilter<T extends { visible: boolean }>() {
  const [visibility, setVisibility] = useState<Visibility>('all');
  const filter = useCallback((row: T) => matchesVisibility(visibility, row.visible), [visibility]);
  return {
    controls: <VisibilityFilter value={visibility} onChange={setVisibility} />,
    filter,
    key: visibility,
  };
}
