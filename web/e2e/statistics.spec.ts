// Search statistics from the browser: a search is kept on the device until the server has it
// (through a lost answer, a reload without network, a search made offline) and then counted
// exactly once; popular searches show on the search page and still show offline.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { resultCount, searchbox, syncStatus } from './support/search-page.ts';

const OUTBOX_KEY = 'poct.search-statistics.outbox.v1';

/** Letters only, so the normalised query equals it. */
const unique = (word: string) =>
  `${word} ${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

interface OutboxEvent {
  id: string;
  query: string;
  found: number;
}

async function outbox(page: Page): Promise<OutboxEvent[]> {
  return JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)) ?? '[]',
  ) as OutboxEvent[];
}

/** How often the server counted `query`, read from the workspace API as the super-admin. */
async function serverCount(request: APIRequestContext, query: string): Promise<number> {
  const token = await apiToken(request, 'superadmin');
  const response = await request.get(`/api/search/statistics/queries?q=${encodeURIComponent(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ query: string; count: number }> };
  return items.find((row) => row.query === query)?.count ?? 0;
}

test('a guest’s search survives a lost answer and a reload without network, and is counted once', async ({
  page,
  context,
  request,
}) => {
  const query = unique('guest');
  const deliveries: string[][] = [];
  let loseAnswers = true;
  await context.route('**/api/search/statistics', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { events?: OutboxEvent[] };
    deliveries.push((body.events ?? []).map((event) => event.id));
    if (!loseAnswers) return route.continue();
    // The server gets the batch, the browser never hears back (the connection drops).
    await route.fetch();
    return route.abort('connectionreset');
  });

  await page.goto('/en/search');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await searchbox(page).fill(query);
  await expect(resultCount(page)).toBeVisible();

  // Sent once the search settled; the answer was lost, so the device keeps the event.
  await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const kept = await outbox(page);
  expect(kept).toEqual([expect.objectContaining({ query, found: 0 })]);
  expect(await serverCount(request, query)).toBe(1);

  // The network goes; the page reloads from the service worker with the event still waiting.
  await context.setOffline(true);
  await page.reload();
  await expect(searchbox(page)).toBeVisible();
  expect((await outbox(page)).map((event) => event.id)).toEqual([kept[0]!.id]);

  // Back online, the device sends the same event again, and the server counts it once.
  loseAnswers = false;
  const sentBefore = deliveries.length;
  await context.setOffline(false);
  await expect.poll(() => outbox(page), { timeout: 15_000 }).toEqual([]);
  expect(deliveries.length).toBeGreaterThan(sentBefore);
  expect(new Set(deliveries.flat())).toEqual(new Set([kept[0]!.id]));
  expect(await serverCount(request, query)).toBe(1);
});

test('premium: a search made offline is kept on the device and reaches the server once back online', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });

  await context.setOffline(true);
  const query = unique('offline');
  await searchbox(page).fill(query);
  await expect(resultCount(page)).toHaveText(/No products/);
  await expect
    .poll(() => outbox(page), { timeout: 10_000 })
    .toEqual([expect.objectContaining({ query, found: 0 })]);
  expect(await serverCount(request, query)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => serverCount(request, query), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => outbox(page)).toEqual([]);
});

test('premium: popular searches show with the tips, fill the search, and still show offline after a reload', async ({
  page,
  context,
  request,
}) => {
  // Searches other devices made: often enough, and each found something.
  const popular = unique('popular');
  const at = new Date().toISOString();
  // Three visitors (addresses; the test server trusts X-Forwarded-For from loopback): one alone
  // cannot publish a popular search.
  for (const visitor of [1, 2, 3]) {
    const seeded = await request.post('/api/search/statistics', {
      headers: { 'x-forwarded-for': `10.90.0.${visitor}` },
      data: {
        events: Array.from({ length: 20 }, (_, index) => ({
          id: `${randomBytes(8).toString('hex')}-${index}`,
          query: popular,
          found: 5,
          at,
        })),
      },
    });
    expect(seeded.status()).toBe(200);
  }

  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  const list = page.getByRole('navigation', { name: 'Popular searches' });
  await expect(list.getByRole('link', { name: popular })).toBeVisible();
  // The shell must be in the service worker's cache before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready);

  await context.setOffline(true);
  await page.reload();
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await expect(list.getByRole('link', { name: popular })).toBeVisible();

  await list.getByRole('link', { name: popular }).click();
  await expect(searchbox(page)).toHaveValue(popular);
  await expect(resultCount(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(popular);
});

/**
 * The chart of queries that found nothing: named, described, the gap's count on its top bar, the
 * value axis labelled, and the table alternative behind its toggle with the same figures.
 */
async function expectGapChart(page: Page, title: string, toggle: string, valueName: string, gap: string) {
  const chart = page.getByRole('figure', { name: title });
  await expect(chart).toHaveAccessibleDescription(/.+/);
  await expect(chart.locator('svg .recharts-label-list text').first()).toHaveText('90');
  await expect(chart.locator('svg').getByText(valueName, { exact: true })).toBeVisible();
  await expect(chart.getByRole('table')).toHaveCount(0);
  await chart.getByRole('button', { name: toggle }).click();
  await expect(chart.getByRole('button', { name: toggle })).toHaveCount(0);
  const first = chart.getByRole('table').getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toHaveText(gap);
  await expect(first.getByRole('cell')).toHaveText('90');
  expect(await seriousViolations(page)).toEqual([]);
}

test('workspace: the statistics pages show the figures of a seeded scenario, in both languages', async ({
  page,
  request,
}) => {
  const found = unique('seeded found');
  const gap = unique('seeded gap');
  const volume = String(100_000 + Math.floor(Math.random() * 900_000));
  const at = new Date().toISOString();
  const event = (query: string, hits: number, index: number, filters?: unknown[]) => ({
    id: `${randomBytes(8).toString('hex')}-${index}`,
    query,
    found: hits,
    at,
    ...(filters ? { filters } : {}),
  });
  const seeded = await request.post('/api/search/statistics', {
    data: {
      events: [
        ...Array.from({ length: 7 }, (_, index) =>
          event(found, 4, index, [{ facet: 'max_sample_volume', value: volume }]),
        ),
        ...Array.from({ length: 90 }, (_, index) => event(gap, 0, 100 + index)),
      ],
    },
  });
  expect(seeded.status()).toBe(200);

  await signIn(page, 'superadmin');
  await page.goto('/en/ds/products/query-statistic');
  await expect(page.getByRole('heading', { level: 1, name: 'Search queries' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search queries' }).fill(found);
  const row = page.getByRole('row').filter({ hasText: found });
  await expect(row.getByRole('cell')).toHaveText([found, '7', '4', '0', /\d/]);
  // The chart (an SVG drawn by the chart library) names the most searched gap with its count, and
  // its table alternative holds the same figures.
  await expectGapChart(
    page,
    'Searched most often without a result',
    'Show as table',
    'Found nothing (times)',
    gap,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain(`${found},7,4,0,`);

  await page.goto('/en/ds/products/filter-statistic');
  await page.getByRole('button', { name: /^All filters/ }).click();
  await page.getByRole('option', { name: 'Sample volume up to (µl)' }).click();
  await expect(page.getByRole('row').filter({ hasText: volume }).getByRole('cell')).toHaveText([
    'Sample volume up to (µl)',
    volume,
    '7',
    /\d/,
  ]);

  const filters = page.getByRole('figure', { name: 'Most used filter values' });
  await filters.getByRole('button', { name: 'Show as table' }).click();
  const usage = filters.getByRole('row').filter({ hasText: volume });
  await expect(usage.getByRole('rowheader')).toHaveText(`Sample volume up to (µl): ${volume}`);
  await expect(usage.getByRole('cell')).toHaveText('7');
  await expect(filters.locator('svg .recharts-label-list text').first()).toHaveText('7');

  await page.goto('/ds/search-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Suchbericht' })).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('cell')).toHaveText([gap, '90', '90', /\d/]);
  // The same chart in German: title, description, axis label and table.
  await expectGapChart(
    page,
    'Am häufigsten ohne Ergebnis gesucht',
    'Als Tabelle zeigen',
    'Nichts gefunden (Mal)',
    gap,
  );
});

test('workspace: a user without products-read is refused the figures', async ({ page }) => {
  await signIn(page, 'premium');
  // The route's guard asks what the server asks (products-read): sent back to the workspace start.
  await page.goto('/en/ds/search-report');
  await expect(page).toHaveURL(/\/en\/ds$/);
  await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
