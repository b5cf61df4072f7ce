// Which page shows which route: the features' routes merged. Every page is its own lazy chunk,
// so the entry holds only the shell; routes without a page yet show the placeholder.
import { ROUTES, type RouteId } from '@poct/schemas';
import type { FeatureRoutes, LazyPage } from '../routes/page-props.ts';
import { ABOUT_ROUTES } from '../features/about/routes.ts';
import { ACCOUNT_ROUTES } from '../features/account/routes.ts';
import { ALERTS_ROUTES } from '../features/alerts/routes.ts';
import { CATALOGUE_ROUTES } from '../features/catalogue/routes.ts';
import { CHAT_ROUTES } from '../features/chat/routes.ts';
import { COMPARE_ROUTES } from '../features/compare/routes.ts';
import { CONTACT_ROUTES } from '../features/contact/routes.ts';
import { DASHBOARD_ROUTES } from '../features/dashboard/routes.ts';
import { PLACEHOLDER_PAGE } from '../features/errors/routes.ts';
import { FAVOURITES_ROUTES } from '../features/favourites/routes.ts';
import { FORUM_ROUTES } from '../features/forum/routes.ts';
import { HOME_ROUTES } from '../features/home/routes.ts';
import { MODERATION_ROUTES } from '../features/moderation/routes.ts';
import { PAYMENTS_ROUTES } from '../features/payments/routes.ts';
import { PEOPLE_ROUTES } from '../features/people/routes.ts';
import { PLANS_ROUTES } from '../features/plans/routes.ts';
import { POSTS_ROUTES } from '../features/posts/routes.ts';
import { PRODUCT_ROUTES } from '../features/product/routes.ts';
import { REQUESTS_ROUTES } from '../features/requests/routes.ts';
import { REVIEWS_ROUTES } from '../features/reviews/routes.ts';
import { SEARCH_ROUTES } from '../features/search/routes.ts';
import { STATISTICS_ROUTES } from '../features/statistics/routes.ts';

const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  ACCOUNT_ROUTES,
  PAYMENTS_ROUTES,
  HOME_ROUTES,
  ABOUT_ROUTES,
  CONTACT_ROUTES,
  DASHBOARD_ROUTES,
  SEARCH_ROUTES,
  FAVOURITES_ROUTES,
  ALERTS_ROUTES,
  FORUM_ROUTES,
  MODERATION_ROUTES,
  STATISTICS_ROUTES,
  COMPARE_ROUTES,
  CHAT_ROUTES,
  PRODUCT_ROUTES,
  REVIEWS_ROUTES,
  POSTS_ROUTES,
  CATALOGUE_ROUTES,
  PEOPLE_ROUTES,
  REQUESTS_ROUTES,
  PLANS_ROUTES,
];

/** The route ids that more than one feature claims (none: the registry test checks). */
export function routesClaimedTwice(features: readonly FeatureRoutes[] = FEATURE_ROUTES): RouteId[] {
  const seen = new Set<string>();
  const twice = new Set<RouteId>();
  for (const routes of features)
    for (const id of Object.keys(routes) as RouteId[]) {
      if (seen.has(id)) twice.add(id);
      seen.add(id);
    }
  return [...twice];
}

const BUILT: FeatureRoutes = Object.assign({}, ...FEATURE_ROUTES);

export const PAGES = Object.fromEntries(
  ROUTES.map((route) => [route.id, BUILT[route.id] ?? PLACEHOLDER_PAGE]),
) as Record<RouteId, LazyPage>;
