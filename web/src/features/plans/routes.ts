// The workspace's server-only records: plans, advertisement campaigns, posts, forum topics.
import { routesOf, type FeatureRoutes } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';
import { RECORD_SCREENS } from './record-screens.ts';

export const PLANS_ROUTES: FeatureRoutes = Object.assign(
  {},
  ...RECORD_SCREENS.map((screen) =>
    routesOf(
      resourcePage(
        () => import('./records.resource.tsx'),
        (m) => m.RECORD_RESOURCES.get(screen)!,
      ),
      ...Object.values(screen.routes),
    ),
  ),
);
