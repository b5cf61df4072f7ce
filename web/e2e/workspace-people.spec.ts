// Users and roles in the workspace, one table row per screen: each is created,
// listed, edited and deleted in the browser, and every validation text these
// forms can show is checked in German and English from the same table (required fields come
// from what the field descriptions rendered, support/workspace-forms.ts). Then the access rules: the edit route and the API refuse a user without users-update, editing oneself
// goes to the profile, the super-admin role is not editable, and a stale edit is refused (409).
import { expect, test, type Page } from '@playwright/test';
import { message, type Locale, type MessageKey, type MessageParams } from '@poct/schemas';
import { accountWithPermissions, apiToken, signIn, signInWith } from './support/accounts.ts';
import {
  answeredConsent,
  errorOf,
  expectRequiredMessages,
  field,
  fill,
  submit,
} from './support/workspace-forms.ts';

interface Entry {
  path: string;
  kind: string;
  value: string;
}

/** A value that breaks a rule, with the text it must show; without `key`, a value the rule needs. */
interface Invalid extends Entry {
  key?: MessageKey;
  params?: MessageParams;
}

interface Screen {
  name: string;
  path: string;
  /** The list address that shows what the test created. */
  list: string;
  /** A valid form; `stamp` makes names unique. */
  valid(stamp: string): Entry[];
  /** The name the list shows for what `valid(stamp)` created, and for it after `rename`. */
  listed(stamp: string): string;
  renamed(stamp: string): string;
  /** Text the new row shows besides its name (what the form stored). */
  shows: string;
  rename(stamp: string): Entry;
  deleteLabel(stamp: string): string;
  /** Values that break a validation rule, each with the text it must show. */
  invalid: Invalid[];
}

const SCREENS: Screen[] = [
  {
    name: 'users',
    path: '/ds/users',
    list: '/ds/users?status=all',
    valid: (stamp) => [
      { path: '/user_type', kind: 'select', value: 'Healthcare professional' },
      { path: '/username', kind: 'text', value: `e2e${stamp}` },
      { path: '/email', kind: 'email', value: `e2e${stamp}@clinic.example` },
      { path: '/email_confirm', kind: 'email', value: `e2e${stamp}@clinic.example` },
      { path: '/password', kind: 'password', value: 'first-password' },
      { path: '/password_confirm', kind: 'password', value: 'first-password' },
      { path: '/first_name', kind: 'text', value: `Ada${stamp}` },
      { path: '/last_name', kind: 'text', value: 'Tester' },
      { path: '/role_id', kind: 'select', value: 'User' },
      { path: '/language', kind: 'select', value: 'English' },
      { path: '/premium', kind: 'boolean', value: '' },
      { path: '/premium_until', kind: 'date', value: '2099-06-30' },
    ],
    listed: (stamp) => `Ada${stamp} Tester`,
    shows: '30 Jun 2099',
    renamed: (stamp) => `Bea${stamp} Tester`,
    rename: (stamp) => ({ path: '/first_name', kind: 'text', value: `Bea${stamp}` }),
    deleteLabel: (stamp) => `Delete e2e${stamp}`,
    invalid: [
      { path: '/username', kind: 'text', value: 'Not Valid', key: 'validation.username' },
      { path: '/email', kind: 'email', value: 'a@clinic.example' },
      { path: '/email_confirm', kind: 'email', value: 'b@clinic.example', key: 'validation.emails_mismatch' },
      { path: '/password', kind: 'password', value: 'first-password' },
      {
        path: '/password_confirm',
        kind: 'password',
        value: 'other-password',
        key: 'validation.passwords_mismatch',
      },
    ],
  },
  {
    name: 'roles',
    path: '/ds/roles',
    list: '/ds/roles',
    valid: (stamp) => [
      { path: '/name', kind: 'text', value: `E2E role ${stamp}` },
      { path: '/hierarchy', kind: 'number', value: '70' },
      { path: '/permissions', kind: 'multi', value: '' },
    ],
    listed: (stamp) => `E2E role ${stamp}`,
    shows: '70',
    renamed: (stamp) => `E2E role ${stamp} renamed`,
    rename: (stamp) => ({ path: '/name', kind: 'text', value: `E2E role ${stamp} renamed` }),
    deleteLabel: (stamp) => `Delete E2E role ${stamp}`,
    invalid: [
      { path: '/hierarchy', kind: 'number', value: '0', key: 'validation.number_min', params: { min: 1 } },
    ],
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function fillAll(page: Page, entries: readonly Entry[]): Promise<void> {
  for (const entry of entries) await fill(page, entry.path, entry.kind, entry.value);
}

async function search(page: Page, screen: Screen, text: string, locale: Locale = 'en'): Promise<void> {
  await page.goto(`/${locale}${screen.list}`);
  await page.getByRole('searchbox', { name: locale === 'en' ? 'Search' : 'Suchen' }).fill(text);
}

for (const screen of SCREENS) {
  test(`${screen.name}: every validation text in German and English`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'superadmin');
    for (const locale of ['de', 'en'] as const) {
      await page.goto(`/${locale}${screen.path}/create`);
      await expectRequiredMessages(page, locale);
      await fillAll(page, screen.invalid);
      await submit(page);
      for (const { path, key, params } of screen.invalid)
        if (key)
          await expect(errorOf(page, path), `${path} in ${locale}`).toHaveText(message(key, locale, params));
    }
  });

  test(`${screen.name}: create, list, edit, delete`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'superadmin');
    const stamp = Date.now().toString(36);
    await page.goto(`/en${screen.path}/create`);
    await fillAll(page, screen.valid(stamp));
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/en${screen.path}$`));
    await expect(page.getByRole('status').filter({ hasText: 'was saved' })).toBeVisible();

    await search(page, screen, stamp);
    await expect(row(page, screen.listed(stamp))).toHaveCount(1);
    await expect(row(page, screen.listed(stamp))).toContainText(screen.shows);
    await row(page, screen.listed(stamp))
      .getByRole('link', { name: screen.listed(stamp) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/en${screen.path}/edit-`));
    const rename = screen.rename(stamp);
    await fill(page, rename.path, rename.kind, rename.value);
    await submit(page);
    await expect(page).toHaveURL(new RegExp(`/en${screen.path}$`));

    await search(page, screen, stamp);
    await expect(row(page, screen.renamed(stamp))).toHaveCount(1);
    await expect(row(page, screen.listed(stamp))).toHaveCount(0);
    await row(page, screen.renamed(stamp))
      .getByRole('button', { name: screen.deleteLabel(stamp) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await expect(row(page, screen.renamed(stamp))).toHaveCount(0);
    await search(page, screen, stamp);
    await expect(page.getByRole('status').filter({ hasText: '0 entries' })).toBeVisible();
  });
}

test('roles: permissions are grouped by module and chosen by keyboard, leaving unsaved asks, the super-admin role cannot be edited', async ({
  page,
}) => {
  await signIn(page, 'superadmin');
  await page.goto('/en/ds/roles/create');
  const permissions = field(page, '/permissions');
  await expect(permissions.getByRole('group', { name: 'Permissions' })).toBeVisible();
  // forum-threads-read sits under Forum (the module name before the first hyphen).
  await expect(
    permissions.getByRole('group', { name: 'Forum' }).getByRole('checkbox', { name: 'Threads: Read' }),
  ).toHaveCount(1);
  // By keyboard: focus the checkbox and press Space.
  const create = permissions.getByRole('group', { name: 'Users' }).getByRole('checkbox', { name: 'Create' });
  await create.focus();
  await page.keyboard.press('Space');
  await expect(create).toBeChecked();
  await expect(permissions).toContainText('1 selected');
  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Users' }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await unsaved.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/roles\/create$/);
  await expect(create).toBeChecked();

  await page.goto('/en/ds/roles/edit-role-superadmin');
  await expect(page.getByRole('alert')).toContainText('The super-admin role holds every permission');
  await expect(page.locator('[data-field]')).toHaveCount(0);
});

test('users: opening one’s own id goes to the profile; a stale edit is refused and said so', async ({
  page,
  request,
}) => {
  await signIn(page, 'superadmin');
  await page.goto('/en/ds/users/edit-user-superadmin');
  await expect(page).toHaveURL(/\/en\/ds\/profile$/);

  const target = await accountWithPermissions(request, ['profile-read']);
  await page.goto(`/en/ds/users/edit-${target.id}`);
  await expect(page.getByTestId('verification-status')).toHaveText('Not verified');
  await fill(page, '/last_name', 'text', 'Mine');
  // Someone else saves first.
  const changed = await request.patch(`/api/users/${target.id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'superadmin')}` },
    data: { last_name: 'Theirs' },
  });
  expect(changed.ok()).toBe(true);
  await submit(page);
  await expect(page.locator('.wf-summary')).toContainText(message('error.409.changed', 'en'));
  await expect(page).toHaveURL(new RegExp(`/edit-${target.id}$`));

  // Reloaded, the form shows the other change; the account can be deleted from here, after asking.
  await page.reload();
  await expect(field(page, '/last_name').locator('input')).toHaveValue('Theirs');
  await page.getByRole('button', { name: `Delete ${target.username}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(target.email);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/users$/);
  const gone = await request.get(`/api/users/${target.id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'superadmin')}` },
  });
  expect(gone.status()).toBe(404);
});

test('a user without users-update cannot open the edit route, and the API refuses the change', async ({
  page,
  request,
}) => {
  const reader = await accountWithPermissions(request, ['users-read', 'profile-read']);
  await signInWith(page, reader.email, reader.password);
  await page.goto('/en/ds/users?status=all');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.goto('/en/ds/users/edit-user-free');
  await expect(page).toHaveURL(/\/en\/ds$/);
  await expect(page.getByText('You do not have permission to access this resource.')).toBeVisible();
  await expect(page.locator('[data-field]')).toHaveCount(0);

  const refused = await request.patch('/api/users/user-free', {
    headers: { authorization: `Bearer ${await reader.token()}` },
    data: { first_name: 'Changed' },
  });
  expect(refused.status()).toBe(403);
  const free = (await (
    await request.get('/api/users/user-free', {
      headers: { authorization: `Bearer ${await apiToken(request, 'superadmin')}` },
    })
  ).json()) as { first_name: string };
  expect(free.first_name).not.toBe('Changed');
});
