// Buying premium by card in Chromium, with Stripe played by the loopback stand-in that
// playwright.config.ts starts beside the app (sync-server/test/support/stripe-standin.ts; its
// hosted page has one "Pay" button and returns to the success_url). Three journeys: a free user
// buys the monthly plan in German from the pricing page (through sign-in), the catalogue syncs
// without signing in again, and when that premium ends the device drops it at the next sync;
// the 24-hour pass in English needs the consent box; a plan without link_access shows the
// product page's documents and publications locked, and the device holds none of them. Staff
// with plans-read see every order at /ds/orders and filter it by status; the buyer is sent away.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, localDatabases, signIn, signInWith } from './support/accounts.ts';
import { openProduct, productName } from './support/product-page.ts';

const PASSWORD = 'buyer-password';

async function freeUser(
  request: APIRequestContext,
  language: 'de' | 'en',
): Promise<{ id: string; email: string }> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `buyer${stamp}@clinic.example`;
  const created = await request.post('/api/users', {
    headers,
    data: {
      user_type: 'hcp',
      username: `buyer${stamp}`,
      email,
      email_confirm: email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: 'Bea',
      last_name: 'Buyer',
      role_id: 'role-user',
      language,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, email };
}

function planCard(page: Page, planId: string) {
  return page.locator(`[data-testid="plan"][data-plan-id="${planId}"]`);
}

async function payOnStandin(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole('button', { name: 'Pay' }).click();
}

const syncStatus = (page: Page) => page.locator('[data-sync-phase]').first();
const hasCollection = (names: string[], collection: string) =>
  names.some((name) => name.endsWith(`--${collection}`));

test('a free user buys the monthly plan in German; the catalogue syncs at once, and leaves when premium ends', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const buyer = await freeUser(request, 'de');
  // As a guest: the plan asks to sign in and brings the buyer back to it.
  await page.goto('/pricing');
  await planCard(page, 'plan-premium-monthly').getByRole('link', { name: 'Zum Kaufen anmelden' }).click();
  await page.getByLabel('E-Mail').fill(buyer.email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/pricing\?plan=plan-premium-monthly$/);
  await expect(planCard(page, 'plan-premium-monthly')).toHaveAttribute('aria-current', 'true');
  expect(hasCollection(await localDatabases(page), 'catalogue')).toBe(false);

  await planCard(page, 'plan-premium-monthly').getByRole('button', { name: 'Jetzt kaufen' }).click();
  await payOnStandin(page);

  await expect(page).toHaveURL(/\/ds\/subscription\/fulfill\?session_id=cs_test_/);
  const success = page.getByTestId('fulfil-success');
  await expect(success).toContainText('Vielen Dank! Ihre Zahlung ist eingegangen.');
  await expect(success).toContainText('Premium monatlich');
  await expect(page.getByTestId('premium-until')).toHaveText(/^\d{1,2}\. \S+ \d{4}$/);
  await expect(success.getByRole('link', { name: 'Rechnung und Beleg' })).toHaveAttribute(
    'href',
    /^https:\/\/invoice\.stripe\.test\/i\/in_test_/,
  );
  // Premium without signing in again: the catalogue replicates onto the device.
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  await expect.poll(async () => hasCollection(await localDatabases(page), 'catalogue')).toBe(true);

  // The order on the profile page.
  await page.goto('/ds/profile');
  await expect(page.getByTestId('order')).toHaveCount(1);
  await expect(page.getByTestId('order')).toContainText('Premium monatlich');
  await expect(page.getByTestId('order')).toContainText('59,90');
  await expect(page.getByTestId('order')).toContainText('bezahlt');

  // Premium that ends (shortened by staff to a few seconds): gone from the device at the next sync.
  const admin = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const user = (await (await request.get(`/api/users/${buyer.id}`, { headers: admin })).json()) as {
    updated_at: string;
  };
  const shortened = await request.patch(`/api/users/${buyer.id}`, {
    headers: admin,
    data: { premium_until: new Date(Date.now() + 4000).toISOString(), updated_at: user.updated_at },
  });
  expect(shortened.status(), await shortened.text()).toBe(200);
  // No reload, no new sign-in: the open page's next sync finds premium over.
  await expect
    .poll(async () => hasCollection(await localDatabases(page), 'catalogue'), { timeout: 60_000 })
    .toBe(false);
});

test('the 24-hour pass in English cannot be bought without the consent box', async ({ page, request }) => {
  test.setTimeout(90_000);
  const buyer = await freeUser(request, 'en');
  await signInWith(page, buyer.email, PASSWORD);
  await page.goto('/en/pricing');
  const card = planCard(page, 'plan-day-pass');
  await card.getByRole('button', { name: 'Buy now' }).click();
  await expect(card).toContainText(
    'Please agree that your access starts at once and your right of withdrawal ends.',
  );
  await expect(page).toHaveURL(/\/en\/pricing$/);

  await card.getByText('I expressly agree that my access starts immediately').click();
  await card.getByRole('button', { name: 'Buy now' }).click();
  await payOnStandin(page);
  await expect(page.getByTestId('fulfil-success')).toContainText('Thank you! Your payment was received.');
  await expect(page.getByTestId('fulfil-success')).toContainText('24-hour access');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
});

test('a plan without link access: the product page shows documents and publications locked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const plan = await request.post('/api/admin/plans', {
    headers: admin,
    data: {
      name: { de: 'Basis ohne Publikationen', en: 'Basic without publications' },
      description: { de: 'Katalog ohne Publikationen.', en: 'The catalogue without publications.' },
      price: 10,
      currency: 'EUR',
      duration: { unit: 'months', count: 1 },
      stripe_price_id: 'price_e2e_basic',
      chat_access: false,
      link_access: false,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const planId = ((await plan.json()) as { id: string }).id;
  // Removed again at the end: the other specs read the demo plans (the home page's prices).
  try {
    const buyer = await freeUser(request, 'en');
    await signInWith(page, buyer.email, PASSWORD);
    await page.goto(`/en/pricing?plan=${planId}`);
    await planCard(page, planId).getByRole('button', { name: 'Buy now' }).click();
    await payOnStandin(page);
    await expect(page.getByTestId('fulfil-success')).toContainText('Basic without publications');
    await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });

    await openProduct(page, 'prod-00001');
    await expect(productName(page)).toBeVisible();
    await expect(page.getByTestId('links-locked')).toContainText(
      'Your plan does not include documents, links and publications.',
    );
    const names = await localDatabases(page);
    expect(hasCollection(names, 'catalogue')).toBe(true);
    expect(hasCollection(names, 'publications')).toBe(false);
  } finally {
    expect((await request.delete(`/api/admin/plans/${planId}`, { headers: admin })).status()).toBe(204);
  }
});

test('staff see the order at /ds/orders in German and English and filter it by status; the buyer is sent away', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A purchase through the API and the stand-in (the browser's way is the journeys above).
  const buyer = await freeUser(request, 'en');
  const login = await request.post('/api/auth/login', { data: { email: buyer.email, password: PASSWORD } });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const checkout = await request.post('/api/payments/checkout', {
    headers,
    data: { plan_id: 'plan-premium-monthly' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  expect((await request.post(url, { maxRedirects: 0 })).status()).toBe(303);
  const sessionId = /cs_test_\w+/.exec(url)![0];
  const fulfilled = await request.post('/api/payments/fulfil', { headers, data: { session_id: sessionId } });
  expect(fulfilled.status(), await fulfilled.text()).toBe(200);

  await signInWith(page, buyer.email, PASSWORD);
  // Without plans-read: the guard sends the buyer to the dashboard.
  await page.goto('/en/ds/orders');
  await expect(page).toHaveURL(/\/en\/ds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Log out' }).first().click();

  // Staff (plans-read): the sidebar link, the order in German.
  await signIn(page, 'staff');
  await page.goto('/ds');
  await page
    .getByRole('navigation', { name: 'Arbeitsbereich' })
    .getByRole('link', { name: 'Bestellungen' })
    .click();
  await expect(page).toHaveURL(/\/ds\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).fill(buyer.email);
  const order = page.locator('tr[data-order]');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Premium monatlich');
  await expect(order).toContainText(/59,90\s€/);
  await expect(order).toContainText('Bezahlt');
  await expect(order.getByRole('link', { name: 'Rechnung' })).toHaveAttribute(
    'href',
    /^https:\/\/invoice\.stripe\.test\/i\/in_test_/,
  );

  // English, filtered by status (the server is asked).
  await page.goto('/en/ds/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email);
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Premium monthly');
  await expect(order).toContainText('€59.90');
  await expect(order).toContainText('Paid');
  const status = page.getByRole('button', { name: /Status$/ });
  await status.click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(page.getByRole('table', { name: 'Orders: Paid' })).toBeVisible();
  await expect(order).toHaveCount(1);
  await status.click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByTestId('orders-empty')).toHaveText('No order matches this filter.');
  await expect(order).toHaveCount(0);
});
