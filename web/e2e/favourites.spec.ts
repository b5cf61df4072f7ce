// Favourites live in the user's own replicated database: a star set offline reaches the server
// exactly once after reconnecting, and a favourite whose product is hidden later stays listed as
// unavailable instead of vanishing.
import { expect, test } from '@playwright/test';
import { apiToken, editProduct, signIn } from './support/accounts.ts';
import { favouriteButtons } from './support/product-page.ts';
import { syncStatus } from './support/search-page.ts';

test('a favourite set offline reaches the server once; hidden later, it shows as unavailable', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'premium');
  await page.goto('/en/search?q=CRP');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  const first = page.locator('.result').first();
  const name = (await first.locator('.result__name').textContent())!;

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await favouriteButtons(first, name).add.click();
  await expect(favouriteButtons(first, name).remove).toHaveAttribute('aria-pressed', 'true');
  await expect(syncStatus(page)).toContainText('Offline: 1 change waiting');

  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  const token = await apiToken(request, 'premium');
  const stored = (await (
    await request.get('/db/favourites/_all_docs?include_docs=true', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { rows: Array<{ id: string; doc: { _rev: string; product_id: string } }> };
  expect(stored.rows).toHaveLength(1);
  expect(stored.rows[0]!.doc._rev).toMatch(/^1-/);

  await page.goto('/en/ds/favorites');
  await expect(page.getByRole('link', { name })).toBeVisible();

  // Staff hide the product: the favourite stays, marked unavailable.
  await editProduct(request, name, { visible: false });
  await expect(page.getByRole('heading', { name: 'Product no longer available' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
