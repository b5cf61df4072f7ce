// The promise to a clinician without signal: once signed in and synced, the app opens, searches
// and shows products with the network cut, and catches up when the network returns.
import { expect, test, type Page } from '@playwright/test';
import { localDatabases, renameProduct, signIn } from './support/accounts.ts';
import { searchNames, syncStatus } from './support/search-page.ts';

test.describe.configure({ mode: 'serial' });

test('premium: synced once, the app opens and searches with the network cut, and catches up after', async ({
  page,
  context,
  request,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  // The change stream is asked for before the first pull's snapshots: connected first, its
  // "connected" costs no pull a second round (sync-engine.ts).
  const stream = asked.indexOf('/api/sync/events');
  expect(stream).toBeGreaterThan(-1);
  expect(stream).toBeLessThan(asked.findIndex((path) => path.endsWith('/_snapshot')));
  await page.evaluate(() => navigator.serviceWorker.ready);
  const online = await searchNames(page, 'CRP');
  expect(online.length).toBeGreaterThan(0);
  // The user is told whether the browser promised to keep the data.
  await syncStatus(page).locator('summary').click();
  await expect(
    page.getByText(/The browser (keeps this data|did not grant persistent storage)/),
  ).toBeVisible();
  await syncStatus(page).locator('summary').click();

  await context.setOffline(true);
  await page.reload();
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await expect(page.getByRole('link', { name: 'Workspace' })).toBeVisible();
  expect(await searchNames(page, 'CRP')).toEqual(online);

  // Meanwhile staff rename a product on the server.
  const renamed = `${online[0]} Plus`;
  await renameProduct(request, online[0]!, renamed);

  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  await expect(page.locator('.result__name', { hasText: renamed })).toBeVisible({ timeout: 15_000 });

  // The rename is in the catalogue's change log on the device: readable offline, German first.
  await context.setOffline(true);
  await page.goto('/catalogue/changes');
  const entry = page.locator('.catalogue-changes__item', { hasText: renamed });
  await expect(entry).toContainText('Geändert: Name');
  await expect(entry.getByRole('link', { name: renamed })).toHaveAttribute('href', /^\/products\//);
  await expect(page.locator('.catalogue-changes__day h2').first()).toHaveText(/^\d{1,2}\. \p{L}+ \d{4}$/u);
  await page.goto('/en/catalogue/changes');
  await expect(page.locator('.catalogue-changes__item', { hasText: renamed })).toContainText('Changed: name');
  await context.setOffline(false);
});

test('a guest sees at most two results and the total, and holds no catalogue data', async ({ page }) => {
  await page.goto('/en/search?q=a');
  await expect(page.getByRole('status').filter({ hasText: /products$/ })).toBeVisible();
  const count = await page.locator('.result__name').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(2);
  const total = Number(
    (await page
      .getByRole('status')
      .filter({ hasText: /products$/ })
      .textContent())!.split(' ')[0],
  );
  expect(total).toBeGreaterThan(2);
  await expect(page.getByRole('link', { name: 'Get premium access' })).toBeVisible();
  expect(await localDatabases(page)).toEqual([]);
  // The change log is premium too: the invitation, and still nothing held.
  await page.getByRole('link', { name: 'What changed in the catalogue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Product details are part of premium access' }),
  ).toBeVisible();
  expect(await localDatabases(page)).toEqual([]);
});

test('logging out removes the local premium collections, also while offline', async ({ page, context }) => {
  await signIn(page, 'premium');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', /synced|syncing|first-sync/);
  await expect.poll(() => localDatabases(page)).toContainEqual(expect.stringContaining('--catalogue'));
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect.poll(() => localDatabases(page), { timeout: 15_000 }).toEqual([]);

  // Offline, with the replication retrying in the background: sign-out must not wait for it.
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  // The pages must come from the service worker once the network is cut (slow on a loaded machine).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await page.goto('/en/ds');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect.poll(() => localDatabases(page), { timeout: 15_000 }).toEqual([]);
  await context.setOffline(false);
});

test('two tabs: only one replicates, both find products and see a change', async ({ context, request }) => {
  const first = await context.newPage();
  await signIn(first, 'premium');
  await first.goto('/en/search');
  await expect(syncStatus(first)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });

  const second = await context.newPage();
  let longpolls = 0;
  const syncRequests = new Map<Page, number>([
    [first, 0],
    [second, 0],
  ]);
  for (const page of [first, second]) {
    page.on('request', (request) => {
      const { pathname, searchParams } = new URL(request.url());
      // Live sync rides on the one events stream, never on a long-poll per collection.
      if (searchParams.get('feed') === 'longpoll') longpolls++;
      if (pathname === '/api/sync/events' || pathname.endsWith('/_changes')) {
        syncRequests.set(page, syncRequests.get(page)! + 1);
      }
    });
  }
  await second.goto('/en/search');
  await expect(syncStatus(second)).toHaveAttribute('data-sync-phase', 'synced');
  const names = await searchNames(second, 'CRP');
  expect(names.length).toBeGreaterThan(0);
  expect(await searchNames(first, 'CRP')).toEqual(names);

  // A change on the server reaches both tabs, through the one that replicates.
  const renamed = `${names[0]} Pro`;
  await renameProduct(request, names[0]!, renamed);
  await expect(first.locator('.result__name', { hasText: renamed })).toBeVisible({ timeout: 15_000 });
  await expect(second.locator('.result__name', { hasText: renamed })).toBeVisible({ timeout: 15_000 });
  expect(syncRequests.get(first)).toBeGreaterThan(0);
  expect(syncRequests.get(second)).toBe(0);
  expect(longpolls).toBe(0);
});

test('a session ended on the server stops the replication: the user is sent to sign in, no endless retries', async ({
  page,
  request,
}) => {
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  let refusedAfter = 0;
  let ended = false;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (ended && (pathname.startsWith('/db/') || pathname === '/api/sync/events')) refusedAfter++;
  });

  const product = (await searchNames(page, 'CRP'))[0]!;
  // The session ends elsewhere (signed out on another device, or revoked by staff): the server
  // ends the change-events stream at once, and the app's reconnect is refused.
  const token = await page.evaluate(() => localStorage.getItem('poct-atlas.session.token'));
  expect(
    (await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok(),
  ).toBe(true);
  ended = true;
  // A change on the server meanwhile reaches nobody.
  await renameProduct(request, product, 'Renamed after sign-out');
  await expect(page).toHaveURL(/\/en\/login/, { timeout: 15_000 });
  await expect.poll(() => localDatabases(page), { timeout: 15_000 }).toEqual([]);
  const settled = refusedAfter;
  // Nothing keeps knocking: no gateway request after the refusal was handled.
  await page.waitForTimeout(6_000);
  expect(refusedAfter).toBe(settled);
});
