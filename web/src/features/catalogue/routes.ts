// The staff catalogue: products (the product editor), import and export, links, the nine master data types, the
// change history.
import { lazy } from 'react';
import type { RouteId } from '@poct/schemas';
import { routesOf, type FeatureRoutes } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';

/**
 * The list routes of the nine master data types; the types' descriptions (masterdata-types.ts)
 * come with the lazy page, out of the entry (routes.test.ts checks both name the same routes).
 */
export const MASTER_DATA_LISTS: readonly RouteId[] = [
  'ds.connectivities',
  'ds.transmissions',
  'ds.details',
  'ds.diagnostic-areas',
  'ds.methods',
  'ds.parameters',
  'ds.sample-types',
  'ds.tree-items',
  'ds.synonyms',
];

const products = resourcePage(
  () => import('./products.resource.tsx'),
  (m) => m.PRODUCTS,
);
const links = resourcePage(
  () => import('./links.resource.tsx'),
  (m) => m.LINKS,
);
const audit = resourcePage(
  () => import('./audit.resource.tsx'),
  (m) => m.AUDIT,
);

export const CATALOGUE_ROUTES: FeatureRoutes = {
  ...routesOf(
    products,
    'ds.products',
    'ds.products.create',
    'ds.products.edit',
    'ds.products.subproduct.create',
    'ds.products.subproduct.edit',
  ),
  ...routesOf(links, 'ds.links', 'ds.links.create-abstract', 'ds.links.update-abstract'),
  ...routesOf(audit, 'ds.audit'),
  'ds.products.import': lazy(() => import('./ImportPage.tsx')),
  ...Object.assign(
    {},
    ...MASTER_DATA_LISTS.map((list) =>
      routesOf(
        resourcePage(
          () => import('./masterdata.resource.tsx'),
          (m) => m.masterDataResourceFor(list),
        ),
        list,
        `${list}.create` as RouteId,
        `${list}.edit` as RouteId,
      ),
    ),
  ),
};
