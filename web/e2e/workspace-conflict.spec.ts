// Offline edits by staff and what others see: two staff edit the same product while one is
// offline, and after reconnecting the conflict is shown field by field, the chosen result is
// stored and the other version stays in the audit trail; a product hidden in the workspace
// leaves a premium user's device and comes back; a user without products-update can neither
// open the edit route nor push an edit through the gateway.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, signIn, type DEMO } from './support/accounts.ts';
import { openSynced } from './support/search-page.ts';
import { answeredConsent, field, fill, submit } from './support/workspace-forms.ts';

const syncPhase = (page: Page) => page.locator('[data-sync-phase]').first();

async function signedIn(browser: Browser, baseURL: string, who: keyof typeof DEMO) {
  const context = await browser.newContext({ baseURL });
  await answeredConsent(context, baseURL);
  const page = await context.newPage();
  await signIn(page, who);
  await expect(syncPhase(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  return { context, page };
}

type StoredProduct = { _id: string; _rev: string; name: string; manufacturer: string; visible: boolean };

async function serverProduct(request: APIRequestContext, id: string): Promise<StoredProduct> {
  const token = await apiToken(request, 'staff');
  const response = await request.get(`/db/catalogue_master/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredProduct;
}

test('two staff edit one product, one offline: the conflict is shown, the choice is stored, no edit is lost', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const id = 'prod-00010';
  const original = await serverProduct(request, id);
  const a = await signedIn(browser, baseURL!, 'staff');
  const b = await signedIn(browser, baseURL!, 'superadmin');

  await openSynced(a.page, `/en/ds/products/edit-${id}`);
  await expect(field(a.page, '/name').locator('input')).toHaveValue(original.name);
  await a.context.setOffline(true);
  await expect(syncPhase(a.page)).toHaveAttribute('data-sync-phase', 'offline');
  await fill(a.page, '/name', 'text', 'Name chosen offline');
  await submit(a.page);
  await expect(a.page).toHaveURL(/\/en\/ds\/products$/);

  await b.page.goto(`/en/ds/products/edit-${id}`);
  await fill(b.page, '/name', 'text', 'Name chosen online');
  await fill(b.page, '/manufacturer', 'text', 'Maker chosen online');
  await submit(b.page);
  await expect
    .poll(async () => (await serverProduct(request, id)).name, { timeout: 30_000 })
    .toBe('Name chosen online');

  await a.context.setOffline(false);
  await a.page.goto(`/en/ds/products/edit-${id}`);
  const resolver = a.page.getByTestId('conflict-resolver');
  await expect(resolver).toBeVisible({ timeout: 30_000 });
  const nameRow = resolver.getByRole('row', { name: /^Name/ });
  await expect(nameRow).toContainText('Name chosen offline');
  await expect(nameRow).toContainText('Name chosen online');
  const makerRow = resolver.getByRole('row', { name: /^Manufacturer/ });
  await expect(makerRow).toContainText(original.manufacturer);
  await expect(makerRow).toContainText('Maker chosen online');
  // Field by field: the offline name, the other editor's manufacturer.
  await resolver.getByRole('radiogroup', { name: 'Keep for Manufacturer' }).getByText('Server').click();
  await resolver.getByRole('button', { name: 'Save the chosen version' }).click();
  await expect(resolver).toHaveCount(0);

  await expect
    .poll(
      async () => {
        const stored = await serverProduct(request, id);
        return [stored.name, stored.manufacturer];
      },
      // The resolution reaches the server with the next push; on a loaded machine that took longer than 30 s once.
      { timeout: 60_000 },
    )
    .toEqual(['Name chosen offline', 'Maker chosen online']);

  // The version that lost the name is in the audit trail, as the one the resolution replaced.
  const token = await apiToken(request, 'superadmin');
  const history = (await (
    await request.get(`/api/audit/documents?doc_id=${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { entries: Array<{ previous: StoredProduct | null; document: StoredProduct }> };
  const last = history.entries.at(-1)!;
  expect(last.document.name).toBe('Name chosen offline');
  expect(last.previous?.name).toBe('Name chosen online');
  expect(history.entries.some((entry) => entry.previous?.name === original.name)).toBe(true);

  await a.context.close();
  await b.context.close();
});

test('a product hidden in the workspace leaves a premium device and comes back when made visible', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const id = 'prod-00020';
  const { name } = await serverProduct(request, id);
  const staff = await signedIn(browser, baseURL!, 'staff');
  const premium = await signedIn(browser, baseURL!, 'premium');
  // The search page's hits (the page marks them .result).
  const hits = premium.page.locator('.result').filter({ hasText: name });
  const search = () => premium.page.goto(`/en/search?q=${encodeURIComponent(name)}`);
  await search();
  await expect(hits.first()).toBeVisible({ timeout: 30_000 });

  const toggle = async (visible: boolean) => {
    await staff.page.goto(`/en/ds/products/edit-${id}`);
    await fill(staff.page, '/visible', 'boolean', '');
    await submit(staff.page);
    await expect
      .poll(async () => (await serverProduct(request, id)).visible, { timeout: 30_000 })
      .toBe(visible);
  };

  await toggle(false);
  await expect(async () => {
    await search();
    await expect(premium.page.getByRole('searchbox')).toBeVisible();
    await expect(hits).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });

  await toggle(true);
  await expect(async () => {
    await search();
    await expect(hits.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });

  await staff.context.close();
  await premium.context.close();
});

test('a user without products-update cannot open the edit route and the gateway refuses the push', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await answeredConsent(context, baseURL!);
  const admin = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const role = await request.post('/api/roles', {
    headers: admin,
    data: {
      name: 'Catalogue reader',
      description: 'Reads the catalogue, changes nothing',
      permissions: ['products-read', 'profile-read', 'profile-update'],
      hierarchy: 50,
    },
  });
  expect(role.status()).toBe(201);
  const roleId = ((await role.json()) as { id: string }).id;
  const moved = await request.patch('/api/users/user-commercial', {
    headers: admin,
    data: { role_id: roleId },
  });
  expect(moved.ok()).toBe(true);

  const id = 'prod-00030';
  await signIn(page, 'commercial');
  await page.goto(`/en/ds/products/edit-${id}`);
  await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  await expect(page.locator('[data-field]')).toHaveCount(0);

  const before = await serverProduct(request, id);
  const reader = { authorization: `Bearer ${await apiToken(request, 'commercial')}` };
  const me = (await (await request.get('/api/auth/me', { headers: reader })).json()) as { id: string };
  const push = await request.post('/db/catalogue_master/_bulk_docs', {
    headers: reader,
    data: {
      docs: [{ ...before, name: 'Not allowed', updated_by: me.id, updated_at: new Date().toISOString() }],
    },
  });
  // Refused as a whole (403) or per document ('forbidden'): either way nothing is stored.
  const answer = (await push.json()) as Array<{ ok?: boolean; error?: string }> | { statusCode?: number };
  if (Array.isArray(answer)) expect(answer[0]?.error).toBe('forbidden');
  else expect(push.status()).toBe(403);
  expect((await serverProduct(request, id)).name).toBe(before.name);
});
