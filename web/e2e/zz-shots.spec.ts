import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { openSynced } from './support/search-page.ts';

const VIEWPORTS = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/b1-shots/${name}.png`, fullPage: false });
}

for (const [vp, size] of Object.entries(VIEWPORTS)) {
  test(`reader pages ${vp}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signIn(page, 'premium');
    await openSynced(page, '/search');
    await page.getByRole('searchbox').first().fill('CRP');
    await expect(page.locator('.search-page__count')).toBeVisible();
    await shoot(page, `search-de-${vp}`);
    await page.goto('/en/products/prod-00001');
    await page.locator('.product-table').scrollIntoViewIfNeeded();
    await shoot(page, `product-en-${vp}`);
    const overflow = await page
      .locator('.table-scroll')
      .first()
      .evaluate((el) => [el.scrollWidth, el.clientWidth]);
    console.log('table overflow', vp, overflow);
    await page.goto('/ds');
    await shoot(page, `dashboard-de-${vp}`);
    await page.goto('/en/ds');
    await shoot(page, `dashboard-en-${vp}`);
  });
  test(`staff pages ${vp}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signIn(page, 'staff');
    await page.goto('/ds/plans');
    await page.locator('table').first().waitFor();
    await shoot(page, `plans-de-${vp}`);
    await page.goto('/en/ds/plans');
    await page.locator('table').first().waitFor();
    await shoot(page, `plans-en-${vp}`);
    await page.locator('table a').first().click();
    await page.locator('[data-field]').first().waitFor();
    await page.locator('[data-field="/price"]').scrollIntoViewIfNeeded();
    await shoot(page, `plan-edit-en-${vp}`);
    await page.goto('/ds/products/query-statistic');
    await shoot(page, `query-stats-de-${vp}`);
    await page.goto('/ds/roles');
    await shoot(page, `roles-de-${vp}`);
    await page.goto('/ds/products/create');
    await page.locator('[data-field]').first().waitFor();
    await page.locator('[data-field="/price/min"] input').fill('50');
    await page.locator('[data-field="/price/max"] input').fill('40');
    await page.locator('.wf-form button[type="submit"]').click();
    await page.locator('[data-field="/price/max"]').scrollIntoViewIfNeeded();
    await shoot(page, `product-validation-de-${vp}`);
    await page.goto('/verify-email');
    await shoot(page, `verify-email-de-${vp}`);
  });
}
