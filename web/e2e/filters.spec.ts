// Faceted filtering on the device: parameter + connectivity + sample volume narrow the results,
// every count says what choosing it would give, and the view lives in the address.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { searchbox } from './support/search-page.ts';

const count = (page: Page) => page.getByRole('status').filter({ hasText: /products?$|No products/ });

async function total(page: Page): Promise<number> {
  const text = (await count(page).textContent()) ?? '';
  return text.startsWith('No products') ? 0 : Number(text.split(' ')[0]);
}

/** The number in brackets after a checkbox's label: what choosing it would give. */
async function facetCount(page: Page, group: string, option: RegExp): Promise<number> {
  // The counts follow the results a frame later (SearchPage.tsx): read them once they answer too.
  await expect(page.getByRole('complementary', { name: 'Filter' })).not.toHaveAttribute('aria-busy', 'true');
  const label = await page
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: option })
    .first()
    .evaluate((input) => input.closest('label')?.textContent ?? '');
  return Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
}

test('premium filters by parameter, connectivity and sample volume; the address restores the view', async ({
  page,
}) => {
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(page.locator('[data-sync-phase]').first()).toHaveAttribute('data-sync-phase', 'synced', {
    timeout: 30_000,
  });
  await searchbox(page).fill('analyser');
  await expect(count(page)).toBeVisible();
  const all = await total(page);
  expect(all).toBeGreaterThan(0);

  // The count beside a value is the number of results after choosing it.
  const parameter = page.getByRole('group', { name: 'Parameter' }).getByRole('checkbox').first();
  const parameterName = (await parameter.getAttribute('value'))!;
  const parameterCount = await facetCount(page, 'Parameter', /./);
  // react-aria keeps the input visually hidden: a person clicks the label.
  await page.getByRole('group', { name: 'Parameter' }).locator('label.checkbox').first().click();
  await expect(parameter).toBeChecked();
  await expect.poll(() => total(page)).toBe(parameterCount);

  const connectivity = page.getByRole('group', { name: 'Connectivity' }).getByRole('checkbox').first();
  const connectivityCount = await facetCount(page, 'Connectivity', /./);
  // By keyboard: focus the box and press space.
  await connectivity.focus();
  await page.keyboard.press('Space');
  await expect(connectivity).toBeChecked();
  await expect.poll(() => total(page)).toBe(connectivityCount);

  await page.getByLabel('Sample volume up to').selectOption('50');
  // Settled when every result shown has a test needing at most 50 µl.
  await expect
    .poll(async () => {
      const volumes = await page.locator('.result__facts').allTextContents();
      return volumes.every((facts) => Number(/Sample volume(\d+)/.exec(facts)?.[1]) <= 50);
    })
    .toBe(true);
  const filtered = await total(page);
  expect(filtered).toBeLessThanOrEqual(connectivityCount);
  const names = await page.locator('.result__name').allTextContents();
  expect(new URL(page.url()).searchParams.get('vol')).toBe('50');
  expect(new URL(page.url()).searchParams.get('param')).toBeTruthy();
  expect(new URL(page.url()).searchParams.get('conn')).toBeTruthy();

  // The same address, opened again, shows the same view.
  await page.goto(page.url());
  await expect(count(page)).toBeVisible();
  await expect.poll(() => total(page)).toBe(filtered);
  expect(await page.locator('.result__name').allTextContents()).toEqual(names);
  await expect(
    page.getByRole('group', { name: 'Parameter' }).locator(`input[value="${parameterName}"]`),
  ).toBeChecked();
  await expect(page.getByLabel('Sample volume up to')).toHaveValue('50');

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect.poll(() => total(page)).toBe(all);
});

test('a free user sees the preview and no filters', async ({ page }) => {
  await signIn(page, 'free');
  await page.goto('/en/search?q=a&param=param-crp');
  await expect(count(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Parameter' })).toHaveCount(0);
  expect(await page.locator('.result__name').count()).toBeLessThanOrEqual(2);
});

test('premium types a query key by key: every key stays in the field and the address, and going back brings it back', async ({
  page,
}) => {
  await signIn(page, 'premium');
  await page.goto('/en/search');
  await expect(page.locator('[data-sync-phase]').first()).toHaveAttribute('data-sync-phase', 'synced', {
    timeout: 30_000,
  });
  const box = searchbox(page);
  // Real key events, each answered by the search while the next comes (a field controlled by
  // the address alone lost some of them).
  const typed = 'crp analyser';
  await box.pressSequentially(typed, { delay: 25 });
  await expect(box).toHaveValue(typed);
  await expect(page).toHaveURL(/[?&]q=crp(\+|%20)analyser(&|$)/);

  // Another address (a shared link) replaces the text; back restores the typed one.
  await page.goto('/en/search?q=glucose');
  await expect(box).toHaveValue('glucose');
  await page.goBack();
  await expect(box).toHaveValue(typed);
});
