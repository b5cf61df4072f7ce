// Languages: German without a prefix, English under /en; switching keeps
// the page and swaps the prefix; the locale cookie lasts 365 days; <html lang>, hreflang
// alternates with x-default on every page, and Accept-Language on every API call.
import { expect, test, type Page, type Request } from '@playwright/test';

const DAY_S = 24 * 60 * 60;

async function alternates(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const found: Record<string, string[]> = {};
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      (found[link.hreflang] ??= []).push(link.href);
    }
    return found;
  });
}

async function localeCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'locale');
}

/** API requests with the address of the page at the moment each was sent. */
function apiRequests(page: Page): Array<{ request: Request; from: string }> {
  const seen: Array<{ request: Request; from: string }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push({ request, from: page.url() });
  });
  return seen;
}

test('from /en/search to German and back: the page stays, the prefix, text, lang, cookie and hreflang follow', async ({
  page,
  baseURL,
}) => {
  const api = apiRequests(page);
  await page.goto('/en/search');
  await expect(page).toHaveTitle('Search | POCT Atlas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(() => alternates(page))
    .toEqual({
      de: [`${baseURL}/search`],
      en: [`${baseURL}/en/search`],
      'x-default': [`${baseURL}/search`],
    });
  expect((await localeCookie(page))?.value).toBe('en');

  await page.getByRole('searchbox').fill('cr');
  await expect
    .poll(() => api.filter(({ request }) => request.url().includes('/api/search/preview')).length)
    .toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  // The query stays too: the same page, only the prefix changes.
  await expect(page).toHaveURL(`${baseURL}/search?q=cr`);
  await expect(page).toHaveTitle('Suche | POCT Atlas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect
    .poll(() => alternates(page))
    .toEqual({
      de: [`${baseURL}/search`],
      en: [`${baseURL}/en/search`],
      'x-default': [`${baseURL}/search`],
    });
  const cookie = await localeCookie(page);
  expect(cookie?.value).toBe('de');
  const lifetimeDays = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
  expect(lifetimeDays).toBeGreaterThan(364.9);
  expect(lifetimeDays).toBeLessThanOrEqual(365);

  const before = api.length;
  await page.getByRole('searchbox').fill('glu');
  await expect.poll(() => api.length).toBeGreaterThan(before);

  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${baseURL}/en/search?q=glu`);
  await expect(page).toHaveTitle('Search | POCT Atlas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await localeCookie(page))?.value).toBe('en');

  // Every API call carried the language of the page it came from.
  expect(api.length).toBeGreaterThan(1);
  for (const { request, from } of api) {
    const expected = new URL(from).pathname.startsWith('/en') ? 'en' : 'de';
    expect(request.headers()['accept-language'], request.url()).toBe(expected);
  }
  expect(api.some(({ request }) => request.headers()['accept-language'] === 'de')).toBe(true);
  expect(api.some(({ request }) => request.headers()['accept-language'] === 'en')).toBe(true);
});

test('every public page names its alternates, and the served HTML does too', async ({
  page,
  baseURL,
  request,
}) => {
  for (const path of [
    '/',
    '/about',
    '/about/imprint',
    '/pricing',
    '/en/about/data-protection',
    '/en/about/terms',
  ]) {
    await page.goto(path);
    const bare = path.replace(/^\/en(?=\/|$)/, '') || '/';
    const en = bare === '/' ? '/en' : `/en${bare}`;
    await expect
      .poll(() => alternates(page), { message: path })
      .toEqual({
        de: [`${baseURL}${bare}`],
        en: [`${baseURL}${en}`],
        'x-default': [`${baseURL}${bare}`],
      });
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en') ? 'en' : 'de');
  }
  const html = await (await request.get('/en/pricing')).text();
  expect(html).toContain(`hreflang="x-default" href="${baseURL}/pricing"`);
});

test('the pricing page asks for the plans in the language of the page', async ({ page }) => {
  await page.goto('/en/pricing');
  const [plans] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/plans')),
    page.reload(),
  ]);
  expect(plans.headers()['accept-language']).toBe('en');
  await page.goto('/pricing');
  const [german] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/plans')),
    page.reload(),
  ]);
  expect(german.headers()['accept-language']).toBe('de');
});
