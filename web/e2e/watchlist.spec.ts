// Watching a product, end to end in Chromium against an app server that mails to a real SMTP
// inbox and sweeps for digests every second: a premium user watches a product from the search
// results, staff change its price and add a publication and a safety notice, the alerts show on the alerts page in
// German and English, also offline after a reload, marking them read reaches the server, and the
// daily digest arrives with an unsubscribe link that turns it off without signing in.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS_URL,
  startAppServer,
  startInbox,
  type AppServer,
  type Inbox,
} from './support/accounts-mail.ts';
import { apiToken, editProduct, signIn } from './support/accounts.ts';
import { syncStatus } from './support/search-page.ts';

test.use({ baseURL: ACCOUNTS_URL });

let inbox: Inbox;
let app: AppServer;

test.beforeAll(async () => {
  inbox = await startInbox();
  app = await startAppServer(inbox.smtpUrl, { ALERT_DIGEST_SWEEP_SECONDS: '1' });
});
test.afterAll(async () => {
  await app?.stop();
  await inbox?.close();
});

test('a watched product’s change is an alert in the app, also offline, and in the digest mail', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'premium');
  const token = await apiToken(request, 'premium');
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as { email: string };
  const chosen = await request.patch('/api/account/profile', { headers, data: { alert_digest: 'daily' } });
  expect(chosen.status()).toBe(200);

  await page.goto('/en/search?q=CRP');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  const first = page.locator('.result').first();
  const name = (await first.locator('.result__name').textContent())!;
  await first.getByRole('button', { name: `Watch ${name} for changes` }).click();
  await expect(first.getByRole('button', { name: `Stop watching ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => {
      const stored = await request.get('/db/watchlist/_all_docs', { headers });
      return ((await stored.json()) as { rows: unknown[] }).rows.length;
    })
    .toBe(1);

  // Staff change the price and add a publication and a safety notice.
  const productId = await editProduct(request, name, (product) => ({
    price: { ...(product.price as object), default: 1050 },
  }));
  const staff = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const staffId = ((await (await request.get('/api/auth/me', { headers: staff })).json()) as { id: string })
    .id;
  const at = new Date().toISOString();
  const link = await request.post('/db/publications_master/_bulk_docs', {
    headers: staff,
    data: {
      docs: [
        {
          _id: `link-e2e-watch-${Date.now()}`,
          product_id: productId,
          url: 'https://example.org/e2e-study',
          title: 'E2E-Studie',
          type: 'additional',
          category: 'red_laboratory_evaluation',
          abstract: { de: 'Kurz', en: 'Short' },
          signal: 'g',
          visible: true,
          published_at: '2026-01-01',
          created_at: at,
          updated_at: at,
          updated_by: staffId,
        },
        {
          _id: `link-e2e-notice-${Date.now()}`,
          product_id: productId,
          url: 'https://example.org/e2e-notice',
          title: 'E2E-Rückruf',
          type: 'safety_notice',
          category: 'manual_product_documentation',
          abstract: { de: 'Charge nicht verwenden', en: 'Do not use the lot' },
          signal: 'r',
          authority: 'bfarm',
          reference: 'FSCA-E2E-1',
          visible: true,
          published_at: '2026-11-30',
          created_at: at,
          updated_at: at,
          updated_by: staffId,
        },
      ],
    },
  });
  expect(((await link.json()) as Array<{ ok?: boolean }>).map((row) => row.ok)).toEqual([true, true]);

  await page.goto('/en/ds/alerts');
  const alerts = page.getByRole('list', { name: 'Alerts' });
  await expect(alerts.getByText(/^Price: .* → €1,050\.00$/)).toBeVisible({ timeout: 20_000 });
  await expect(alerts.getByText('New publication: E2E-Studie (signal: Green)')).toBeVisible();
  await expect(alerts.getByText('Safety notice: E2E-Rückruf (BfArM (Germany), FSCA-E2E-1)')).toBeVisible();
  await expect(page.getByRole('link', { name: /Alerts \(3 unread alerts\)/ })).toBeVisible();
  // The digest (swept every second here, so it may hold only the first alerts) names the product.
  const mail = await inbox.waitFor(me.email, /products you watch|beobachteten Produkten/);
  expect(mail.text).toContain(name);
  // The site header counts them too.
  await page.goto('/en/compare');
  await expect(page.getByRole('link', { name: 'Workspace (3 unread alerts)' })).toBeVisible();

  // German, and offline after a reload.
  await page.goto('/ds/alerts');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  const offline = page.getByRole('list', { name: 'Benachrichtigungen' });
  await expect(offline.getByText(/^Preis: .* → 1\.050,00\s€$/)).toBeVisible();
  await expect(offline.getByText('Neue Publikation: E2E-Studie (Signal: Grün)')).toBeVisible();
  await expect(
    offline.getByText('Sicherheitshinweis: E2E-Rückruf (BfArM (Deutschland), FSCA-E2E-1)'),
  ).toBeVisible();
  await context.setOffline(false);

  // Marked read on the device, the read marks reach the server (the one change a push may make).
  await page.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
  await expect(page.getByRole('link', { name: /ungelesene/ })).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const stored = await request.get('/db/alerts/_all_docs?include_docs=true', { headers });
        const rows = ((await stored.json()) as { rows: Array<{ doc: { read: boolean } }> }).rows;
        return rows.map((row) => row.doc.read);
      },
      { timeout: 20_000 },
    )
    .toEqual([true, true, true]);

  // The digest's unsubscribe link, opened without signing in.
  const unsubscribe = /https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=\S+/.exec(mail.text)![0];
  const guest = await context.browser()!.newPage();
  await guest.goto(unsubscribe);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(/Unsubscribed|Abgemeldet/);
  await guest.close();
  const after = (await (await request.get('/api/auth/me', { headers })).json()) as { alert_digest?: string };
  expect(after.alert_digest).toBe('off');
});
