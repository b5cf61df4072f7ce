import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

const SearchPage = lazy(() => import('./SearchPage.tsx'));

export const SEARCH_ROUTES: FeatureRoutes = {
  search: SearchPage,
  'ds.search': SearchPage,
};
