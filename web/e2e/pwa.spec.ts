// The built app as Chromium sees it: installable, its shell and every route's code precached,
// and an entry chunk that leaves the heavy and the rarely used parts to lazy chunks.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const dist = path.resolve('web', process.env.WEB_DIST ?? 'dist');

/** The entry script and what index.html preloads with it: everything the first paint loads. */
function entryFiles(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ];
  return sources.map((match) => path.join(dist, match[1]!));
}

test('the entry chunk leaves pdfmake, exceljs, the database, dev-mode, the chart library and the workspace screens to lazy chunks', () => {
  const files = entryFiles();
  expect(files.length).toBeGreaterThan(1);
  const entry = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  // `recharts-wrapper`: the chart library's own class name (statistics pages only).
  for (const marker of [
    'pdfmake',
    'exceljs',
    'createRxDatabase',
    'RxDBDevModePlugin',
    'recharts-wrapper',
    'ds-topbar',
    'ds-sidebar',
  ]) {
    expect(entry, marker).not.toContain(marker);
  }
});

test('Chromium finds the app installable, with a manifest that starts at / in standalone mode', async ({
  page,
}) => {
  await page.goto('/en');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({ name: 'POCT Atlas', start_url: '/', display: 'standalone' });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito, which Chromium reports on its own; anything else is ours.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('the service worker precaches the shell and every lazy chunk, so each page opens offline', async ({
  page,
}) => {
  await page.goto('/en');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  const built = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  for (const file of built) expect(cached).toContain(`/assets/${file}`);
  expect(cached).toContain('/index.html');
});
