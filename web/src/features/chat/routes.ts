import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const CHAT_ROUTES: FeatureRoutes = {
  'ds.chat': lazy(() => import('./ChatPage.tsx')),
};
