// The built app served by the real server with the real embedded store: it loads in both
// languages, answers unknown paths with the not-found page, and a demo account can sign in.
import { expect, test } from '@playwright/test';

test('the home page loads in German by default and in English under /en', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/POCT Atlas/);
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path shows the not-found page with its path, in the page language', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found: /en/no-such-page' })).toBeVisible();
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden: /gibt-es-nicht' })).toBeVisible();
});

test('a demo staff member signs in and reaches the workspace', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('staff@demo.poct-atlas.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/ds$/);
});

test('a wrong password is refused with the catalogue message and the user stays on the login page', async ({
  page,
}) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('staff@demo.poct-atlas.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/./);
  await expect(page).toHaveURL(/\/en\/login$/);
});
