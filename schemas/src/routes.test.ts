import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  localizePath,
  matchRoute,
  routeById,
  routePath,
  routeUrlPatterns,
  stripLocalePrefix,
  switchLocalePath,
} from './routes.ts';

describe('matchRoute', () => {
  it('matches every route of the table unprefixed, under /de and under /en', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '42');
      expect(matchRoute(path)?.route.id, path).toBe(route.id);
      expect(matchRoute(localizePath(path, 'en'))).toMatchObject({ route: { id: route.id }, locale: 'en' });
      expect(matchRoute(`/de${path === '/' ? '' : path}`)).toMatchObject({
        route: { id: route.id },
        locale: 'de',
        prefixed: true,
      });
    }
  });

  it('treats an unprefixed path as German', () => {
    expect(matchRoute('/about/imprint')).toMatchObject({ locale: 'de', prefixed: false, params: {} });
  });

  it('reads parameters inside a segment', () => {
    expect(matchRoute('/en/ds/products/edit-abc')).toMatchObject({
      route: { id: 'ds.products.edit' },
      params: { id: 'abc' },
      locale: 'en',
      prefixed: true,
    });
    expect(matchRoute('/ds/products/p1/subproduct/edit-s%202')).toMatchObject({
      route: { id: 'ds.products.subproduct.edit' },
      params: { id: 'p1', idsp: 's 2' },
    });
    expect(matchRoute('/ds/links/create-abstract-7')?.params).toEqual({ id: '7' });
  });

  it('prefers literal segments over parameters', () => {
    expect(matchRoute('/ds/products/create')?.route.id).toBe('ds.products.create');
    expect(matchRoute('/ds/products/filter-statistic')?.route.id).toBe('ds.products.filter-statistic');
    expect(matchRoute('/ds/products/p-9')?.route.id).toBe('ds.products.detail');
    expect(matchRoute('/ds/connectivities/transmissions')?.route.id).toBe('ds.transmissions');
    expect(matchRoute('/ds/connectivities/edit-3')?.route.id).toBe('ds.connectivities.edit');
  });

  it('answers null for unknown paths', () => {
    for (const path of [
      '/nope',
      '/en/nope',
      '/ds/unknown',
      '/products',
      '/products/',
      '/ds/users/edit-',
      '/about//imprint',
      '/english',
      '/deutsch/about',
      'about',
    ]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it('ignores one trailing slash', () => {
    expect(matchRoute('/about/')?.route.id).toBe('about');
    expect(matchRoute('/en/')?.route.id).toBe('home');
    expect(matchRoute('/en')?.route.id).toBe('home');
  });

  it('rejects malformed percent-encoding instead of throwing', () => {
    expect(matchRoute('/products/%E0%A4%A')).toBeNull();
  });
});

describe('guards', () => {
  it('guards every workspace route with its module permission', () => {
    expect(routeById('ds.products.create').guard).toEqual({ kind: 'auth', permissions: ['products-create'] });
    expect(routeById('ds.quotations').guard).toEqual({ kind: 'auth', permissions: ['quotations-read'] });
    expect(routeById('ds.orders').guard).toEqual({ kind: 'auth', permissions: ['plans-read'] });
    expect(routeById('ds.sample-types.edit').guard).toEqual({
      kind: 'auth',
      permissions: ['products-update'],
    });
    expect(routeById('ds.diagnostic-areas').guard).toEqual({
      kind: 'auth',
      permissions: ['diagnostics-read'],
    });
    for (const id of ['ds', 'ds.favorites', 'ds.search', 'ds.subscription-fulfill'] as const) {
      expect(routeById(id).guard).toEqual({ kind: 'auth' });
    }
    expect(routeById('ds.chat').guard).toEqual({ kind: 'chat' });
    for (const id of ['login', 'forgot-password', 'reset-password'] as const) {
      expect(routeById(id)).toMatchObject({ guard: { kind: 'guest' }, layout: 'login-register' });
    }
    expect(routeById('ds.users.edit').bailOutSelf).toBe(true);
    expect(routeById('ds.products.detail').layout).toBe('default');
  });

  it('guards every workspace route', () => {
    for (const route of ROUTES.filter((r) => r.path.startsWith('/ds'))) {
      expect(route, route.id).toHaveProperty('guard');
    }
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe('locale paths', () => {
  it('strips a prefix only at a segment boundary', () => {
    expect(stripLocalePrefix('/en/about')).toEqual({ locale: 'en', prefixed: true, path: '/about' });
    expect(stripLocalePrefix('/de')).toEqual({ locale: 'de', prefixed: true, path: '/' });
    expect(stripLocalePrefix('/en?x=1')).toEqual({ locale: 'en', prefixed: true, path: '/?x=1' });
    expect(stripLocalePrefix('/english')).toEqual({ locale: 'de', prefixed: false, path: '/english' });
  });

  it('localizes German without a prefix and English under /en', () => {
    expect(localizePath('/about', 'de')).toBe('/about');
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/', 'de')).toBe('/');
    expect(localizePath('/login?redirect=%2Fds', 'en')).toBe('/en/login?redirect=%2Fds');
    expect(localizePath('/?q=1', 'en')).toBe('/en?q=1');
  });

  it('switches the language and keeps the page, query and hash', () => {
    expect(switchLocalePath('/en/ds/products/edit-4?tab=2#top', 'de')).toBe('/ds/products/edit-4?tab=2#top');
    expect(switchLocalePath('/ds/products/edit-4?tab=2#top', 'en')).toBe('/en/ds/products/edit-4?tab=2#top');
    expect(switchLocalePath('/de/about', 'en')).toBe('/en/about');
    expect(switchLocalePath('/de/about', 'de')).toBe('/about');
    expect(switchLocalePath('/en', 'de')).toBe('/');
  });
});

describe('routePath', () => {
  it('fills and encodes parameters', () => {
    expect(routePath('ds.products.subproduct.edit', { id: 'a b', idsp: 3 })).toBe(
      '/ds/products/a%20b/subproduct/edit-3',
    );
    expect(routePath('home')).toBe('/');
    expect(() => routePath('product')).toThrow(/missing parameter id/);
  });
});

describe('routeUrlPatterns (the service worker serves the app only for these)', () => {
  const patterns = routeUrlPatterns();
  const allowed = (url: string) => patterns.some((pattern) => pattern.test(url));

  it('allows every route of the table in each language, with a query or a trailing slash', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:(\w+)/g, 'prod-00001');
      for (const url of [path, localizePath(path, 'en'), `/de${path === '/' ? '' : path}`]) {
        expect(allowed(url), url).toBe(true);
        expect(allowed(`${url}?q=CRP`), url).toBe(true);
      }
      if (path !== '/') expect(allowed(`${path}/`), path).toBe(true);
    }
  });

  it('refuses what matchRoute refuses: unknown paths, extra segments, a parameter-less edit page', () => {
    for (const url of [
      '/does-not-exist',
      '/en/does-not-exist',
      '/ds/users/edit-',
      '/ds/users/edit-x/more',
      '/fr/search',
      '/favicon.ico',
      '/de/sitemap.xml',
      '/sitemap.xml',
      '/api/health',
      '/db/catalogue',
    ]) {
      expect(matchRoute(url.split('?')[0]!), url).toBeNull();
      expect(allowed(url), url).toBe(false);
    }
  });
});
