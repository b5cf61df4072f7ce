// Accessibility: axe-core finds no serious or critical violation (WCAG 2.1 A and AA,
// colour contrast included) on every public page in both languages (the pages of the sitemap,
// so a page added there is checked here), each linking the accessibility statement; the cookie
// dialog, the error page and the main workspace pages; and the keyboard reaches everything with a
// visible focus.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { pageFindings, seriousViolations } from './support/axe.ts';

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

test('every public page of the sitemap, in both languages', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replace(/^https?:\/\/[^/]+/, ''),
  );
  expect(urls.length).toBeGreaterThanOrEqual(20);
  expect(urls).toContain('/en/about/imprint');
  // Blog posts share one page: the first post of each language stands for the rest.
  const isPost = (path: string) => /^(\/en)?\/posts\/./.test(path);
  const firstPosts = new Set(
    ['', '/en'].map((prefix) => urls.find((path) => isPost(path) && path.startsWith(`${prefix}/posts/`))),
  );
  expect([...firstPosts].filter(Boolean)).toHaveLength(2);
  const failures: Record<string, string[]> = {};
  for (const path of urls.filter((path) => !isPost(path) || firstPosts.has(path))) {
    await page.goto(`${baseURL}${path}`);
    await settle(page);
    const found = await pageFindings(page);
    if (found.length) failures[path] = found;
  }
  expect(failures).toEqual({});
});

test('the cookie dialog, in both languages', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  for (const path of ['/en', '/']) {
    await page.goto(path);
    const dialog = page.getByTestId('consent-dialog');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page), `${path} tab one`).toEqual([]);
    await dialog.getByRole('tab').nth(1).click();
    await expect(dialog.getByRole('switch')).toHaveCount(4);
    expect(await seriousViolations(page), `${path} tab two`).toEqual([]);
  }
  await context.close();
});

test('the not-found page and the home page with the FAQ open', async ({ page }) => {
  for (const path of ['/en/nowhere', '/nirgends']) {
    await page.goto(path);
    await settle(page);
    expect(await pageFindings(page), path).toEqual([]);
  }
  await page.goto('/en');
  await settle(page);
  await page.getByRole('button', { name: 'What can I do without premium?' }).click();
  await expect(page.getByText('With a free account you search')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the main workspace pages, signed in as staff', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff');
  const failures: Record<string, string[]> = {};
  for (const path of ['/en/ds', '/en/ds/search', '/en/ds/favorites', '/ds', '/ds/search']) {
    await page.goto(path);
    await settle(page);
    const found = await pageFindings(page);
    if (found.length) failures[path] = found;
  }
  expect(failures).toEqual({});
});

test('the keyboard reaches the page with a visible focus, starting at the skip link', async ({ page }) => {
  await page.goto('/en/about');
  await settle(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const seen: string[] = [];
  for (let i = 0; i < 25; i++) {
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        name: `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (focus) {
      expect(focus.outline, `focus ring on ${focus.name}`).toBe(true);
      seen.push(focus.name);
    }
    await page.keyboard.press('Tab');
  }
  // Navigation, language switch, sign-in links, the page's links and the footer's cookie settings.
  for (const expected of ['a Search', 'a DE', 'a Log in', 'a Imprint', 'button Cookie settings']) {
    expect(seen).toContain(expected);
  }

  // The skip link moves the focus past the header.
  await page.goto('/en/about');
  await settle(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

/** Elements scrolled sideways, and animations or transitions longer than 0.01 s, on this page. */
async function reflowAndMotion(page: Page): Promise<{ overflow: boolean; moving: string[] }> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(...list.split(',').map((one) => parseFloat(one) / (one.trim().endsWith('ms') ? 1000 : 1)));
    const moving = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.01;
        const transitioned = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01;
        return animated || transitioned;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    const root = document.documentElement;
    return { overflow: root.scrollWidth > root.clientWidth, moving };
  });
}

test('the main pages at 320 px (200 % zoom) scroll only downwards, and reduced motion stops motion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const failures: Record<string, unknown> = {};
  for (const path of ['/', '/en', '/en/search?q=CRP', '/posts', '/en/about', '/en/nowhere']) {
    await page.goto(path);
    await settle(page);
    const found = await reflowAndMotion(page);
    if (found.overflow || found.moving.length) failures[path] = found;
  }
  expect(failures).toEqual({});
});

test("a link followed with the keyboard moves the focus to the new page's heading", async ({ page }) => {
  await page.goto('/en/about');
  await settle(page);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 40 && (await focusedText()) !== 'Imprint'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/about\/imprint$/);
  await expect(page.locator('main h1')).toBeFocused();
});
