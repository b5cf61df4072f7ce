// Master data in the workspace, one table row per type: each type is created, listed, edited
// and deleted in the browser, and every required field shows the catalogue's validation text in
// English and German. The fields come from what the one description per type rendered
// (support/workspace-forms.ts), not from a copy per type.
import { expect, test, type Page } from '@playwright/test';
import { message } from '@poct/schemas';
import { signIn } from './support/accounts.ts';
import {
  answeredConsent,
  expectRequiredMessages,
  field,
  fill,
  fillRequired,
  submit,
} from './support/workspace-forms.ts';

const MASTER_DATA = [
  { type: 'connectivity', path: '/ds/connectivities' },
  { type: 'transmission', path: '/ds/connectivities/transmissions' },
  { type: 'detail', path: '/ds/details' },
  { type: 'diagnostic_area', path: '/ds/diagnostic-areas' },
  { type: 'method', path: '/ds/methods' },
  { type: 'parameter', path: '/ds/parameters' },
  { type: 'sample_type', path: '/ds/sample-types' },
  { type: 'tree_item', path: '/ds/tree-items' },
  { type: 'synonym', path: '/ds/synonyms' },
] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test.describe('each type', () => {
  // One signed-in staff page for the types, one after another: a test of its own would sign in
  // and run a staff device's whole first sync (seven databases) again, which no type is about.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await answeredConsent(context, baseURL!);
    page = await context.newPage();
    await signIn(page, 'staff');
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  for (const { type, path } of MASTER_DATA) {
    test(`${type}: validation in English and German, create, list, edit, delete`, async () => {
      test.setTimeout(120_000);
      await page.goto(`${path}/create`);
      await expectRequiredMessages(page, 'de');
      await page.goto(`/en${path}/create`);
      await expectRequiredMessages(page, 'en');

      const name = `E2E ${type} ${Date.now()}`;
      await fillRequired(page, name);
      await submit(page);
      await expect(page).toHaveURL(new RegExp(`/en${path}$`));
      await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search' }).fill(name);
      await expect(row(page, name)).toHaveCount(1);
      await row(page, name).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/en${path}/edit-`));
      // The list names an item in the page's language: English here.
      const renamed = `${name} renamed`;
      await fill(page, '/name/en', 'text', renamed);
      await submit(page);
      await expect(page).toHaveURL(new RegExp(`/en${path}$`));
      await page.getByRole('searchbox', { name: 'Search' }).fill(name);
      await expect(row(page, renamed)).toHaveCount(1);
      await expect(row(page, name)).toHaveCount(0);

      await row(page, renamed)
        .getByRole('button', { name: `Delete ${renamed}` })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
      await expect(row(page, renamed)).toHaveCount(0);
    });
  }
});

test('a parameter still used by products is not deleted; the dialog says where it is used', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/en/ds/parameters');
  await page.getByRole('searchbox', { name: 'Search' }).fill('CRP');
  // By its code: the audit spec may have renamed it before this test runs.
  const crp = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'CRP', exact: true }) });
  await crp.getByRole('button', { name: /^Delete C-reactive protein/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/“C-reactive protein[^”]*” cannot be deleted: it is still used in/);
  await expect(dialog.getByRole('listitem').first()).toContainText('parameter_ids');
  await expect(dialog.getByRole('button', { name: 'Delete for good' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(crp).toHaveCount(1);
});

test('tree items: a parent cannot become a child, a child is never offered as parent', async ({ page }) => {
  await signIn(page, 'staff');
  const stamp = Date.now();
  const create = async (name: string, parent?: string) => {
    await page.goto('/en/ds/tree-items/create');
    await fillRequired(page, name);
    if (parent) await fill(page, '/parent_id', 'select', parent);
    await submit(page);
    await expect(page).toHaveURL(/\/en\/ds\/tree-items$/);
  };
  await create(`Parent ${stamp}`);
  await create(`Child ${stamp}`, `Parent ${stamp}`);

  // A new item may take the parent, but not the child (it would be child and parent at once).
  await page.goto('/en/ds/tree-items/create');
  const options = page.getByRole('listbox');
  // The choices load from the device right after the page opens; the select opens once they are there.
  await expect(async () => {
    if (!(await options.isVisible())) await field(page, '/parent_id').getByRole('button').first().click();
    await expect(options.getByRole('option', { name: `Parent ${stamp}` })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(options.getByRole('option', { name: `Child ${stamp}` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The parent has a child, so it is offered no parent at all.
  await page.goto('/en/ds/tree-items');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Parent ${stamp}`);
  await row(page, `Parent ${stamp}`).getByRole('link').click();
  await field(page, '/parent_id').getByRole('button').first().click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/en/ds/methods/create');
  await fill(page, '/name/de', 'text', 'Unsaved');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Parameters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toContainText('You have unsaved changes');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/methods\/create$/);
  await expect(field(page, '/name/de').locator('input')).toHaveValue('Unsaved');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Parameters' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL(/\/en\/ds\/parameters$/);
  expect(message('validation.required', 'en')).toBe('This field is required');
});
