// The blog (the workspace's post screens are record screens, in the plans feature).
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';

export const POSTS_ROUTES: FeatureRoutes = {
  posts: lazy(() => import('./PostsPage.tsx')),
  post: lazy(() => import('./PostPage.tsx')),
};
