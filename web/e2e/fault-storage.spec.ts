// The browser may clear the site's IndexedDB while the user stays signed in ("clear site data",
// storage pressure). The app notices, tells the user, downloads the catalogue again, and search
// works as before.
import { expect, test } from '@playwright/test';
import { localDatabases, signIn } from './support/accounts.ts';
import { searchbox, syncStatus } from './support/search-page.ts';

test('storage lost on the device: the app notices, says so and syncs again', async ({ page }) => {
  await signIn(page, 'premium');
  await page.goto('/en/search?q=CRP');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  const before = await page.locator('.result__name').allTextContents();
  expect(before.length).toBeGreaterThan(0);

  // Behind the app's back, as "clear site data" would.
  await page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('rxdb-'));
    await Promise.all(
      names.map(
        (name) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    );
  });
  // The user comes back to the tab.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(
    page.getByText('The browser deleted the offline data of POCT Atlas. It is being downloaded again.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  await expect.poll(() => localDatabases(page)).toContainEqual(expect.stringContaining('--catalogue'));
  await searchbox(page).fill('CRP ');
  await searchbox(page).fill('CRP');
  await expect.poll(() => page.locator('.result__name').allTextContents()).toEqual(before);
});
