// A premium user's whole errand, online and then with the network cut: search, filter by
// parameter + connectivity + sample volume, open a product, mark it as a favourite, select three
// products, open the report and download its PDF, whose text holds every section title, each
// product name and the disclaimer.
import { expect, test, type Page } from '@playwright/test';
import { follow, signIn } from './support/accounts.ts';
import { pdfText, squeeze } from './support/pdf.ts';
import { syncStatus } from './support/search-page.ts';

const SECTIONS = [
  'Comparison',
  'Connectivity',
  'Resume per company',
  'Sample type, sample volume and time to result',
  'Publications overview',
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
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  const remove = page.getByRole('button', { name: `Remove ${names[0]} from favourites` });
  const add = page.getByRole('button', { name: `Add ${names[0]} to favourites` });
  // The same product may have come first in an earlier round: start from "not a favourite".
  await expect(add.or(remove)).toBeVisible();
  if (await remove.isVisible()) await remove.click();
  await add.click();
  await expect(page.getByRole('button', { name: `Remove ${names[0]} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goBack();
  await expect(page.locator('.result__name').first()).toHaveText(names[0]!);

  // Select three for the comparison, then one click to the report.
  const bar = page.getByRole('complementary', { name: 'Comparison' });
  if (await bar.getByRole('button', { name: 'Clear selection' }).isVisible()) {
    await bar.getByRole('button', { name: 'Clear selection' }).click();
  }
  for (const name of names) {
    const box = page.getByRole('checkbox', { name: `Compare ${name}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await follow(page, page.getByRole('link', { name: 'Open comparison report' }), /\/en\/compare$/);
  await expect(page.locator('.report h2')).toHaveText(SECTIONS);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
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
