// The staff catalogue: products (the product editor), import and export, links, the nine master data types, the
// change history.
import { lazy } from 'react';
import { routesOf, type FeatureRoutes } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';
import { MASTER_DATA_SCREENS } from './masterdata-types.ts';

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
    ...MASTER_DATA_SCREENS.map((screen) =>
      routesOf(
        resourcePage(
          () => import('./masterdata.resource.tsx'),
          (m) => m.MASTER_DATA_RESOURCES.get(screen)!,
        ),
        ...Object.values(screen.routes),
      ),
    ),
  ),
};
