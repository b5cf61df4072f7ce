// Page model of the search page (web/src/features/search/): the query field, the result count, the hits,
// and the device's sync state that the local search waits for.
import { expect, type Locator, type Page } from '@playwright/test';

/** The query field of the search page. */
export const searchbox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Product, manufacturer or parameter' });

/** The live count above the results ("12 products", "No products …"). */
export const resultCount = (page: Page) =>
  page.getByRole('status').filter({ hasText: /products?$|No products/ });

/** The sync indicator: `data-sync-phase` is `synced` once the device holds the catalogue. */
export const syncStatus = (page: Page) => page.locator('[data-sync-phase]').first();

/** Opens `path` and waits until the device has synced (local search, product and report pages). */
export async function openSynced(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilSynced(page);
}

/**
 * Waits until the device on this page has synced. A staff device's first sync (seven databases)
 * runs on the page's thread and holds clicks and drawing back for seconds on a loaded machine.
 */
export async function untilSynced(page: Page): Promise<void> {
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
}

/** Types a query and answers the names of the hits once a count for it shows. */
export async function searchNames(page: Page, query: string): Promise<string[]> {
  await searchbox(page).fill(query);
  await expect(page.getByRole('status').filter({ hasText: /products$/ })).toBeVisible();
  return page.locator('.result__name').allTextContents();
}

/** Ticks or unticks a compare box by keyboard (the sticky selection bar may cover a box near the bottom). */
export async function toggleCompare(box: Locator): Promise<void> {
  await box.focus();
  await box.page().keyboard.press('Space');
}
