// Requests that reach the staff: quote requests and demo bookings (and the demo slots).
import { routesOf, type FeatureRoutes } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';

const quotations = resourcePage(
  () => import('./quotations.resource.tsx'),
  (m) => m.QUOTATIONS,
);
const demos = resourcePage(
  () => import('./demos.resource.tsx'),
  (m) => m.DEMOS,
);

export const REQUESTS_ROUTES: FeatureRoutes = {
  ...routesOf(quotations, 'ds.quotations'),
  ...routesOf(demos, 'ds.demos', 'ds.demos.create'),
};
