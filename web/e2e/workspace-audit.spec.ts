// The audit trail in the workspace: a product edited in the browser shows in its
// History who changed it, when and which field from what to what; a write the server refused as
// a conflict is listed there too with the version it carried; the /ds/audit overview lists the
// change, in German as well.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { answeredConsent, field, fill, submit } from './support/workspace-forms.ts';

type Stored = { _id: string; _rev: string; name: string } & Record<string, unknown>;

async function serverProduct(request: APIRequestContext, id: string): Promise<Stored> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const response = await request.get(`/db/catalogue_master/${id}`, { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Stored;
}

test.beforeEach(async ({ context, baseURL }) => {
  await answeredConsent(context, baseURL!);
});

test('a product edited in the browser: its History and the overview show the editor, the time and the field old → new', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = 'prod-00077';
  const before = await serverProduct(request, id);
  const renamed = `${before.name} (audited ${Date.now().toString(36)})`;
  const staff = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const me = (await (await request.get('/api/auth/me', { headers: staff })).json()) as {
    first_name: string;
    last_name: string;
  };
  const editor = `${me.first_name} ${me.last_name}`;

  await signIn(page, 'staff');
  await page.goto(`/en/ds/products/edit-${id}`);
  await expect(field(page, '/name').locator('input')).toHaveValue(before.name, { timeout: 30_000 });
  await fill(page, '/name', 'text', renamed);
  await submit(page);
  await expect(page).toHaveURL(/\/en\/ds\/products$/);
  await expect.poll(async () => (await serverProduct(request, id)).name, { timeout: 30_000 }).toBe(renamed);

  // Another device's write based on the version before: refused as a conflict, kept in the trail.
  const admin = { authorization: `Bearer ${await apiToken(request, 'superadmin')}` };
  const adminId = ((await (await request.get('/api/auth/me', { headers: admin })).json()) as { id: string })
    .id;
  const stale = await request.post('/db/catalogue_master/_bulk_docs', {
    headers: admin,
    data: {
      docs: [{ ...before, name: 'Stale name', updated_by: adminId, updated_at: new Date().toISOString() }],
    },
  });
  expect(((await stale.json()) as Array<{ error?: string }>)[0]?.error).toBe('conflict');

  await page.goto(`/en/ds/products/edit-${id}`);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Show who changed what and when' }).click();
  const entries = history.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  const refused = entries.first();
  // The refused write reaches the trail when the store's answer is recorded; on a loaded machine
  // that can take longer than the default wait.
  await expect(refused).toHaveAttribute('data-status', 'attempted', { timeout: 15_000 });
  await expect(refused).toContainText('Not stored: another version had been stored first (a conflict).');
  await expect(refused.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([
    renamed,
    'Stale name',
  ]);

  const edit = entries.nth(1);
  await expect(edit).toHaveAttribute('data-status', 'stored');
  await expect(edit.locator('.audit-entry__head')).toHaveText(
    // British English, as the page writes dates: "25 Nov 2026, 01:19".
    new RegExp(`^Changed · \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} · ${editor}$`),
  );
  const change = edit.getByRole('table', { name: new RegExp(`^Changed by ${editor} on `) });
  await expect(change.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([
    before.name,
    renamed,
  ]);

  expect(await seriousViolations(page)).toEqual([]);

  // The overview lists it, reached from the workspace navigation, filtered to products.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Change history' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change history' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show changes of' }).selectOption('products');
  const listed = page.locator(`tr[data-doc-id="${id}"][data-status="stored"]`).first();
  await expect(listed.getByRole('cell').nth(1)).toHaveText(editor);
  await expect(listed.getByRole('link', { name: renamed })).toHaveAttribute(
    'href',
    `/en/ds/products/edit-${id}`,
  );
  await expect(listed.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([
    before.name,
    renamed,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Show changes of' }).selectOption('links');
  await expect(page.locator(`tr[data-doc-id="${id}"]`)).toHaveCount(0);

  await page.goto('/ds/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Änderungsverlauf' })).toBeVisible();
  const german = page.locator(`tr[data-doc-id="${id}"][data-status="stored"]`).first();
  await expect(german.getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(german.getByRole('columnheader', { name: 'Vorher' })).toBeVisible();
});

test('master data: the History of a parameter shows a change made on another device, by its form label', async ({
  page,
  request,
}) => {
  const staff = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const me = (await (await request.get('/api/auth/me', { headers: staff })).json()) as { id: string };
  const changes = (await (
    await request.get('/db/masterdata_master/_changes?include_docs=true&limit=100000', { headers: staff })
  ).json()) as { results: Array<{ doc: { _id: string; type?: string; name: { de: string; en: string } } }> };
  const parameter = changes.results.map((row) => row.doc).find((doc) => doc.type === 'parameter')!;
  const english = `${parameter.name.en} (audited ${Date.now().toString(36)})`;
  const push = await request.post('/db/masterdata_master/_bulk_docs', {
    headers: staff,
    data: {
      docs: [
        {
          ...parameter,
          name: { ...parameter.name, en: english },
          updated_by: me.id,
          updated_at: new Date().toISOString(),
        },
      ],
    },
  });
  expect(((await push.json()) as Array<{ ok?: boolean }>)[0]?.ok).toBe(true);

  await signIn(page, 'staff');
  await page.goto(`/en/ds/parameters/edit-${parameter._id}`);
  await expect(field(page, '/name/en').locator('input')).toHaveValue(english, { timeout: 30_000 });
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Show who changed what and when' }).click();
  const latest = history.getByRole('listitem').first();
  await expect(latest.getByRole('row', { name: /^Name \(English\)/ }).getByRole('cell')).toHaveText([
    parameter.name.en,
    english,
  ]);
  await expect(latest.getByRole('row')).toHaveCount(2);
});
