// Plans and advertisement campaigns in the workspace, one table row per type: each is created,
// listed, edited and deleted in the browser, and every required field and every number bound
// shows the catalogue's validation text in German and English. The fields come from what the one
// description per type rendered (support/workspace-forms.ts). Then what only these server-only
// records have: a stale edit (409) is shown and can be reloaded, and the banner upload refuses
// what is no image and asks before it replaces a banner.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { message, type Locale, type MessageKey, type MessageParams } from '@poct/schemas';
import { apiToken, signIn } from './support/accounts.ts';
import {
  answeredConsent,
  currentImage,
  errorOf,
  expectRequiredMessages,
  field,
  fill,
  fillRequired,
  pickFile,
  pngImage,
  submit,
} from './support/workspace-forms.ts';
import { openSynced } from './support/search-page.ts';

interface Bound {
  path: string;
  value: string;
  key: MessageKey;
  params?: MessageParams;
  /** The field's control (default: a number). */
  kind?: 'number' | 'text';
}

const RECORDS: ReadonlyArray<{
  type: string;
  path: string;
  api: string;
  nameField: string;
  bounds: Bound[];
}> = [
  {
    type: 'plan',
    path: '/ds/plans',
    api: '/api/admin/plans',
    // The list names a plan in the page's language (these tests browse in English).
    nameField: '/name/en',
    bounds: [
      { path: '/price', value: '-1', key: 'validation.number_min', params: { min: 0 } },
      { path: '/duration/count', value: '0', key: 'validation.number_min', params: { min: 1 } },
    ],
  },
  {
    type: 'advertisement',
    path: '/ds/advertisements',
    api: '/api/admin/advertisements',
    nameField: '/name',
    bounds: [
      { path: '/budget', value: '-5', key: 'validation.number_min', params: { min: 0 } },
      // The URL policy (validated in the browser by the schemas' precompiled validators).
      { path: '/target_url', value: 'javascript:alert(1)', key: 'validation.url', kind: 'text' },
    ],
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function expectBoundMessages(page: Page, bounds: readonly Bound[], locale: Locale) {
  for (const bound of bounds) await fill(page, bound.path, bound.kind ?? 'number', bound.value);
  await submit(page);
  for (const bound of bounds)
    await expect(errorOf(page, bound.path), `${bound.path} in ${locale}`).toHaveText(
      message(bound.key, locale, bound.params),
    );
}

for (const record of RECORDS) {
  test(`${record.type}: validation in German and English, create, list, edit, delete`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'staff');
    for (const locale of ['de', 'en'] as const) {
      await page.goto(`${locale === 'en' ? '/en' : ''}${record.path}/create`);
      await expectRequiredMessages(page, locale);
      await expectBoundMessages(page, record.bounds, locale);
    }

    await page.goto(`/en${record.path}/create`);
    const name = `E2E ${record.type} ${Date.now()}`;
    await fillRequired(page, name);
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/en${record.path}$`));
    await expect(page.getByRole('status').filter({ hasText: `“${name}” was saved.` })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(row(page, name)).toHaveCount(1);
    await row(page, name).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/en${record.path}/edit-`));
    const renamed = `${name} renamed`;
    await fill(page, record.nameField, 'text', renamed);
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/en${record.path}$`));
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(row(page, renamed)).toHaveCount(1);
    await expect(row(page, name)).toHaveCount(0);

    await row(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    // Server-only records are gone for good, not "after the next sync".
    await expect(page.getByRole('dialog')).toContainText(`Delete “${renamed}”? This cannot be undone.`);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect(row(page, renamed)).toHaveCount(0);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByText('0 entries')).toBeVisible();
  });

  test(`${record.type}: a save from a stale version is refused and the current one can be loaded`, async ({
    page,
    request,
  }) => {
    await signIn(page, 'staff');
    await page.goto(`/en${record.path}/create`);
    const name = `Stale ${record.type} ${Date.now()}`;
    await fillRequired(page, name);
    await submit(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await row(page, name).getByRole('link', { name }).click();
    await expect(field(page, record.nameField).locator('input')).toHaveValue(name);

    // Another staff member saves the same record meanwhile.
    const token = await apiToken(request, 'superadmin');
    const headers = { authorization: `Bearer ${token}` };
    const id = decodeURIComponent(page.url().split('/edit-')[1]!);
    const stored = (await (await request.get(`${record.api}/${id}`, { headers })).json()) as Record<
      string,
      unknown
    >;
    const theirs = `${name} (theirs)`;
    const changed =
      record.nameField === '/name/en'
        ? { ...stored, name: { ...(stored.name as object), en: theirs } }
        : { ...stored, name: theirs };
    expect((await request.put(`${record.api}/${id}`, { headers, data: changed })).status()).toBe(200);

    await fill(page, record.nameField, 'text', `${name} (mine)`);
    await submit(page);
    const alert = page.locator('.wf-stale');
    await expect(alert).toHaveText(new RegExp(message('error.409.changed', 'en').replace(/[.()]/g, '\\$&')));
    await expect(page).toHaveURL(/\/edit-/);
    await alert.getByRole('button', { name: 'Load the current version' }).click();
    await expect(field(page, record.nameField).locator('input')).toHaveValue(theirs);
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/en${record.path}$`));
  });
}

test('banner upload: no image is refused in both languages; replacing asks, cancel keeps, confirm replaces', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  for (const locale of ['de', 'en'] as const) {
    await page.goto(`${locale === 'en' ? '/en' : ''}/ds/advertisements/create`);
    await pickFile(page, '/banner_url', Buffer.from('<html>not an image</html>'), 'banner.png');
    await expect(errorOf(page, '/banner_url')).toHaveText(message('error.415.upload', locale));
    await expect(currentImage(page, '/banner_url')).toHaveCount(0);
  }

  await page.goto('/en/ds/advertisements/create');
  const name = `Banner ${Date.now()}`;
  await fillRequired(page, name);
  const first = await currentImage(page, '/banner_url').getAttribute('src');
  expect(first).toMatch(/^\/uploads\/[0-9a-f]{64}-1200\.webp$/);
  await submit(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await row(page, name).getByRole('link', { name }).click();
  await expect(currentImage(page, '/banner_url')).toHaveAttribute('src', first!);
  // The stored banner is served as an image.
  const served = await page.request.get(first!);
  expect(served.headers()['content-type']).toBe('image/webp');

  const replacement = await pngImage('#b3261e', 1600, 400);
  const dialog = page.getByRole('dialog', { name: 'Replace the current image?' });
  await pickFile(page, '/banner_url', replacement);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the current image' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(currentImage(page, '/banner_url')).toHaveAttribute('src', first!);

  await pickFile(page, '/banner_url', replacement);
  await dialog.getByRole('button', { name: 'Replace image' }).click();
  await expect(currentImage(page, '/banner_url')).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{64}-1600\.webp$/,
  );
  const second = await currentImage(page, '/banner_url').getAttribute('src');
  expect(second).not.toBe(first);
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/advertisements$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await row(page, name).getByRole('link', { name }).click();
  await expect(currentImage(page, '/banner_url')).toHaveAttribute('src', second!);
});

test('product image: uploaded in the product form, kept with the product, removable', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  await page.goto('/en/ds/products');
  await page.locator('.wf-table tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/ds\/products\/edit-/);
  const edit = page.url();
  await pickFile(page, '/image_url', await pngImage('#1b6a33', 800, 800), 'product.png');
  // No banner: a product image is replaced without asking.
  await expect(currentImage(page, '/image_url')).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{64}-800\.webp$/,
  );
  const src = await currentImage(page, '/image_url').getAttribute('src');
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/products$/);
  // The reload starts the staff device's sync again, on the page's thread: on a loaded machine it
  // holds the form's drawing back by seconds, so the stored image is looked for once it is done.
  await openSynced(page, edit);
  await expect(currentImage(page, '/image_url')).toHaveAttribute('src', src!);

  await field(page, '/image_url').getByRole('button', { name: 'Remove image' }).click();
  await expect(currentImage(page, '/image_url')).toHaveCount(0);
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/products$/);
  await openSynced(page, edit);
  await expect(field(page, '/image_url')).toContainText('No image yet.');
});

test('a list that cannot be loaded says so and loads again; leaving unsaved changes asks first', async ({
  page,
  context,
}) => {
  await signIn(page, 'staff');
  await openSynced(page, '/en/ds/plans');
  await expect(page.getByRole('table', { name: 'Plans' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Workspace' });

  // Offline: the app itself still runs, the server-only list does not load.
  await context.setOffline(true);
  await nav.getByRole('link', { name: 'Advertisements' }).click();
  const failed = page.getByRole('alert').filter({ hasText: message('error.503', 'en') });
  await expect(failed).toBeVisible();
  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(failed).toHaveCount(0);

  await page.goto('/en/ds/plans/create');
  await fill(page, '/name/de', 'text', 'Unsaved plan');
  await nav.getByRole('link', { name: 'Advertisements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/plans\/create$/);
  await expect(field(page, '/name/de').locator('input')).toHaveValue('Unsaved plan');
  await nav.getByRole('link', { name: 'Advertisements' }).click();
  await dialog.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/advertisements$/);
});

test('the plan and campaign screens and the replace dialog have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const axe = async (where: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((found) => found.impact === 'serious' || found.impact === 'critical');
    expect(
      serious.map((found) => `${found.id}: ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      where,
    ).toEqual([]);
  };
  await signIn(page, 'staff');
  for (const path of ['/ds/plans', '/en/ds/advertisements']) {
    await page.goto(path);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await axe(path);
  }
  await page.goto('/en/ds/advertisements/create');
  await expectRequiredMessages(page, 'en');
  await axe('form with errors');
  await fillRequired(page, `A11y ${Date.now()}`);
  await pickFile(page, '/banner_url', await pngImage('#7a4a00'));
  await expect(page.getByRole('dialog', { name: 'Replace the current image?' })).toBeVisible();
  await axe('replace dialog');
});
