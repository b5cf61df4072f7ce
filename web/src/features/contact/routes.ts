// The public forms: contact and demo booking (and its cancellation).
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const CONTACT_ROUTES: FeatureRoutes = {
  contact: lazy(() => import('./ContactPage.tsx')),
  demo: lazy(() => import('./DemoPage.tsx')),
  'demo.cancel': lazy(() => import('./DemoCancelPage.tsx')),
};
