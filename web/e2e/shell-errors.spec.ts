// Error pages: an unknown path is 'Page Not Found: {path}' with status
// 404 from the server and in the browser, in both languages; so is a path that fails its
// route's own check; an error while the app starts shows the 500 page.
import { expect, test } from '@playwright/test';

for (const [path, text, lang] of [
  ['/does-not-exist', 'Seite nicht gefunden: /does-not-exist', 'de'],
  ['/de/does-not-exist', 'Seite nicht gefunden: /de/does-not-exist', 'de'],
  ['/en/does-not-exist', 'Page Not Found: /en/does-not-exist', 'en'],
] as const) {
  test(`GET ${path} is 404 with '${text}' from the server and in the browser`, async ({ page, request }) => {
    const served = await request.get(path);
    expect(served.status()).toBe(404);
    expect(await served.text()).toContain(`<h1>${text}</h1>`);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(`${text} | POCT Atlas`);
    await expect(page.locator('.error-view__code')).toHaveText('404');
    // The page the app renders, not only the server's stand-in: it has the site's navigation.
    await expect(
      page.getByRole('link', { name: lang === 'de' ? 'Zurück zur Startseite' : 'Back to the home page' }),
    ).toBeVisible();
  });
}

test("a path that fails its route's own check is the same 404 page", async ({ page }) => {
  const response = await page.goto('/en/products/%20nonsense');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page Not Found: /en/products/ nonsense' }),
  ).toBeVisible();
});

test.describe('errors at start', () => {
  // Requests must reach page.route, not a service worker's cache.
  test.use({ serviceWorkers: 'block' });

  for (const [path, title, description] of [
    [
      '/en/about',
      'Internal Server Error',
      'Something wrong happened. Try again later or contact the administrator.',
    ],
    ['/about', 'Interner Serverfehler', 'Etwas ist schiefgelaufen.'],
  ] as const) {
    test(`a catalogue that cannot load shows the 500 page, not a blank screen (${path})`, async ({
      page,
    }) => {
      await page.route(/\/assets\/messages-[^/]+\.js$/, (route) => route.abort());
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.locator('.error-view__code')).toHaveText('500');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | POCT Atlas`);
      expect(errors.some((text) => text.includes('The app could not start'))).toBe(true);
    });
  }
});
