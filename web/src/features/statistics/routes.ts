// Search statistics (products-read on the server).
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const STATISTICS_ROUTES: FeatureRoutes = {
  'ds.products.query-statistic': lazy(() => import('./QueryStatisticPage.tsx')),
  'ds.products.filter-statistic': lazy(() => import('./FilterStatisticPage.tsx')),
  'ds.search-report': lazy(() => import('./SearchReportPage.tsx')),
};
