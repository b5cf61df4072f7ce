// A newcomer's rough edges, each in German and English against the real
// server and the built app: the report on a fresh device waits for its data; a signed-in user's
// way to premium; the menu shows only what the user may open; filters without a query; studies
// only in the publications, videos in the page; missing records, unknown paths under the
// service worker, the favicon and the per-language sitemaps. The preview total equal to
// premium's over many queries is sync-server/test/search-preview.test.ts, the menu for every
// demo account web/src/app/layouts/ds/ds-navigation.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD, signIn } from './support/accounts.ts';
import { comparisonTable, report } from './support/compare-page.ts';
import { DEMO_SUB_TOPIC } from './support/forum-page.ts';
import { openProduct, publications } from './support/product-page.ts';
import { openSynced, resultCount, syncStatus } from './support/search-page.ts';

/** Holds every replication request until `release()`: a device whose first sync is slow. */
async function holdReplication(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/db/**', async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('item 3: on a fresh device the report waits for its data, and no PDF is made before', async ({
  page,
  request,
}) => {
  // The stored selection: two products, on a device that holds nothing of the catalogue yet.
  const token = await apiToken(request, 'premium');
  const me = (await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    id: string;
  };
  await page.addInitScript(
    ([key]) => window.localStorage.setItem(key!, JSON.stringify(['prod-00001', 'prod-00004'])),
    [`poct-atlas.compare.${me.id}`],
  );
  const release = await holdReplication(page);
  await signIn(page, 'premium');

  // German: loading, not "0 Produkte" or "nicht mehr im Katalog"; PDF and print disabled, with why.
  await page.goto('/compare');
  await expect(
    page.getByRole('status').filter({ hasText: 'Der Katalog wird noch auf dieses Gerät geladen' }),
  ).toBeVisible();
  const pdf = page.getByRole('button', { name: 'PDF herunterladen' });
  await expect(pdf).toBeDisabled();
  await expect(pdf).toHaveAccessibleDescription(
    'Das PDF kann erstellt werden, sobald alle Daten auf diesem Gerät angekommen sind.',
  );
  const xlsx = page.getByRole('button', { name: 'XLSX herunterladen' });
  await expect(xlsx).toBeDisabled();
  await expect(xlsx).toHaveAccessibleDescription(
    'Die Tabellen können erstellt werden, sobald alle Daten auf diesem Gerät angekommen sind.',
  );
  await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeDisabled();
  await expect(page.getByText(/nicht mehr im Katalog/)).toHaveCount(0);
  await expect(report(page)).toHaveCount(0);

  // The sync arrives: the report completes itself, live, without a reload.
  release();
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  await expect(comparisonTable(page).locator('tbody tr')).toHaveCount(2);
  await expect(pdf).toBeEnabled();
  await expect(xlsx).toBeEnabled();
  await expect(page.getByText(/nicht mehr im Katalog/)).toHaveCount(0);

  // English, on the now complete device.
  await page.goto('/en/compare');
  await expect(comparisonTable(page).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  await expect(
    page.getByText('The catalogue is still arriving on this device.', { exact: false }),
  ).toHaveCount(0);
});

test('item 4: a guest sees the total premium finds for the same query, in English and German', async ({
  page,
}) => {
  // Parameters, a synonym-free code, a German word with an umlaut folded, and a manufacturer.
  const queries = ['CRP', 'Troponin', 'Glukose', 'Elbmarsch'];
  const total = async () => {
    const status = page.getByRole('status').filter({ hasText: /(products?|Produkte?)$/ });
    await expect(status).toBeVisible({ timeout: 30_000 });
    return Number(/(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? 'NaN');
  };
  // Each query opened by its address, so no count of an earlier query is still on screen.
  const totals = async (prefix: string) => {
    const found: number[] = [];
    for (const query of queries) {
      await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}`);
      found.push(await total());
    }
    return found;
  };
  const guest = await totals('/en');
  expect(guest.every((n) => n > 0)).toBe(true);
  await signIn(page, 'premium');
  await openSynced(page, '/search');
  expect(await totals('')).toEqual(guest);
});

test('item 5: a signed-in user is led to the plans and the verification request, a commercial user to staff', async ({
  page,
}) => {
  await signIn(page, 'free');
  await page.goto('/en/search?q=CRP');
  const get = page.getByRole('link', { name: 'Get premium access' });
  await expect(get).toHaveAttribute('href', '/en/pricing');
  await expect(
    page.getByRole('link', { name: 'Request verification as a healthcare professional' }),
  ).toHaveAttribute('href', '/en/ds/profile#verification-request');
  await get.click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

  // German, on a product page (the premium invitation), then the home page.
  await page.goto('/products/prod-00001');
  await expect(page.getByRole('link', { name: 'Premium-Zugang erhalten' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Kostenlos registrieren' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Premium-Zugang erhalten' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  // A commercial user is offered the staff contact path, not the professional verification.
  // Another user on this device: the stored session goes, the next page load starts signed out.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'commercial');
  await page.goto('/search?q=CRP');
  await expect(page.getByRole('link', { name: 'Kontaktieren Sie uns zum Premium-Zugang' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: /Verifizierung/ })).toHaveCount(0);
});

test('item 6: the workspace menu shows only what the user may open', async ({ page }) => {
  await signIn(page, 'free');
  const menu = page.getByRole('navigation', { name: 'Workspace' });
  await expect(menu.getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Search report' })).toHaveCount(0);
  // The guard says the same as the menu: the page sends the user back to the workspace start.
  await page.goto('/en/ds/search-report');
  await expect(page).toHaveURL(/\/en\/ds$/);

  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'staff');
  await page.goto('/ds');
  const staffMenu = page.getByRole('navigation', { name: 'Arbeitsbereich' });
  await staffMenu.getByRole('link', { name: 'Suchbericht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suchbericht' })).toBeVisible();
});

test('items 7 and 8: filters without a query; publications are studies, videos play in the page', async ({
  page,
}) => {
  await signIn(page, 'premium');
  await openSynced(page, '/en/search');
  // No query: the filter panel is there, and a filter alone lists products.
  const filters = page.getByRole('complementary', { name: 'Filter' });
  await expect(filters).toBeVisible();
  // The number beside a value is what choosing it gives; a person clicks the label.
  const label = filters.getByRole('group', { name: 'Parameter' }).locator('label.checkbox').first();
  const expected = Number(/\((\d+)\)\s*$/.exec((await label.textContent()) ?? '')?.[1]);
  expect(expected).toBeGreaterThan(0);
  await label.click();
  await expect(resultCount(page)).toHaveText(expected === 1 ? '1 product' : `${expected} products`);
  await page.goto('/search');
  await expect(page.getByRole('complementary', { name: 'Filter' })).toBeVisible();

  // prod-00001: 14 links, 7 studies (6 from 2019 on); photo, contact and manuals are documents.
  await openProduct(page, 'prod-00001');
  await expect(publications(page)).toHaveCount(6);
  await expect(
    publications(page).filter({ hasText: /Produktfoto|Kontakt und Vertrieb|Gebrauchsanweisung/ }),
  ).toHaveCount(0);
  const documents = page.getByRole('region', { name: 'Documents and videos' });
  await expect(documents.getByRole('heading', { name: 'Images' })).toBeVisible();
  const video = documents.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('preload', 'none');
  await openProduct(page, 'prod-00001', '');
  await expect(publications(page)).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Dokumente und Videos' }).locator('video')).toHaveCount(1);
});

test('item 9: missing records and unknown paths are the 404 page, also under the service worker', async ({
  page,
  request,
}) => {
  await signIn(page, 'superadmin');
  for (const path of ['/en/ds/users/edit-x', '/en/ds/roles/edit-x']) {
    await page.goto(path);
    // The 404 page in place of the editor: its only main heading, no retry.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  await page.goto('/ds/plans/edit-x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden: /ds/plans/edit-x');
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);

  // Installed: the service worker answers navigations to the app's pages from its cache …
  await page.goto('/en');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const known = await page.goto('/en/about');
  expect(known?.status()).toBe(200);
  expect(known?.fromServiceWorker()).toBe(true);
  // … yet an unknown path still answers 404 with the not-found page.
  for (const [path, text] of [
    ['/en/does-not-exist', 'Page Not Found: /en/does-not-exist'],
    ['/gibt-es-nicht', 'Seite nicht gefunden: /gibt-es-nicht'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  }

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  for (const [locale, home] of [
    ['de', '/about'],
    ['en', '/en/about'],
  ] as const) {
    const sitemap = await request.get(`/${locale}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`${home}</loc>`);
  }
});

test('the language chosen on the login page stays after signing in', async ({ page }) => {
  // German workspace address, signed out: the German login page remembers it …
  await page.goto('/ds/favorites');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fds%2Ffavorites$/);
  // … the reader switches to English there and signs in: the workspace opens in English.
  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: /English/ })
    .click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await page.getByLabel('Email').fill(DEMO.free);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/favorites$/);

  // The other way: an English address, German chosen on the login page.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/en/ds/favorites');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: /Deutsch/ })
    .click();
  await page.getByLabel('E-Mail', { exact: true }).fill(DEMO.free);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/ds\/favorites$/);
  expect(new URL(page.url()).pathname).toBe('/ds/favorites');
});

test('Markdown lists, quotes and code show as such (the one renderer of posts, forum and reviews)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff');
  const created = await request.post('/api/admin/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Markdown zeigt sich ${Date.now()}`,
      brief: 'Listen, Zitate und Code.',
      content:
        '- eins\n- zwei\n\n1. erstens\n2. zweitens\n\n> zitiert\n\nMit `inr` im Satz.\n\n```\nblock()\n```',
      tags: ['Markdown'],
      language: 'de',
      private: false,
      visible: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/posts/${id}`);
    const text = page.locator('.markdown').first();
    await expect(text.locator('ul > li').first()).toHaveText('eins');
    const style = (selector: string, property: string) =>
      text
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(await style('ul > li', 'list-style-type')).toBe('disc');
    expect(await style('ol > li', 'list-style-type')).toBe('decimal');
    expect(Number.parseFloat(await style('blockquote', 'border-left-width'))).toBeGreaterThan(0);
    expect(await style('p > code', 'font-family')).toMatch(/monospace/);
    expect(await style('pre', 'font-family')).toMatch(/monospace/);
  }
});

test('on a 390 px phone no page scrolls sideways; wide tables scroll in their own box, with a hint', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A thread with a long subject in the demo sub-topic, so its list has a row.
  const thread = `t-${crypto.randomUUID()}`;
  const written = await request.post('/api/forum/threads', {
    headers: { authorization: `Bearer ${await apiToken(request, 'verified')}` },
    data: {
      id: thread,
      topic_id: DEMO_SUB_TOPIC,
      subject: 'Erfahrungen mit der INR-Selbstmessung im Praxisalltag bei Gerinnungspatienten',
      body: 'Welche Geräte nutzen Sie?',
    },
  });
  expect(written.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'premium');
  await openSynced(page, '/ds');
  const families = [
    '/',
    '/search?q=CRP',
    '/products/prod-00001',
    '/pricing',
    '/posts',
    '/ds/profile',
    `/ds/forum/${DEMO_SUB_TOPIC}`,
    `/ds/forum/thread/${thread}`,
  ];
  const wide: string[] = [];
  for (const prefix of ['', '/en']) {
    for (const path of families) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Loaded: no page part is still showing its loading state.
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${prefix}${path}: ${width}`);
    }
  }
  expect(wide).toEqual([]);

  // The product's eight test columns: all there, reached by scrolling the table's own box.
  for (const [prefix, name, hint] of [
    ['', 'Tests von', 'Scrollen Sie die Tabelle seitwärts'],
    ['/en', 'Tests of', 'Scroll the table sideways'],
  ] as const) {
    await page.goto(`${prefix}/products/prod-00001`);
    const box = page.getByRole('region', { name: new RegExp(`^${name}`) });
    await expect(box.locator('thead th')).toHaveCount(8);
    await expect(page.getByText(hint)).toBeVisible();
    const last = box.locator('thead th').last();
    await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const [lastBox, frame] = await Promise.all([last.boundingBox(), box.boundingBox()]);
    expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
  }
});

test('the moderation queue names where an item belongs, uses the width and keeps words whole', async ({
  page,
  request,
}) => {
  const thread = `t-${crypto.randomUUID()}`;
  const subject = `Gerinnungsselbstmanagement ${thread.slice(2, 8)}`;
  const written = await request.post('/api/forum/threads', {
    headers: { authorization: `Bearer ${await apiToken(request, 'verified')}` },
    data: { id: thread, topic_id: DEMO_SUB_TOPIC, subject, body: 'Welche Geräte nutzen Sie?' },
  });
  expect(written.status()).toBe(201);
  const comment = `${thread}:c-${crypto.randomUUID()}`;
  const commented = await request.post('/api/forum/comments', {
    headers: { authorization: `Bearer ${await apiToken(request, 'verified')}` },
    data: { id: comment, thread_id: thread, body: 'Werbung für ein Gerät' },
  });
  expect(commented.status()).toBe(201);
  const reported = await request.post(`/api/moderation/forum-comment/${encodeURIComponent(comment)}/report`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'premium')}` },
    data: { category: 'advertising', reason: 'Werbung', good_faith: true },
  });
  expect(reported.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff');
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/ds/moderation`);
    const row = page.locator(`[data-moderation-item="${comment}"]`);
    // The queue is read from the server (every kind, every author): on a busy machine that takes a while.
    await expect(row).toBeVisible({ timeout: 15_000 });
    // The comment's thread by its subject, never its id.
    await expect(row.locator('td').first()).toContainText(subject);
    await expect(row.locator('td').first()).not.toContainText(thread);
    const layout = await page.evaluate((id) => {
      const table = document.querySelector<HTMLElement>('.moderation-table')!;
      const words: string[] = [];
      const cells = document.querySelectorAll(`[data-moderation-item="${id}"] td`);
      for (const cell of cells) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // A line may end after a hyphen ("Demo-|Klinikum"), never inside a word.
          for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (range.getClientRects().length > 1) words.push(match[0]);
          }
        }
      }
      return { table: table.offsetWidth, room: table.parentElement!.clientWidth, broken: words };
    }, comment);
    expect(layout.broken).toEqual([]);
    expect(layout.table).toBeGreaterThanOrEqual(layout.room * 0.95);
  }
});
