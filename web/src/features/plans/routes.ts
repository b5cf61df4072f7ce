// The workspace's server-only records: plans, advertisement campaigns, posts, forum topics. The
// entry holds only their modules' names; the screens' descriptions (record-screens.ts) come with
// the lazy page (routes.test.ts checks both name the same routes).
import type { RouteId } from '@poct/schemas';
import { routesOf, type FeatureRoutes } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';
import type { RecordScreen } from './record-types.ts';

export const RECORD_MODULES: readonly RecordScreen['module'][] = [
  'plans',
  'advertisements',
  'posts',
  'forum-topics',
  'forum-sub-topics',
];

export const PLANS_ROUTES: FeatureRoutes = Object.assign(
  {},
  ...RECORD_MODULES.map((module) => {
    const list = `ds.${module}` as RouteId;
    return routesOf(
      resourcePage(
        () => import('./records.resource.tsx'),
        (m) => m.recordResourceFor(list),
      ),
      list,
      `${list}.create` as RouteId,
      `${list}.edit` as RouteId,
    );
  }),
);
