// A premium user's whole errand, online and then with the network cut: search, filter by
// parameter + connectivity + sample volume, open a product, mark it as a favourite, select three
// products, open the report and download its PDF, whose text holds every section title, each
// product name and the disclaimer.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import {
  clearSelection,
  compareBar,
  compareBox,
  downloadPdf,
  openReport,
  reportSections,
} from './support/compare-page.ts';
import { pdfText, squeeze } from './support/pdf.ts';
import { favouriteButtons, mainHeading } from './support/product-page.ts';
import { syncStatus, toggleCompare } from './support/search-page.ts';

const SECTIONS = [
  'Comparison',
  'Connectivity',
  'Resume per company',
  'Sample type, sample volume and time to result',
  'Regulatory identity and sources',
  'Safety notices',
  'Publications overview',
  'Cost per result',
  'Disclaimer',
];
const DISCLAIMER = 'No liability is accepted for its accuracy or completeness';

const count = (page: Page) => page.getByRole('status').filter({ hasText: /products?$/ });

async function errand(page: Page, query: string): Promise<void> {
  await page.goto(`/en/search?q=${encodeURIComponent(query)}`);
  await expect(count(page)).toBeVisible();
  // Filters: a parameter, a connectivity and a sample volume, each by its label.
  for (const group of ['Parameter', 'Connectivity']) {
    await page.getByRole('group', { name: group }).locator('label.checkbox').first().click();
    await expect(page.getByRole('group', { name: group }).getByRole('checkbox').first()).toBeChecked();
  }
  await page.getByLabel('Sample volume up to').selectOption('500');
  await expect(page).toHaveURL(/param=.*conn=|conn=.*param=/);
  await expect(page).toHaveURL(/vol=500/);
  await expect(page.locator('.result__name').nth(2)).toBeVisible();
  const names = (await page.locator('.result__name').allTextContents()).slice(0, 3);

  // Open the first product and mark it as a favourite there.
  await page.locator('.result__name').first().getByRole('link').click();
  await expect(mainHeading(page, names[0])).toBeVisible();
  const { add, remove } = favouriteButtons(page, names[0]!);
  // The same product may have come first in an earlier round: start from "not a favourite".
  await expect(add.or(remove)).toBeVisible();
  if (await remove.isVisible()) await remove.click();
  await add.click();
  await expect(favouriteButtons(page, names[0]!).remove).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page.locator('.result__name').first()).toHaveText(names[0]!);

  // Select three for the comparison, then one click to the report.
  const bar = compareBar(page);
  if (await bar.getByRole('button', { name: 'Clear selection' }).isVisible()) await clearSelection(page);
  for (const name of names) {
    const box = compareBox(page, name);
    await toggleCompare(box);
    await expect(box).toBeChecked();
  }
  await openReport(page, /\/en\/compare$/);
  await expect(reportSections(page)).toHaveText(SECTIONS);

  const download = await downloadPdf(page);
  const text = squeeze(await pdfText(download));
  for (const expected of [...SECTIONS, ...names, DISCLAIMER])
    expect(text, expected).toContain(squeeze(expected));
}

test('premium, online then offline: search, filter, product, favourite, three selected, report, PDF', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await errand(page, 'analyser');

  await context.setOffline(true);
  await page.goto('/en/search');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  await errand(page, 'test');
  await context.setOffline(false);
});
