// Advertisement delivery in Chromium (web/src/features/ads/, sync-server/src/ads/): a signed-in user sees
// the labelled banner beside the product page and the search page and below a content page, in
// German and English; the banners' answers set no cookie and may not be cached, and showing one
// writes nothing to the device; a click goes through the server's redirect to the advertiser (a
// local address here) and the campaign's figures count exactly the banners served and the click.
// A guest sees no banner.
import { expect, test } from '@playwright/test';
import type { AdAnswer, AdStatistics } from '@poct/schemas';
import { adBanner, recordStorageWrites, takeStorageWrites } from './support/ad-slot.ts';
import { apiToken, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { openProduct } from './support/product-page.ts';
import { openSynced } from './support/search-page.ts';
import { pngImage } from './support/workspace-forms.ts';

const COMPANY = 'Nordlicht Diagnostik GmbH';
let asideCampaign: string;
let target: string;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  // Only these campaigns may fill the slots.
  const list = (await (await request.get('/api/admin/advertisements', { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  for (const item of list.items) await request.delete(`/api/admin/advertisements/${item.id}`, { headers });
  const upload = await request.post('/api/uploads?purpose=banner', { headers, data: await pngImage() });
  expect(upload.status()).toBe(201);
  const banner = ((await upload.json()) as { url: string }).url;
  // An ad target is an https address (the URL policy); the browser's visit there is answered below.
  target = 'https://advertiser.example/poct?from=banner';
  const campaign = (slot: 'aside' | 'footer') => ({
    name: `E2E ${slot} campaign`,
    company: COMPANY,
    banner_type: slot,
    budget: 100,
    expires_at: inDays(30),
    banner_url: banner,
    target_url: target,
    pricing_model: 'impression',
    price: 0.01,
  });
  const aside = await request.post('/api/admin/advertisements', { headers, data: campaign('aside') });
  expect(aside.status()).toBe(201);
  asideCampaign = ((await aside.json()) as { id: string }).id;
  const footer = await request.post('/api/admin/advertisements', { headers, data: campaign('footer') });
  expect(footer.status()).toBe(201);
});

test('a signed-in user sees the labelled banner, nothing is stored, and a click lands on the advertiser', async ({
  page,
  context,
  request,
}) => {
  // Each answer of /api/ads, read as it arrives (a body is gone once the page navigates away).
  const answers: Array<Promise<{ path: string; headers: Record<string, string>; served: boolean }>> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/ads/')) return;
    answers.push(
      (async () => ({
        path,
        headers: await response.allHeaders(),
        served: /^\/api\/ads\/(aside|footer)$/.test(path) && !!((await response.json()) as AdAnswer).ad,
      }))(),
    );
  });
  await recordStorageWrites(page);
  await signIn(page, 'free');

  await openProduct(page, 'prod-00001', '');
  await expect(adBanner(page, 'Anzeige').getByRole('img', { name: `Anzeige von ${COMPANY}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const cookies = await context.cookies();
  await takeStorageWrites(page);

  // To a content page within the app: a new page view, a footer banner, and no write at all.
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ads/footer');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Über uns' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await served;
  await expect(adBanner(page, 'Anzeige').getByRole('link')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await takeStorageWrites(page)).toEqual([]);
  expect(await context.cookies()).toEqual(cookies);

  await page.goto('/en/search');
  const banner = adBanner(page, 'Advertisement');
  await expect(banner.getByRole('img', { name: `Advertisement by ${COMPANY}` })).toBeVisible();
  const clickToken = (await banner.getByRole('link').getAttribute('href'))!.split('/').at(-1);
  await page.route('https://advertiser.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Advertiser</title>' }),
  );
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(target);

  const seen = await Promise.all(answers);
  expect(seen.map((answer) => answer.path)).toContain(`/api/ads/click/${clickToken}`);
  for (const answer of seen) {
    expect(answer.headers['set-cookie'], answer.path).toBeUndefined();
    expect(answer.headers['cache-control'], answer.path).toBe('no-store');
  }
  // The product page and the English search page; the footer banner is another campaign's.
  expect(seen.filter((answer) => answer.path === '/api/ads/aside' && answer.served)).toHaveLength(2);
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const figures = (await (
    await request.get(`/api/ads/statistics/${asideCampaign}`, { headers })
  ).json()) as AdStatistics;
  expect(figures.totals).toEqual({ impressions: 2, clicks: 1, spend: 0.02 });
});

test('a guest is shown no banner', async ({ page }) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ads/aside');
  await page.goto('/en/search');
  expect(((await (await answered).json()) as AdAnswer).ad).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(adBanner(page, 'Advertisement')).toHaveCount(0);
});

test("staff see a campaign's figures below its edit form", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  // One banner served now, so the campaign has a day with figures.
  const served = await request.get('/api/ads/aside', { headers });
  expect(((await served.json()) as AdAnswer).ad).not.toBeNull();
  const figures = (await (
    await request.get(`/api/ads/statistics/${asideCampaign}`, { headers })
  ).json()) as AdStatistics;
  const today = figures.days.at(-1)!;

  await signIn(page, 'staff');
  // A staff device's first sync (seven databases) runs on the page's thread and held the figures'
  // rendering back for seconds on a loaded machine; the figures are looked at once it is done.
  await openSynced(page, `/en/ds/advertisements/edit-${asideCampaign}`);
  const section = page.getByRole('region', { name: 'Campaign figures' });
  await expect(section.getByRole('figure', { name: 'Impressions per day' })).toBeVisible();
  const row = section.getByRole('table', { name: 'Figures per day' }).getByRole('row').last();
  await expect(row.getByRole('cell')).toHaveText([
    /\d{4}/,
    String(today.impressions),
    String(today.clicks),
    `€${today.spend.toFixed(2)}`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('offline, a premium device shows the last banner from its cache and nothing is counted', async ({
  page,
  context,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const impressions = async () =>
    ((await (await request.get(`/api/ads/statistics/${asideCampaign}`, { headers })).json()) as AdStatistics)
      .totals.impressions;
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Now the service worker controls the page and keeps the banner it passes on.
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(adBanner(page, 'Advertisement').getByRole('link')).toBeVisible();
  const counted = await impressions();

  await context.setOffline(true);
  await page.reload();
  await expect(adBanner(page, 'Advertisement').getByRole('img')).toBeVisible();
  await context.setOffline(false);
  expect(await impressions()).toBe(counted);
});
