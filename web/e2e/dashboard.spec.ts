// The dashboard shows each panel only to those allowed to see it, with figures from the data.
import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './support/accounts.ts';

test('staff see the catalogue figures of their device, matching the server', async ({ page, request }) => {
  await signIn(page, 'superadmin');
  const token = await apiToken(request, 'superadmin');
  const info = (await (
    await request.get('/db/catalogue_master', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { doc_count: number };
  const catalogue = page.getByRole('region', { name: 'Catalogue' });
  await expect(catalogue.getByText(new RegExp(`^${info.doc_count} \\(\\d+ visible\\)$`))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Recent changes' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Verification requests' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your data on this device' })).toContainText(
    'All your changes are on the server.',
  );
});

test('a premium reader sees their own data, not the staff panels', async ({ page }) => {
  await signIn(page, 'premium');
  await expect(page.getByRole('region', { name: 'Your data on this device' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Catalogue' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Verification requests' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Quote requests' })).toHaveCount(0);
});
