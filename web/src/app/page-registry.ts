// Which component shows which route. Every page is its own lazy chunk, so the entry holds only
// the shell; routes without a page yet share the placeholder chunk until theirs is written.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type RouteId } from '@poct/schemas';
import { MASTER_DATA_SCREENS } from '../features/catalogue/masterdata-types.ts';
import { RECORD_SCREENS } from '../features/plans/record-screens.ts';
import type { Resource } from '../workspace/resource.ts';
import type { PageProps } from '../routes/page-props.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

const PlaceholderPage: LazyPage = lazy(() => import('../features/errors/PlaceholderPage.tsx'));

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
  () => import('../features/catalogue/products.resource.tsx'),
  (m) => m.PRODUCTS,
);
const links = resourcePage(
  () => import('../features/catalogue/links.resource.tsx'),
  (m) => m.LINKS,
);
const users = resourcePage(
  () => import('../features/people/users.resource.tsx'),
  (m) => m.USERS,
);
const roles = resourcePage(
  () => import('../features/people/roles.resource.tsx'),
  (m) => m.ROLES,
);
const quotations = resourcePage(
  () => import('../features/requests/quotations.resource.tsx'),
  (m) => m.QUOTATIONS,
);
const demos = resourcePage(
  () => import('../features/requests/demos.resource.tsx'),
  (m) => m.DEMOS,
);
const moderation = resourcePage(
  () => import('../features/moderation/moderation.resource.tsx'),
  (m) => m.MODERATION,
);
const orders = resourcePage(
  () => import('../features/payments/orders.resource.tsx'),
  (m) => m.ORDERS,
);
const audit = resourcePage(
  () => import('../features/catalogue/audit.resource.tsx'),
  (m) => m.AUDIT,
);

/** The nine master data types and the two kinds of server-only records: one description each. */
const DESCRIBED_IN_LISTS: Array<[screen: { routes: Record<string, RouteId> }, page: LazyPage]> = [
  ...MASTER_DATA_SCREENS.map((screen): [typeof screen, LazyPage] => [
    screen,
    resourcePage(
      () => import('../features/catalogue/masterdata.resource.tsx'),
      (m) => m.MASTER_DATA_RESOURCES.get(screen)!,
    ),
  ]),
  ...RECORD_SCREENS.map((screen): [typeof screen, LazyPage] => [
    screen,
    resourcePage(
      () => import('../features/plans/records.resource.tsx'),
      (m) => m.RECORD_RESOURCES.get(screen)!,
    ),
  ]),
];

const BUILT: Partial<Record<RouteId, LazyPage>> = {
  register: lazy(() => import('../features/account/RegisterPage.tsx')),
  'register-success': lazy(() => import('../features/account/RegisterSuccessPage.tsx')),
  'verify-email': lazy(() => import('../features/account/VerifyEmailPage.tsx')),
  welcome: lazy(() => import('../features/account/WelcomePage.tsx')),
  'forgot-password': lazy(() => import('../features/account/ForgotPasswordPage.tsx')),
  'reset-password': lazy(() => import('../features/account/ResetPasswordPage.tsx')),
  'ds.profile': lazy(() => import('../features/account/ProfilePage.tsx')),
  'ds.subscription-fulfill': lazy(() => import('../features/payments/FulfilPage.tsx')),
  home: lazy(() => import('../features/home/HomePage.tsx')),
  about: lazy(() => import('../features/about/AboutPage.tsx')),
  'about.imprint': lazy(() => import('../features/about/ImprintPage.tsx')),
  'about.data-protection': lazy(() => import('../features/about/DataProtectionPage.tsx')),
  'about.terms': lazy(() => import('../features/about/TermsPage.tsx')),
  'about.privacy': lazy(() => import('../features/about/PrivacyPage.tsx')),
  pricing: lazy(() => import('../features/payments/PricingPage.tsx')),
  contact: lazy(() => import('../features/contact/ContactPage.tsx')),
  demo: lazy(() => import('../features/contact/DemoPage.tsx')),
  'demo.cancel': lazy(() => import('../features/contact/DemoCancelPage.tsx')),
  login: lazy(() => import('../features/account/LoginPage.tsx')),
  ds: lazy(() => import('../features/dashboard/DashboardPage.tsx')),
  search: lazy(() => import('../features/search/SearchPage.tsx')),
  'ds.search': lazy(() => import('../features/search/SearchPage.tsx')),
  'ds.favorites': lazy(() => import('../features/favourites/FavouritesPage.tsx')),
  // The forum (premium reads from the device, verified premium writes).
  'ds.forum': lazy(() => import('../features/forum/ForumPage.tsx')),
  'ds.forum.topic': lazy(() => import('../features/forum/TopicPage.tsx')),
  'ds.forum.thread': lazy(() => import('../features/forum/ThreadPage.tsx')),
  'ds.forum.thread.create': lazy(() => import('../features/forum/ThreadFormPage.tsx')),
  'ds.forum.thread.edit': lazy(() => import('../features/forum/ThreadFormPage.tsx')),
  'ds.forum-watched-words': lazy(() => import('../features/moderation/WatchedWordsPage.tsx')),
  // Search statistics (products-read on the server).
  'ds.products.query-statistic': lazy(() => import('../features/statistics/QueryStatisticPage.tsx')),
  'ds.products.filter-statistic': lazy(() => import('../features/statistics/FilterStatisticPage.tsx')),
  'ds.search-report': lazy(() => import('../features/statistics/SearchReportPage.tsx')),
  compare: lazy(() => import('../features/compare/ComparePage.tsx')),
  'ds.chat': lazy(() => import('../features/chat/ChatPage.tsx')),
  product: lazy(() => import('../features/product/ProductPage.tsx')),
  'reviews.checks': lazy(() => import('../features/reviews/ReviewChecksPage.tsx')),
  posts: lazy(() => import('../features/posts/PostsPage.tsx')),
  post: lazy(() => import('../features/posts/PostPage.tsx')),
  'ds.products.detail': lazy(() => import('../features/product/ProductPage.tsx')),
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
