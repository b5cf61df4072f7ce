// Payments: the pricing page, the fulfilment of a subscription, the workspace's orders.
import { lazy } from 'react';
import type { FeatureRoutes } from '../../routes/page-props.ts';
import { routesOf } from '../../routes/page-props.ts';
import { resourcePage } from '../../workspace/resource-page.ts';

const orders = resourcePage(
  () => import('./orders.resource.tsx'),
  (m) => m.ORDERS,
);

export const PAYMENTS_ROUTES: FeatureRoutes = {
  'ds.subscription-fulfill': lazy(() => import('./FulfilPage.tsx')),
  pricing: lazy(() => import('./PricingPage.tsx')),
  ...routesOf(orders, 'ds.orders'),
};
