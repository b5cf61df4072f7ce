// Which component shows which route. Every page is its own lazy chunk, so the entry holds only
// the shell; routes without a page yet share the placeholder chunk until theirs is written.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type RouteId } from '@poct/schemas';
import type { PageProps } from './page-props.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

const PlaceholderPage: LazyPage = lazy(() => import('../pages/placeholder/PlaceholderPage.tsx'));

const MasterDataPage: LazyPage = lazy(() => import('../pages/workspace/catalogue/MasterDataPage.tsx'));
const ProductsPage: LazyPage = lazy(() => import('../pages/workspace/catalogue/ProductsPage.tsx'));
const LinksPage: LazyPage = lazy(() => import('../pages/workspace/catalogue/LinksPage.tsx'));
const RecordsPage: LazyPage = lazy(() => import('../pages/workspace/records/RecordsPage.tsx'));
const UsersPage: LazyPage = lazy(() => import('../pages/workspace/users/UsersPage.tsx'));
const RolesPage: LazyPage = lazy(() => import('../pages/workspace/roles/RolesPage.tsx'));

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
  login: lazy(() => import('../pages/login/LoginPage.tsx')),
  ds: lazy(() => import('../pages/workspace/DashboardPage.tsx')),
  search: lazy(() => import('../pages/search/SearchPage.tsx')),
  'ds.search': lazy(() => import('../pages/search/SearchPage.tsx')),
  'ds.favorites': lazy(() => import('../pages/favourites/FavouritesPage.tsx')),
  // Search statistics (products-read on the server).
  'ds.products.query-statistic': lazy(() => import('../pages/workspace/statistics/QueryStatisticPage.tsx')),
  'ds.products.filter-statistic': lazy(() => import('../pages/workspace/statistics/FilterStatisticPage.tsx')),
  'ds.search-report': lazy(() => import('../pages/workspace/statistics/SearchReportPage.tsx')),
  'ds.quotations': lazy(() => import('../pages/workspace/quotations/QuotationsPage.tsx')),
  'ds.audit': lazy(() => import('../pages/workspace/audit/AuditPage.tsx')),
  compare: lazy(() => import('../pages/compare/ComparePage.tsx')),
  product: lazy(() => import('../pages/product/ProductPage.tsx')),
  'ds.products.detail': lazy(() => import('../pages/product/ProductPage.tsx')),
  // Catalogue (products, sub-products, links) and master data: one page per area, by route id.
  ...Object.fromEntries(
    ROUTES.filter((route) =>
      /^ds\.(connectivities|transmissions|details|diagnostic-areas|methods|parameters|sample-types|tree-items|synonyms)(\.|$)/.test(
        route.id,
      ),
    ).map((route) => [route.id, MasterDataPage]),
  ),
  'ds.products': ProductsPage,
  'ds.products.create': ProductsPage,
  'ds.products.edit': ProductsPage,
  'ds.products.subproduct.create': ProductsPage,
  'ds.products.subproduct.edit': ProductsPage,
  'ds.links': LinksPage,
  'ds.links.create-abstract': LinksPage,
  'ds.links.update-abstract': LinksPage,
  // Plans and advertisement campaigns (server-only records, REST).
  ...Object.fromEntries(
    ROUTES.filter((route) => /^ds\.(plans|advertisements)(\.|$)/.test(route.id)).map((route) => [
      route.id,
      RecordsPage,
    ]),
  ),
  // Users and roles (server-backed; list, create and edit share one page each).
  'ds.users': UsersPage,
  'ds.users.create': UsersPage,
  'ds.users.edit': UsersPage,
  'ds.roles': RolesPage,
  'ds.roles.create': RolesPage,
  'ds.roles.edit': RolesPage,
};

export const PAGES = Object.fromEntries(
  ROUTES.map((route) => [route.id, BUILT[route.id] ?? PlaceholderPage]),
) as Record<RouteId, LazyPage>;
