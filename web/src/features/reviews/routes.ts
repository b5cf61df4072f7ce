import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const REVIEWS_ROUTES: FeatureRoutes = {
  'reviews.checks': lazy(() => import('./ReviewChecksPage.tsx')),
};
