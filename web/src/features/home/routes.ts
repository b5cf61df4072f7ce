import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const HOME_ROUTES: FeatureRoutes = {
  home: lazy(() => import('./HomePage.tsx')),
};
