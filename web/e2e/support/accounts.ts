// Demo accounts (created with the demo data outside production; README lists them) and sign-in helpers.
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
  await signInWith(page, DEMO[who], DEMO_PASSWORD);
}

export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The server hashes the password (CPU-bound): with the CPU shared it takes seconds.
  await expect(page).toHaveURL(/\/en\/ds$/, { timeout: 20_000 });
}

/**
 * A test account with a role of its own (created by the super-admin through /api/roles and
 * /api/users), for tests of what a permission allows; ranked below staff.
 */
export async function accountWithPermissions(
  request: APIRequestContext,
  permissions: readonly string[],
): Promise<{ id: string; username: string; email: string; password: string; token: () => Promise<string> }> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const role = await request.post('/api/roles', {
    headers,
    data: { name: `Test role ${stamp}`, description: 'e2e', permissions, hierarchy: 50 },
  });
  expect(role.status()).toBe(201);
  const email = `limited${stamp}@clinic.example`;
  const password = 'limited-password';
  const user = await request.post('/api/users', {
    headers,
    data: {
      user_type: 'hcp',
      username: `limited${stamp}`,
      email,
      email_confirm: email,
      password,
      password_confirm: password,
      first_name: 'Lea',
      last_name: 'Limited',
      role_id: ((await role.json()) as { id: string }).id,
      language: 'en',
    },
  });
  expect(user.status()).toBe(201);
  const { id } = (await user.json()) as { id: string };
  const token = async () => {
    const login = await request.post('/api/auth/login', { data: { email, password } });
    return ((await login.json()) as { accessToken: string }).accessToken;
  };
  return { id, username: `limited${stamp}`, email, password, token };
}

/** An access token for calls made by the test itself, outside the browser. */
export async function apiToken(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: DEMO[who], password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * What the device holds, one name per collection: the IndexedDB databases RxDB's Dexie storage
 * created, and `<packed store>--<collection>` for each collection the packed store holds
 * (web/src/db/storage/packed-store.ts keeps them as records `meta:<collection>` of one database).
 */
export function localDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const all = (await indexedDB.databases()).map((db) => db.name ?? '');
    const held = all.filter((name) => name.startsWith('rxdb-dexie-'));
    for (const name of all.filter((candidate) => /^poct-[0-9a-f]+--packed$/.test(candidate))) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
      if (db.objectStoreNames.contains('records')) {
        const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db
            .transaction('records', 'readonly')
            .objectStore('records')
            .getAllKeys(IDBKeyRange.bound('meta:', 'meta:\uffff'));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(`cannot read ${name}`));
        });
        held.push(...keys.map((key) => `${name}--${String(key).slice('meta:'.length)}`));
      }
      db.close();
    }
    return held;
  });
}

/** Changes a product (found by its name) in the master database as staff would, through the gateway. */
export async function editProduct(
  request: APIRequestContext,
  currentName: string,
  change: Record<string, unknown> | ((product: Record<string, unknown>) => Record<string, unknown>),
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
    data: {
      docs: [
        {
          ...product,
          ...(typeof change === 'function' ? change(product!) : change),
          updated_by: me.id,
          updated_at: new Date().toISOString(),
        },
      ],
    },
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
