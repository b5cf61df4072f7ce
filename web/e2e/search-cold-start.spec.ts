// The cold start of search: the search worker writes the user's cold-start record once the sync has
// caught up, an offline start answers from it, and sign-out deletes it (also offline), so no
// product outlives the session on the device.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { openSynced, resultCount, searchNames, syncStatus } from './support/search-page.ts';

/** The IndexedDB databases holding a cold-start record (web/src/features/search/cold-start-record.ts). */
function coldStartRecords(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('poct-search-')),
  );
}

/** How many products the user's cold-start record holds (0 while its database holds none yet). */
function productsInRecord(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .find((n) => n.startsWith('poct-search-'));
    if (!name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open the cold-start record'));
    });
    try {
      if (!db.objectStoreNames.contains('record')) return 0;
      const record = await new Promise<{ catalogue?: { cardIds?: string[] } } | undefined>((resolve) => {
        const read = db.transaction('record').objectStore('record').get('catalogue');
        read.onsuccess = () => resolve(read.result as { catalogue?: { cardIds?: string[] } } | undefined);
        read.onerror = () => resolve(undefined);
      });
      return record?.catalogue?.cardIds?.length ?? 0;
    } finally {
      db.close();
    }
  });
}

test('the cold-start record is written after the sync, answers an offline start, and sign-out deletes it', async ({
  page,
  context,
}) => {
  await signIn(page, 'premium');
  await openSynced(page, '/en/search');
  const online = await searchNames(page, 'CRP');
  expect(online.length).toBeGreaterThan(0);
  await expect.poll(() => coldStartRecords(page), { timeout: 20_000 }).toHaveLength(1);
  // The database alone is made by the first read: wait for the record itself.
  await expect.poll(() => productsInRecord(page), { timeout: 30_000 }).toBeGreaterThan(0);

  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto('/en/search?q=CRP');
  await expect(resultCount(page)).toHaveText(/products?$/);
  await expect(page.locator('.result__name')).toHaveText(online);

  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await page.goto('/en/ds');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect.poll(() => coldStartRecords(page), { timeout: 15_000 }).toEqual([]);
  await context.setOffline(false);
});

test('a first sync on another page feeds the search: the record is written, and search opened in the app answers at once', async ({
  page,
}) => {
  await signIn(page, 'premium');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  // The search page was never open: the worker was fed during the sync (SearchServiceKeeper).
  await expect.poll(() => productsInRecord(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.locator('a[href="/en/ds/search"]').first().click();
  await page.getByRole('searchbox').pressSequentially('CRP');
  await expect(resultCount(page)).toHaveText(/products?$/);
  await expect(page.locator('.result__name').first()).toBeVisible();
});
