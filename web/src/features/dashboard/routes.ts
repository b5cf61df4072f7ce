import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const DASHBOARD_ROUTES: FeatureRoutes = {
  ds: lazy(() => import('./DashboardPage.tsx')),
};
