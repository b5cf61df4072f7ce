// The route table (every page unprefixed in German, under /de and under /en), as data shared by the browser and the server. The browser
// renders pages from it; the server answers 404 for any path it does not match, so a crawler and a
// person see the same thing. Matching is written here rather than borrowed
// from a router because some paths carry a parameter inside a segment (`edit-{id}`), which
// react-router cannot express, and because the server must agree with the browser exactly.
// Plain TypeScript with no DOM and no dependency, so Node can run it by type stripping.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts';
import type { CrudModule, Permission } from './permissions.ts';

export type RouteLayout = 'default' | 'ds' | 'login-register';

/**
 * Who may open a route. `auth`: signed in and, when listed, holding the
 * permissions (all of them, or any one when `any` is set). `guest`: signed-out visitors only.
 * `chat`: signed in with a plan that grants chat access.
 */
export type RouteGuard =
  { kind: 'auth'; permissions?: readonly Permission[]; any?: boolean } | { kind: 'guest' } | { kind: 'chat' };

export interface RouteDefinition<Id extends string = string> {
  id: Id;
  /** Unprefixed (German) path; `:name` is a parameter, also after a literal start (`edit-:id`). */
  path: string;
  layout: RouteLayout;
  guard?: RouteGuard;
  /** The user edit page sends users who open their own record to their profile instead. */
  bailOutSelf?: boolean;
}

const SIGNED_IN: RouteGuard = { kind: 'auth' };
const GUEST: RouteGuard = { kind: 'guest' };

function needs(permission: Permission): RouteGuard {
  return { kind: 'auth', permissions: [permission] };
}

/**
 * List, create and edit pages of one workspace module, guarded by the module's read, create and
 * update permissions. Master data without a module of its own (transmissions, sample types) is
 * covered by `products` (sub-products, connectivities, transmissions, sample types, links, statistics).
 */
function crud<const Id extends string>(id: Id, path: string, module: CrudModule) {
  return [
    { id, path, layout: 'ds', guard: needs(`${module}-read`) },
    { id: `${id}.create`, path: `${path}/create`, layout: 'ds', guard: needs(`${module}-create`) },
    { id: `${id}.edit`, path: `${path}/edit-:id`, layout: 'ds', guard: needs(`${module}-update`) },
  ] as const satisfies readonly RouteDefinition[];
}

export const ROUTES = [
  // Public pages.
  { id: 'home', path: '/', layout: 'default' },
  { id: 'about', path: '/about', layout: 'default' },
  { id: 'about.imprint', path: '/about/imprint', layout: 'default' },
  { id: 'about.data-protection', path: '/about/data-protection', layout: 'default' },
  { id: 'about.terms', path: '/about/terms', layout: 'default' },
  { id: 'about.privacy', path: '/about/privacy', layout: 'default' },
  { id: 'about.accessibility', path: '/about/accessibility', layout: 'default' },
  { id: 'pricing', path: '/pricing', layout: 'default' },
  { id: 'contact', path: '/contact', layout: 'default' },
  // Demo booking: pick a slot; the cancel page opens from the confirmation mail's link.
  { id: 'demo', path: '/demo', layout: 'default' },
  { id: 'demo.cancel', path: '/demo/cancel', layout: 'default' },
  { id: 'search', path: '/search', layout: 'default' },
  { id: 'compare', path: '/compare', layout: 'default' },
  { id: 'product', path: '/products/:id', layout: 'default' },
  // What was added, changed or removed in the catalogue (premium; others see the invitation).
  { id: 'catalogue.changes', path: '/catalogue/changes', layout: 'default' },
  // How reviews are checked and the mean computed (UWG §5b(3)); linked beside every rating.
  { id: 'reviews.checks', path: '/reviews/how-we-check', layout: 'default' },
  // The blog: the list (`?tag=` filters it) and one post by its address.
  { id: 'posts', path: '/posts', layout: 'default' },
  { id: 'post', path: '/posts/:id', layout: 'default' },
  { id: 'register-success', path: '/register-success', layout: 'default' },
  { id: 'welcome', path: '/welcome', layout: 'default' },
  { id: 'verify-email', path: '/verify-email', layout: 'default' },

  // Guests only.
  { id: 'register', path: '/register', layout: 'login-register', guard: GUEST },
  { id: 'login', path: '/login', layout: 'login-register', guard: GUEST },
  { id: 'forgot-password', path: '/forgot-password', layout: 'login-register', guard: GUEST },
  { id: 'reset-password', path: '/reset-password', layout: 'login-register', guard: GUEST },

  // Workspace: sign-in only.
  { id: 'ds', path: '/ds', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.profile', path: '/ds/profile', layout: 'ds', guard: needs('profile-read') },
  { id: 'ds.favorites', path: '/ds/favorites', layout: 'ds', guard: SIGNED_IN },
  // Alerts about watched products: premium (the page shows others the invitation).
  { id: 'ds.alerts', path: '/ds/alerts', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.search', path: '/ds/search', layout: 'ds', guard: SIGNED_IN },
  // The spec shows no guard for the search report; its figures are the search statistics, which
  // the server gives holders of products-read only, so the page (and its menu item) needs that.
  { id: 'ds.search-report', path: '/ds/search-report', layout: 'ds', guard: needs('products-read') },
  { id: 'ds.subscription-fulfill', path: '/ds/subscription/fulfill', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.chat', path: '/ds/chat', layout: 'ds', guard: { kind: 'chat' } },
  // The forum: premium reads (the pages show non-premium users the invitation), verified premium
  // writes (the server decides; sync-server/src/content/forum/).
  { id: 'ds.forum', path: '/ds/forum', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.forum.thread', path: '/ds/forum/thread/:id', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.forum.thread.edit', path: '/ds/forum/thread/edit-:id', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.forum.topic', path: '/ds/forum/:topic', layout: 'ds', guard: SIGNED_IN },
  { id: 'ds.forum.thread.create', path: '/ds/forum/:topic/create', layout: 'ds', guard: SIGNED_IN },

  // Products, sub-products, statistics and publications (links): `products` permissions.
  ...crud('ds.products', '/ds/products', 'products'),
  { id: 'ds.products.detail', path: '/ds/products/:id', layout: 'default', guard: needs('products-read') },
  {
    id: 'ds.products.subproduct.create',
    path: '/ds/products/:id/subproduct/create',
    layout: 'ds',
    guard: needs('products-create'),
  },
  {
    id: 'ds.products.subproduct.edit',
    path: '/ds/products/:id/subproduct/edit-:idsp',
    layout: 'ds',
    guard: needs('products-update'),
  },
  // Bulk import of the catalogue: writes products, so it needs both of their write permissions,
  // as POST /api/catalogue-import/dry-run does.
  {
    id: 'ds.products.import',
    path: '/ds/products/import',
    layout: 'ds',
    guard: { kind: 'auth', permissions: ['products-create', 'products-update'] },
  },
  {
    id: 'ds.products.filter-statistic',
    path: '/ds/products/filter-statistic',
    layout: 'ds',
    guard: needs('products-read'),
  },
  {
    id: 'ds.products.query-statistic',
    path: '/ds/products/query-statistic',
    layout: 'ds',
    guard: needs('products-read'),
  },
  { id: 'ds.links', path: '/ds/links', layout: 'ds', guard: needs('products-read') },
  {
    id: 'ds.links.create-abstract',
    path: '/ds/links/create-abstract-:id',
    layout: 'ds',
    guard: needs('products-create'),
  },
  {
    id: 'ds.links.update-abstract',
    path: '/ds/links/update-abstract-:id',
    layout: 'ds',
    guard: needs('products-update'),
  },

  { id: 'ds.quotations', path: '/ds/quotations', layout: 'ds', guard: needs('quotations-read') },
  // Demo slots and their bookings; creating a series is a form of its own.
  { id: 'ds.demos', path: '/ds/demos', layout: 'ds', guard: needs('demos-read') },
  { id: 'ds.demos.create', path: '/ds/demos/create', layout: 'ds', guard: needs('demos-create') },
  // The moderation queue of reviews and forum posts: for staff who moderate any of them.
  {
    id: 'ds.moderation',
    path: '/ds/moderation',
    layout: 'ds',
    guard: {
      kind: 'auth',
      permissions: ['products-review-update', 'forum-threads-update', 'forum-comments-update'],
      any: true,
    },
  },
  // Not in the spec: the audit trail of workspace writes. It names people and
  // what they did, so it is for those who may read users or roles, as on the server.
  {
    id: 'ds.audit',
    path: '/ds/audit',
    layout: 'ds',
    guard: { kind: 'auth', permissions: ['users-read', 'roles-read'], any: true },
  },

  // Administration.
  { id: 'ds.users', path: '/ds/users', layout: 'ds', guard: needs('users-read') },
  { id: 'ds.users.create', path: '/ds/users/create', layout: 'ds', guard: needs('users-create') },
  {
    id: 'ds.users.edit',
    path: '/ds/users/edit-:id',
    layout: 'ds',
    guard: needs('users-update'),
    bailOutSelf: true,
  },
  ...crud('ds.roles', '/ds/roles', 'roles'),
  ...crud('ds.plans', '/ds/plans', 'plans'),
  // Every order: for those who may read plans, as GET /api/orders on the server.
  { id: 'ds.orders', path: '/ds/orders', layout: 'ds', guard: needs('plans-read') },
  ...crud('ds.advertisements', '/ds/advertisements', 'advertisements'),
  // Posts: one list with "all", "mine" and "staff-only" as its filter (`?list=`).
  ...crud('ds.posts', '/ds/posts', 'posts'),
  // Forum administration: topics, sub-topics and the watched words (names of company staff).
  ...crud('ds.forum-topics', '/ds/forum-topics', 'forum-topics'),
  ...crud('ds.forum-sub-topics', '/ds/forum-sub-topics', 'forum-sub-topics'),
  {
    id: 'ds.forum-watched-words',
    path: '/ds/forum-watched-words',
    layout: 'ds',
    guard: needs('forum-threads-update'),
  },

  // Master data.
  ...crud('ds.connectivities', '/ds/connectivities', 'products'),
  ...crud('ds.transmissions', '/ds/connectivities/transmissions', 'products'),
  ...crud('ds.details', '/ds/details', 'details'),
  ...crud('ds.diagnostic-areas', '/ds/diagnostic-areas', 'diagnostics'),
  ...crud('ds.methods', '/ds/methods', 'methods'),
  ...crud('ds.parameters', '/ds/parameters', 'parameters'),
  ...crud('ds.sample-types', '/ds/sample-types', 'products'),
  // Paths the product's page list does not give (it names tree items and synonyms only as screens).
  ...crud('ds.tree-items', '/ds/tree-items', 'products'),
  ...crud('ds.synonyms', '/ds/synonyms', 'products'),
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type AppRoute = RouteDefinition<RouteId>;

const ROUTES_BY_ID = new Map<string, AppRoute>(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): AppRoute {
  // Every RouteId is in the table by construction.
  return ROUTES_BY_ID.get(id) as AppRoute;
}

// ---------------------------------------------------------------------------------------------
// Locale prefixes.

export interface LocalePath {
  locale: Locale;
  /** True when the path named its locale (`/de/…` or `/en/…`). */
  prefixed: boolean;
  /** The path without the prefix; always starts with `/`. */
  path: string;
}

/** Splits `/en/about` into `en` and `/about`; a path without a prefix is German. */
export function stripLocalePrefix(path: string): LocalePath {
  for (const locale of LOCALES) {
    const prefix = `/${locale}`;
    if (path === prefix) return { locale, prefixed: true, path: '/' };
    const next = path.charAt(prefix.length);
    if (path.startsWith(prefix) && (next === '/' || next === '?' || next === '#')) {
      const rest = path.slice(prefix.length);
      return { locale, prefixed: true, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, prefixed: false, path };
}

/**
 * The address of `path` (an unprefixed path, optionally with query and hash) in `locale`:
 * German stays unprefixed, English gets `/en`. An existing prefix is replaced.
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocalePrefix(path).path;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `/${locale}${bare.slice(1)}`
    : `/${locale}${bare}`;
}

/** The same page in another language: keeps path, query and hash, swaps the prefix. */
export function switchLocalePath(currentPath: string, locale: Locale): string {
  return localizePath(currentPath, locale);
}

// ---------------------------------------------------------------------------------------------
// Matching.

/** One path segment: literal text, optionally followed by a parameter that takes the rest. */
interface SegmentPattern {
  literal: string;
  param?: string;
}

interface CompiledRoute {
  route: AppRoute;
  segments: SegmentPattern[];
}

const PARAM = /^(.*?):([A-Za-z_][A-Za-z0-9_]*)$/;

function compile(route: AppRoute): CompiledRoute {
  const segments = route.path
    .split('/')
    .slice(1)
    .filter((segment, index, all) => !(segment === '' && all.length === 1))
    .map((segment): SegmentPattern => {
      const param = PARAM.exec(segment);
      return param ? { literal: param[1] ?? '', param: param[2] } : { literal: segment };
    });
  return { route, segments };
}

const COMPILED: readonly CompiledRoute[] = ROUTES.map((route) => compile(route));

/**
 * How specific a segment pattern is, so that `/ds/products/create` beats `/ds/products/:id`
 * and `edit-:id` beats `:id`: literal segments first, then parameters after a longer literal.
 */
function specificity(segment: SegmentPattern): number {
  return segment.param === undefined ? Number.MAX_SAFE_INTEGER : segment.literal.length;
}

function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const difference =
      specificity(a.segments[i] as SegmentPattern) - specificity(b.segments[i] as SegmentPattern);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function matchSegments(compiled: CompiledRoute, parts: readonly string[]): Record<string, string> | null {
  if (compiled.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const pattern = compiled.segments[i] as SegmentPattern;
    const part = parts[i] as string;
    if (pattern.param === undefined) {
      if (part !== pattern.literal) return null;
      continue;
    }
    if (!part.startsWith(pattern.literal) || part.length === pattern.literal.length) return null;
    const value = decode(part.slice(pattern.literal.length));
    if (value === undefined) return null;
    params[pattern.param] = value;
  }
  return params;
}

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
  locale: Locale;
  prefixed: boolean;
}

/**
 * The route a pathname (no query or hash) shows, with its parameters and locale, or null when
 * no route has that path. One trailing slash is ignored; empty segments never match.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, prefixed, path } = stripLocalePrefix(pathname);
  if (!path.startsWith('/')) return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const parts = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  let best: { compiled: CompiledRoute; params: Record<string, string> } | undefined;
  for (const compiled of COMPILED) {
    const params = matchSegments(compiled, parts);
    if (params && (!best || moreSpecific(compiled, best.compiled))) best = { compiled, params };
  }
  return best ? { route: best.compiled.route, params: best.params, locale, prefixed } : null;
}

/** The unprefixed path of a route with its parameters filled in (encoded). */
export function routePath(id: RouteId, params: Readonly<Record<string, string | number>> = {}): string {
  return routeById(id).path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath(${id}): missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------------------------------------
// Patterns for the service worker.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One regular expression per route for the service worker's navigation fallback: a path (with
 * any locale prefix, one trailing slash and a query) that the table matches. The worker serves
 * the cached app only for these; any other path goes to the server, which answers 404 with the
 * not-found page, so an installed app never answers 200 for a page that does not exist.
 * Parameters take the characters of a document id, also percent-encoded (route-validity.ts).
 */
export function routeUrlPatterns(): RegExp[] {
  const prefix = `(?:/(?:${LOCALES.join('|')}))?`;
  return ROUTES.map((route) => {
    const path =
      route.path === '/'
        ? ''
        : route.path
            .split('/')
            .slice(1)
            .map((segment) => {
              const param = PARAM.exec(segment);
              return param ? `${escapeRegExp(param[1] ?? '')}[A-Za-z0-9._:%-]+` : escapeRegExp(segment);
            })
            .map((segment) => `/${segment}`)
            .join('');
    return new RegExp(`^${prefix}${path}/?(?:[?#].*)?$`);
  });
}
