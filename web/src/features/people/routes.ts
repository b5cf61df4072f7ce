// People: users and roles.
import { routesOf, type FeatureRoutes } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';

const users = resourcePage(
  () => import('./users.resource.tsx'),
  (m) => m.USERS,
);
const roles = resourcePage(
  () => import('./roles.resource.tsx'),
  (m) => m.ROLES,
);

export const PEOPLE_ROUTES: FeatureRoutes = {
  ...routesOf(users, 'ds.users', 'ds.users.create', 'ds.users.edit'),
  ...routesOf(roles, 'ds.roles', 'ds.roles.create', 'ds.roles.edit'),
};
