// axe-core over every route family in both languages, each page as a user who may open it, and
// each page links the accessibility statement: the public pages are the sitemap's
// (shell-a11y.spec.ts); here one page of every other family, as a guest, a verified premium user
// or the super-admin. Every route of the route table belongs to a family below, so a new area
// fails the first test until one of its pages is checked.
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@poct/schemas';
import { signIn } from './support/accounts.ts';
import { pageFindings } from './support/axe.ts';
import { DEMO_SUB_TOPIC } from './support/forum-page.ts';

type Who = 'guest' | 'verified' | 'superadmin';

/** Route families by the start of their route ids (first match wins), with the page checked for each. */
const FAMILIES: ReadonlyArray<{
  family: string;
  ids: readonly string[];
  who: Who | 'sitemap';
  page?: string;
}> = [
  {
    family: 'public pages',
    ids: [
      'home',
      'about',
      'pricing',
      'contact',
      'demo',
      'reviews',
      'search',
      'register',
      'login',
      'posts',
      'post',
    ],
    who: 'sitemap',
  },
  {
    family: 'account',
    ids: ['register-success', 'welcome', 'verify-email', 'forgot-password', 'reset-password'],
    who: 'guest',
    page: '/forgot-password',
  },
  { family: 'product', ids: ['product'], who: 'verified', page: '/products/prod-00001' },
  { family: 'compare and report', ids: ['compare'], who: 'verified', page: '/compare' },
  { family: 'catalogue changes', ids: ['catalogue'], who: 'verified', page: '/catalogue/changes' },
  {
    family: 'dashboard and profile',
    ids: ['ds', 'ds.profile', 'ds.favorites', 'ds.search', 'ds.subscription-fulfill'],
    who: 'verified',
    page: '/ds/profile',
  },
  { family: 'alerts', ids: ['ds.alerts'], who: 'verified', page: '/ds/alerts' },
  { family: 'chat', ids: ['ds.chat'], who: 'verified', page: '/ds/chat' },
  { family: 'forum', ids: ['ds.forum.', 'ds.forum'], who: 'verified', page: `/ds/forum/${DEMO_SUB_TOPIC}` },
  {
    family: 'statistics',
    ids: ['ds.products.filter-statistic', 'ds.products.query-statistic', 'ds.audit'],
    who: 'superadmin',
    page: '/ds/products/filter-statistic',
  },
  {
    family: 'catalogue',
    ids: ['ds.products', 'ds.links'],
    who: 'superadmin',
    page: '/ds/products/edit-prod-00001',
  },
  {
    family: 'master data',
    ids: [
      'ds.connectivities',
      'ds.transmissions',
      'ds.details',
      'ds.diagnostic-areas',
      'ds.methods',
      'ds.parameters',
      'ds.sample-types',
      'ds.tree-items',
      'ds.synonyms',
    ],
    who: 'superadmin',
    page: '/ds/parameters',
  },
  { family: 'people', ids: ['ds.users', 'ds.roles'], who: 'superadmin', page: '/ds/users' },
  {
    family: 'plans and campaigns',
    ids: ['ds.plans', 'ds.advertisements', 'ds.posts', 'ds.orders'],
    who: 'superadmin',
    page: '/ds/orders',
  },
  {
    family: 'moderation and community',
    ids: ['ds.moderation', 'ds.forum-topics', 'ds.forum-sub-topics', 'ds.forum-watched-words'],
    who: 'superadmin',
    page: '/ds/moderation',
  },
  { family: 'requests', ids: ['ds.quotations', 'ds.demos'], who: 'superadmin', page: '/ds/demos' },
];

const familyOf = (id: string) =>
  FAMILIES.find((entry) => entry.ids.some((start) => id === start || id.startsWith(`${start}.`)));

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

/**
 * Opens `path` in the running app as its router does for a followed link (the first page loads
 * the app): a signed-in device keeps its sync running instead of starting anew for every page.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(path);
  else
    await page.evaluate((next) => {
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en') ? 'en' : 'de');
  await settle(page);
}

test('every route of the route table belongs to a checked family', () => {
  const without = ROUTES.map((route) => route.id).filter((id) => !familyOf(id));
  expect(without).toEqual([]);
});

for (const who of ['guest', 'verified', 'superadmin'] as const) {
  test(`one page of each family for the ${who}, in German and English`, async ({ page }) => {
    test.setTimeout(180_000);
    if (who !== 'guest') await signIn(page, who);
    const failures: Record<string, string[]> = {};
    for (const entry of FAMILIES.filter((candidate) => candidate.who === who)) {
      for (const prefix of ['', '/en']) {
        const path = `${prefix}${entry.page!}`;
        await visit(page, path);
        const found = await pageFindings(page);
        if (found.length) failures[`${entry.family} ${path}`] = found;
      }
    }
    expect(failures).toEqual({});
  });
}
