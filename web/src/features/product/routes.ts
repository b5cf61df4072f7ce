import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

const ProductPage = lazy(() => import('./ProductPage.tsx'));
const CatalogueChangesPage = lazy(() => import('./changes/CatalogueChangesPage.tsx'));

export const PRODUCT_ROUTES: FeatureRoutes = {
  product: ProductPage,
  'ds.products.detail': ProductPage,
  'catalogue.changes': CatalogueChangesPage,
};
