// @vitest-environment node
// The workspace menu against the real server and every demo account: the menu shows exactly the
// workspace pages the route guard lets the account open, and the guard lets it open a page
// exactly when the server lets it read what that page reads (no menu item that ends in a 403,
// no readable page missing from the menu).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeById, type RouteId } from '@poct/schemas';
import {
  DEMO_USERS,
  startTestServer,
  type DemoUser,
  type TestServer,
} from '../../../../../sync-server/test/support/test-server.ts';
import { decideAccess } from '../../../routes/access.ts';
import type { SessionUser } from '../../../session/types.ts';
import { DS_NAVIGATION, onlyAnInvitation, visibleNavigation } from './ds-navigation.ts';

/** What each menu page reads from the server first (REST, or a replicated database). */
const PAGE_READS: Partial<Record<RouteId, string>> = {
  ds: '/api/auth/me',
  'ds.favorites': '/api/auth/me',
  'ds.alerts': '/api/auth/me',
  'ds.search': '/api/auth/me',
  'ds.profile': '/api/auth/me',
  'ds.products': '/db/catalogue_master/_changes?limit=1',
  'ds.links': '/db/publications_master/_changes?limit=1',
  'ds.quotations': '/api/quotations',
  'ds.products.import': '/api/catalogue-import/batches',
  'ds.products.filter-statistic': '/api/search/statistics/filters',
  'ds.products.query-statistic': '/api/search/statistics/queries',
  'ds.search-report': '/api/search/statistics/report',
  'ds.users': '/api/users',
  'ds.roles': '/api/roles',
  'ds.plans': '/api/admin/plans',
  'ds.orders': '/api/orders',
  'ds.advertisements': '/api/admin/advertisements',
  'ds.audit': '/api/audit/documents/recent',
  'ds.connectivities': '/db/masterdata_master/_changes?limit=1',
  'ds.transmissions': '/db/masterdata_master/_changes?limit=1',
  'ds.details': '/db/masterdata_master/_changes?limit=1',
  'ds.diagnostic-areas': '/db/masterdata_master/_changes?limit=1',
  'ds.methods': '/db/masterdata_master/_changes?limit=1',
  'ds.parameters': '/db/masterdata_master/_changes?limit=1',
  'ds.sample-types': '/db/masterdata_master/_changes?limit=1',
  'ds.tree-items': '/db/masterdata_master/_changes?limit=1',
  'ds.synonyms': '/db/masterdata_master/_changes?limit=1',
  // The forum's pages read the device; the page first reads the session (an invitation otherwise).
  'ds.forum': '/api/auth/me',
  'ds.forum-topics': '/api/admin/forum-topics',
  'ds.forum-sub-topics': '/api/admin/forum-sub-topics',
  'ds.forum-watched-words': '/api/forum/watched-words',
  'ds.moderation': '/api/moderation/queue',
  'ds.demos': '/api/demo/admin/slots',
  'ds.posts': '/api/admin/posts',
};

/** Workspace pages reached from elsewhere, never from the menu. */
const OFF_MENU: readonly RouteId[] = ['ds.subscription-fulfill'];

const ACCOUNTS = Object.keys(DEMO_USERS) as DemoUser[];
const MENU = DS_NAVIGATION.flatMap((group) => group.routes);

let server: TestServer;
const users = new Map<DemoUser, { user: SessionUser; token: string }>();

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 5 });
  for (const account of ACCOUNTS) {
    const token = await server.login(account);
    const user = (await (await server.api('/api/auth/me', { token })).json()) as SessionUser;
    users.set(account, { user, token });
  }
  // The web project's hooks get Vitest's default 10 s; a real server on a busy machine needs more.
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function allowed(user: SessionUser, routeId: RouteId): boolean {
  return decideAccess(routeById(routeId), {}, { user, status: 'signed-in' }) === 'allow';
}

describe('the workspace menu', () => {
  it('lists every workspace page without a parameter (the menu or named as off the menu)', () => {
    const lists = ROUTES.filter(
      (route) => route.path.startsWith('/ds') && !route.path.includes(':') && !route.path.endsWith('/create'),
    ).map((route) => route.id);
    expect([...MENU, ...OFF_MENU].sort()).toEqual([...lists].sort());
    for (const routeId of MENU) {
      if (routeId !== 'ds.chat') expect(PAGE_READS[routeId], routeId).toBeDefined();
    }
  });

  it.each(ACCOUNTS)('shows %s exactly the workspace pages its guard allows', (account) => {
    const { user } = users.get(account)!;
    const shown = visibleNavigation({ user, status: 'signed-in' }).flatMap((group) => group.routes);
    expect(shown).toEqual(
      MENU.filter((routeId) => allowed(user, routeId) && !onlyAnInvitation(routeId, user)),
    );
    expect(shown).toContain('ds');
  });

  it.each(ACCOUNTS)(
    'allows %s a page exactly when the server lets it read what the page reads',
    async (account) => {
      const { user, token } = users.get(account)!;
      const mismatches: string[] = [];
      for (const [routeId, path] of Object.entries(PAGE_READS) as [RouteId, string][]) {
        const response = await server.api(path, { token });
        const readable = response.status === 200;
        if (!readable) expect([401, 403], `${routeId} ${path}`).toContain(response.status);
        if (allowed(user, routeId) !== readable) mismatches.push(`${routeId}: server ${response.status}`);
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('hides the search report from accounts the server refuses its figures', () => {
    for (const account of ['free', 'premium', 'verified', 'commercial'] as const) {
      const { user } = users.get(account)!;
      const shown = visibleNavigation({ user, status: 'signed-in' }).flatMap((group) => group.routes);
      expect(shown, account).not.toContain('ds.search-report');
    }
    expect(
      visibleNavigation({ user: users.get('staff')!.user, status: 'signed-in' }).flatMap((g) => g.routes),
    ).toContain('ds.search-report');
  });
});
