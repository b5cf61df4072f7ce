// Moderation and community: the moderation queue, the forum's watched words.
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';
import { routesOf } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';

const moderation = resourcePage(
  () => import('./moderation.resource.tsx'),
  (m) => m.MODERATION,
);

export const MODERATION_ROUTES: FeatureRoutes = {
  'ds.forum-watched-words': lazy(() => import('./WatchedWordsPage.tsx')),
  ...routesOf(moderation, 'ds.moderation'),
};
