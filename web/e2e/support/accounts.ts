// Demo accounts (DESIGN.md: created with the demo data outside production) and sign-in helpers.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  superadmin: 'superadmin@demo.poct-atlas.test',
  staff: 'staff@demo.poct-atlas.test',
  verified: 'verified@demo.poct-atlas.test',
  premium: 'premium@demo.poct-atlas.test',
  free: 'free@demo.poct-atlas.test',
  commercial: 'commercial@demo.poct-atlas.test',
} as const;

export async function signIn(page: Page, who: keyof typeof DEMO): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(DEMO[who]);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/ds$/);
}

/** An access token for calls made by the test itself, outside the browser. */
export async function apiToken(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: DEMO[who], password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Names of this origin's IndexedDB databases that RxDB created. */
export function localDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('rxdb-dexie-')),
  );
}

/** Changes a product (found by its name) in the master database as staff would, through the gateway. */
export async function editProduct(
  request: APIRequestContext,
  currentName: string,
  change: Record<string, unknown>,
): Promise<string> {
  const token = await apiToken(request, 'staff');
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as { id: string };
  const changes = (await (
    await request.get('/db/catalogue_master/_changes?include_docs=true&limit=100000', { headers })
  ).json()) as { results: Array<{ doc: Record<string, unknown> & { _id: string; name: string } }> };
  const product = changes.results.map((row) => row.doc).find((doc) => doc.name === currentName);
  expect(product, `product named ${currentName}`).toBeTruthy();
  const push = await request.post('/db/catalogue_master/_bulk_docs', {
    headers,
    data: { docs: [{ ...product, ...change, updated_by: me.id, updated_at: new Date().toISOString() }] },
  });
  expect(((await push.json()) as Array<{ ok?: boolean }>)[0]?.ok).toBe(true);
  return product!._id;
}

export async function renameProduct(
  request: APIRequestContext,
  currentName: string,
  newName: string,
): Promise<void> {
  await editProduct(request, currentName, { name: newName });
}

/**
 * Follows a link until the address changes: results still arriving can shift the page between
 * Playwright's check and its click, and a click that lands beside the link is tried again.
 */
export async function follow(page: Page, link: Locator, address: RegExp): Promise<void> {
  await expect(async () => {
    if (!address.test(page.url())) await link.click();
    await expect(page).toHaveURL(address, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
