import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const FAVOURITES_ROUTES: FeatureRoutes = {
  'ds.favorites': lazy(() => import('./FavouritesPage.tsx')),
};
