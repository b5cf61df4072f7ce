// Page model of the comparison: the compare boxes and selection bar on the search page
// (web/src/features/compare/) and the report page at /compare with its PDF and spreadsheet downloads.
import type { Download, Locator, Page } from '@playwright/test';
import { follow } from './accounts.ts';
import { toggleCompare } from './search-page.ts';

/** The selection bar (a complementary region named "Comparison", "Vergleich" in German). */
export const compareBar = (page: Page, name = 'Comparison') => page.getByRole('complementary', { name });

/** The compare box of a search hit by the product's name. */
export const compareBox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Compare ${name}` });

/** Ticks the compare boxes of these products, one after the other. */
export async function selectForComparison(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await toggleCompare(compareBox(page, name));
}

/** Empties the selection through the bar's button. */
export async function clearSelection(page: Page): Promise<void> {
  await compareBar(page).getByRole('button', { name: 'Clear selection' }).click();
}

/** Follows the link to the report (its name in the page's language) and waits for `address`. */
export async function openReport(
  page: Page,
  address: RegExp,
  linkName = 'Open comparison report',
): Promise<void> {
  await follow(page, page.getByRole('link', { name: linkName }), address);
}

/** The report's section headings. */
export const reportSections = (page: Page) => page.locator('.report h2');

/** The comparison table of the report, one row per product. */
export const comparisonTable = (page: Page) => page.locator('.report__section--comparison table');

/** Presses a download button (PDF, XLSX or CSV; its name in the page's language) and answers the download. */
export async function downloadPdf(page: Page, buttonName = 'Download PDF'): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return download;
}

/** The cost calculator's column of one product (a group named by the product). */
export const costColumn = (page: Page, name: string) =>
  page.locator('.cost-calculator').getByRole('group', { name, exact: true });

/** Types `text` into the calculator field `label` of `column` as a person would, and leaves the field. */
export async function fillCost(column: Locator, label: string, text: string): Promise<void> {
  const field = column.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press('Tab');
}

/** The report itself (absent when a guest or free user sees the invitation). */
export const report = (page: Page): Locator => page.locator('.report');
