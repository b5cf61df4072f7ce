import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const COMPARE_ROUTES: FeatureRoutes = {
  compare: lazy(() => import('./ComparePage.tsx')),
};
