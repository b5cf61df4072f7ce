import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const ALERTS_ROUTES: FeatureRoutes = {
  'ds.alerts': lazy(() => import('./AlertsPage.tsx')),
};
