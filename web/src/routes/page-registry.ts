// Which component shows which route. Every page is its own lazy chunk, so the entry holds only
// the shell; routes without a page yet share the placeholder chunk until theirs is written.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type RouteId } from '@poct/schemas';
import { MASTER_DATA_SCREENS } from '../pages/workspace/catalogue/masterdata-types.ts';
import { RECORD_SCREENS } from '../pages/workspace/records/record-screens.ts';
import type { Resource } from '../workspace/resource.ts';
import type { PageProps } from './page-props.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

const PlaceholderPage: LazyPage = lazy(() => import('../pages/placeholder/PlaceholderPage.tsx'));

/**
 * A workspace resource's page (workspace/ResourcePage.tsx) for the description a module exports
 * as `pick(module)`: one lazy chunk per description file, shared by its routes.
 */
function resourcePage<M, T>(load: () => Promise<M>, pick: (module: M) => Resource<T>): LazyPage {
  return lazy(async () => {
    const [module, { ResourcePage }] = await Promise.all([load(), import('../workspace/ResourcePage.tsx')]);
    const resource = pick(module);
    return { default: (props: PageProps) => createElement(ResourcePage<T>, { ...props, resource }) };
  });
}

/** Every route of a description (list, create, edit …) shows its page. */
function routesOf(page: LazyPage, ...ids: RouteId[]): Partial<Record<RouteId, LazyPage>> {
  return Object.fromEntries(ids.map((id) => [id, page]));
}

const products = resourcePage(
  () => import('../pages/workspace/catalogue/products.resource.tsx'),
  (m) => m.PRODUCTS,
);
const links = resourcePage(
  () => import('../pages/workspace/catalogue/links.resource.tsx'),
  (m) => m.LINKS,
);
const users = resourcePage(
  () => import('../pages/workspace/users/users.resource.tsx'),
  (m) => m.USERS,
);
const roles = resourcePage(
  () => import('../pages/workspace/roles/roles.resource.tsx'),
  (m) => m.ROLES,
);
const quotations = resourcePage(
  () => import('../pages/workspace/quotations/quotations.resource.tsx'),
  (m) => m.QUOTATIONS,
);
const demos = resourcePage(
  () => import('../pages/workspace/demos/demos.resource.tsx'),
  (m) => m.DEMOS,
);
const moderation = resourcePage(
  () => import('../pages/workspace/moderation/moderation.resource.tsx'),
  (m) => m.MODERATION,
);
const orders = resourcePage(
  () => import('../pages/workspace/orders/orders.resource.tsx'),
  (m) => m.ORDERS,
);
const audit = resourcePage(
  () => import('../pages/workspace/audit/audit.resource.tsx'),
  (m) => m.AUDIT,
);

/** The nine master data types and the two kinds of server-only records: one description each. */
const DESCRIBED_IN_LISTS: Array<[screen: { routes: Record<string, RouteId> }, page: LazyPage]> = [
  ...MASTER_DATA_SCREENS.map((screen): [typeof screen, LazyPage] => [
    screen,
    resourcePage(
      () => import('../pages/workspace/catalogue/masterdata.resource.tsx'),
      (m) => m.MASTER_DATA_RESOURCES.get(screen)!,
    ),
  ]),
  ...RECORD_SCREENS.map((screen): [typeof screen, LazyPage] => [
    screen,
    resourcePage(
      () => import('../pages/workspace/records/records.resource.tsx'),
      (m) => m.RECORD_RESOURCES.get(screen)!,
    ),
  ]),
];

const BUILT: Partial<Record<RouteId, LazyPage>> = {
  register: lazy(() => import('../pages/register/RegisterPage.tsx')),
  'register-success': lazy(() => import('../pages/register/RegisterSuccessPage.tsx')),
  'verify-email': lazy(() => import('../pages/verify-email/VerifyEmailPage.tsx')),
  welcome: lazy(() => import('../pages/welcome/WelcomePage.tsx')),
  'forgot-password': lazy(() => import('../pages/password/ForgotPasswordPage.tsx')),
  'reset-password': lazy(() => import('../pages/password/ResetPasswordPage.tsx')),
  'ds.profile': lazy(() => import('../pages/profile/ProfilePage.tsx')),
  'ds.subscription-fulfill': lazy(() => import('../pages/subscription/FulfilPage.tsx')),
  home: lazy(() => import('../pages/home/HomePage.tsx')),
  about: lazy(() => import('../pages/about/AboutPage.tsx')),
  'about.imprint': lazy(() => import('../pages/legal/ImprintPage.tsx')),
  'about.data-protection': lazy(() => import('../pages/legal/DataProtectionPage.tsx')),
  'about.terms': lazy(() => import('../pages/legal/TermsPage.tsx')),
  'about.privacy': lazy(() => import('../pages/legal/PrivacyPage.tsx')),
  pricing: lazy(() => import('../pages/pricing/PricingPage.tsx')),
  contact: lazy(() => import('../pages/contact/ContactPage.tsx')),
  demo: lazy(() => import('../pages/demo/DemoPage.tsx')),
  'demo.cancel': lazy(() => import('../pages/demo/DemoCancelPage.tsx')),
  login: lazy(() => import('../pages/login/LoginPage.tsx')),
  ds: lazy(() => import('../pages/workspace/DashboardPage.tsx')),
  search: lazy(() => import('../search/SearchPage.tsx')),
  'ds.search': lazy(() => import('../search/SearchPage.tsx')),
  'ds.favorites': lazy(() => import('../pages/favourites/FavouritesPage.tsx')),
  // The forum (premium reads from the device, verified premium writes).
  'ds.forum': lazy(() => import('../pages/forum/ForumPage.tsx')),
  'ds.forum.topic': lazy(() => import('../pages/forum/TopicPage.tsx')),
  'ds.forum.thread': lazy(() => import('../pages/forum/ThreadPage.tsx')),
  'ds.forum.thread.create': lazy(() => import('../pages/forum/ThreadFormPage.tsx')),
  'ds.forum.thread.edit': lazy(() => import('../pages/forum/ThreadFormPage.tsx')),
  'ds.forum-watched-words': lazy(() => import('../pages/workspace/forum/WatchedWordsPage.tsx')),
  // Search statistics (products-read on the server).
  'ds.products.query-statistic': lazy(() => import('../pages/workspace/statistics/QueryStatisticPage.tsx')),
  'ds.products.filter-statistic': lazy(() => import('../pages/workspace/statistics/FilterStatisticPage.tsx')),
  'ds.search-report': lazy(() => import('../pages/workspace/statistics/SearchReportPage.tsx')),
  compare: lazy(() => import('../pages/compare/ComparePage.tsx')),
  'ds.chat': lazy(() => import('../pages/chat/ChatPage.tsx')),
  product: lazy(() => import('../pages/product/ProductPage.tsx')),
  'reviews.checks': lazy(() => import('../pages/reviews/ReviewChecksPage.tsx')),
  posts: lazy(() => import('../pages/posts/PostsPage.tsx')),
  post: lazy(() => import('../pages/posts/PostPage.tsx')),
  'ds.products.detail': lazy(() => import('../pages/product/ProductPage.tsx')),
  // Workspace resources (workspace/resource.ts): each description's routes show its page.
  ...routesOf(
    products,
    'ds.products',
    'ds.products.create',
    'ds.products.edit',
    'ds.products.subproduct.create',
    'ds.products.subproduct.edit',
  ),
  ...routesOf(links, 'ds.links', 'ds.links.create-abstract', 'ds.links.update-abstract'),
  ...routesOf(users, 'ds.users', 'ds.users.create', 'ds.users.edit'),
  ...routesOf(roles, 'ds.roles', 'ds.roles.create', 'ds.roles.edit'),
  ...routesOf(quotations, 'ds.quotations'),
  ...routesOf(demos, 'ds.demos', 'ds.demos.create'),
  ...routesOf(moderation, 'ds.moderation'),
  ...routesOf(audit, 'ds.audit'),
  ...routesOf(orders, 'ds.orders'),
  ...Object.assign(
    {},
    ...DESCRIBED_IN_LISTS.map(([screen, page]) => routesOf(page, ...Object.values(screen.routes))),
  ),
};

export const PAGES = Object.fromEntries(
  ROUTES.map((route) => [route.id, BUILT[route.id] ?? PlaceholderPage]),
) as Record<RouteId, LazyPage>;
