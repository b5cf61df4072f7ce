// The quotations list of the workspace (/ds/quotations): a quote request a
// premium reader sent shows with its fields, can be read in full and deleted after confirming
// (and is then gone on the server); the page speaks German too; a staff user whose role lacks
// quotations-read is sent away from it and has no link to it; one without quotations-delete reads
// requests but is offered no delete.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { untilSynced } from './support/search-page.ts';

type Product = {
  _id: string;
  name: string;
  visible?: boolean;
  sub_products?: Array<{ id: string; name: string }>;
};

/** A visible product with tests, read as staff from the master database. */
async function productWithTests(request: APIRequestContext): Promise<Product> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const changes = (await (
    await request.get('/db/catalogue_master/_changes?include_docs=true&limit=100000', { headers })
  ).json()) as { results: Array<{ doc: Product }> };
  const product = changes.results
    .map((row) => row.doc)
    .find((doc) => doc.visible !== false && (doc.sub_products?.length ?? 0) > 0);
  expect(product, 'a visible product with tests').toBeTruthy();
  return product!;
}

/** Gives the commercial demo user a new role with exactly these permissions. */
async function moveCommercialTo(request: APIRequestContext, permissions: string[]): Promise<void> {
  const admin = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const role = await request.post('/api/roles', {
    headers: admin,
    data: {
      name: `Quotations test ${randomBytes(3).toString('hex')}`,
      description: 'A role for the quotations tests',
      permissions: [...permissions, 'profile-read', 'profile-update'],
      hierarchy: 50,
    },
  });
  expect(role.status()).toBe(201);
  const moved = await request.patch('/api/users/user-commercial', {
    headers: admin,
    data: { role_id: ((await role.json()) as { id: string }).id },
  });
  expect(moved.ok()).toBe(true);
}

/** A quote request as the premium reader sends it from a product page (the same API call). */
async function sendQuote(request: APIRequestContext, subject: string) {
  const product = await productWithTests(request);
  const test = product.sub_products![0]!;
  const sent = await request.post('/api/quotations', {
    headers: { authorization: `Bearer ${await apiToken(request, 'premium')}` },
    data: {
      id: `e2e-${randomBytes(8).toString('hex')}`,
      product_id: product._id,
      sub_product_id: test.id,
      name: 'Erika Muster',
      company: 'Klinik Nord',
      email: 'erika@example.test',
      phone: '+49 30 123456',
      subject,
      message: 'Please send an offer for our wards.',
      devices_count: 3,
      planned_purchase_date: '2027-03-01',
      tests_per_year: 1200,
      additional_info: 'Delivery to Berlin',
    },
  });
  expect(sent.status()).toBe(201);
  return { product, test };
}

async function listedSubjects(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const response = await request.get('/api/quotations', { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { quotations: Array<{ subject: string }> }).quotations.map(
    (q) => q.subject,
  );
}

test('a quote request shows in the workspace with its fields, is read, and deleted in the browser and on the server', async ({
  page,
  request,
}) => {
  const subject = `Quote ${randomBytes(6).toString('hex')}`;
  const { product, test } = await sendQuote(request, subject);

  await signIn(page, 'staff');
  // The staff device's first sync held the click on "Read" back past 5 s in a CI run.
  await untilSynced(page);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Quotations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search quotations' }).fill(subject);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    /\d{4}/,
    `${product.name}${test.name}`,
    'Erika MusterKlinik Norderika@example.test',
    subject,
    '3',
    '1,200',
    /Read/,
  ]);

  await row.getByRole('button', { name: `Read “${subject}”` }).click();
  const details = page.getByRole('dialog', { name: `Quote request: ${subject}` });
  const field = (label: string) =>
    details
      .locator('dl > div')
      .filter({ has: page.locator(`dt:text-is("${label}")`) })
      .locator('dd');
  for (const [label, value] of [
    ['Product', product.name],
    ['Test (sub-product)', test.name],
    ['Company', 'Klinik Nord'],
    ['Email', 'erika@example.test'],
    ['Phone', '+49 30 123456'],
    ['Message', 'Please send an offer for our wards.'],
    ['Number of devices', '3'],
    ['Planned purchase date', '1 March 2027'],
    ['Tests per year', '1,200'],
    ['Additional information', 'Delivery to Berlin'],
  ] as const)
    await expect(field(label), label).toHaveText(value);
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  await row.getByRole('button', { name: `Delete “${subject}”` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${subject}”` });
  await expect(confirm).toContainText('Erika Muster');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toContainText(subject);
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  expect(await listedSubjects(request)).not.toContain(subject);
});

test('German: the list, its search and its empty result speak German', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/ds/quotations');
  await expect(page.getByRole('heading', { level: 1, name: 'Angebotsanfragen' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Angebotsanfragen durchsuchen' }).fill(`nichts ${Date.now()}`);
  await expect(page.getByText('Keine Angebotsanfrage passt zu dieser Suche.')).toBeVisible();
});

test('a staff user without quotations-read is sent away from the quotations page and has no link to it', async ({
  page,
  request,
}) => {
  await moveCommercialTo(request, ['products-read', 'products-update']);

  await signIn(page, 'commercial');
  await expect(
    page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Products' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quotations' })).toHaveCount(0);
  await page.goto('/en/ds/quotations');
  await expect(page).toHaveURL(/\/en\/ds$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toHaveCount(0);
  const refused = await request.get('/api/quotations', {
    headers: { authorization: `Bearer ${await apiToken(request, 'commercial')}` },
  });
  expect(refused.status()).toBe(403);
});

test('a staff user with quotations-read but not quotations-delete reads requests and has no delete action', async ({
  page,
  request,
}) => {
  const subject = `Quote ${randomBytes(6).toString('hex')}`;
  await sendQuote(request, subject);
  await moveCommercialTo(request, ['products-read', 'quotations-read']);

  await signIn(page, 'commercial');
  await page.goto('/en/ds/quotations');
  await page.getByRole('searchbox', { name: 'Search quotations' }).fill(subject);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('button', { name: `Read “${subject}”` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete “${subject}”` })).toHaveCount(0);
  expect(await listedSubjects(request)).toContain(subject);
});
