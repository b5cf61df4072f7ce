// The forum (premium reads from the device, verified premium writes).
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

const ThreadFormPage = lazy(() => import('./ThreadFormPage.tsx'));

export const FORUM_ROUTES: FeatureRoutes = {
  'ds.forum': lazy(() => import('./ForumPage.tsx')),
  'ds.forum.topic': lazy(() => import('./TopicPage.tsx')),
  'ds.forum.thread': lazy(() => import('./ThreadPage.tsx')),
  'ds.forum.thread.create': ThreadFormPage,
  'ds.forum.thread.edit': ThreadFormPage,
};
