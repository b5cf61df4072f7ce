// The cookie dialog (Reject all on the first layer)
// and what it allows: every button and switch, Escape and ×, dragging by mouse, touch and
// keyboard, the footer link that reopens it; and in the network log, no analytics or
// advertising request without consent or after refusal, both after Accept all (against a
// stand-in for the tag hosts configured through ANALYTICS_URL / ADS_CONVERSION_ID).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  startShellServer,
  startTagStandIn,
  type ShellServer,
  type TagStandIn,
} from './support/shell-server.ts';

// These tests start as a first-time visitor: no stored choice.
test.use({ storageState: { cookies: [], origins: [] } });

interface StoredChoice {
  categories: Record<'necessary' | 'statistics' | 'marketing' | 'preferences', boolean>;
  date: string;
}

async function storedChoice(context: BrowserContext): Promise<StoredChoice | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as StoredChoice) : undefined;
}

async function gaCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'gaCookie')?.value;
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: /Cookies and privacy|Cookies und Datenschutz/ });
}

async function box(page: Page) {
  const found = await page.getByTestId('consent-dialog').boundingBox();
  if (!found) throw new Error('no dialog');
  return found;
}

test.describe('the dialog', () => {
  test('shows on a first visit: title, explanation, prefixed data protection link, three equal buttons', async ({
    page,
  }) => {
    await page.goto('/en/about');
    const consent = dialog(page);
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(consent).toContainText('We use cookies that the site needs to work.');
    await expect(consent.getByRole('link', { name: 'Read how we protect your data' })).toHaveAttribute(
      'href',
      '/en/about/data-protection',
    );
    const buttons = ['Reject all', 'Settings', 'Accept all'].map((name) =>
      consent.getByRole('button', { name, exact: true }),
    );
    const looks = await Promise.all(
      buttons.map((button) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          const { width, height } = element.getBoundingClientRect();
          return {
            background: style.backgroundColor,
            color: style.color,
            weight: style.fontWeight,
            size: style.fontSize,
            border: style.border,
            width: Math.round(width),
            height: Math.round(height),
          };
        }),
      ),
    );
    expect(looks[1]).toEqual(looks[0]);
    expect(looks[2]).toEqual(looks[0]);

    // In German the link keeps the unprefixed address.
    await page.goto('/about');
    await expect(
      dialog(page).getByRole('link', { name: 'Lesen Sie, wie wir Ihre Daten schützen' }),
    ).toHaveAttribute('href', '/about/data-protection');
    await expect(dialog(page).getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();
  });

  test('Reject all refuses everything, stores the choice with its date and closes for good', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await dialog(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(dialog(page)).toBeHidden();
    const choice = await storedChoice(context);
    expect(choice?.categories).toEqual({
      necessary: true,
      statistics: false,
      marketing: false,
      preferences: false,
    });
    expect(Number.isNaN(Date.parse(choice?.date ?? ''))).toBe(false);
    expect(await gaCookie(context)).toBe('false');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });

  test('Settings opens tab two: essential fixed on, the others chosen one by one and saved', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    const consent = dialog(page);
    await consent.getByRole('button', { name: 'Settings' }).click();
    await expect(consent.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const essential = consent.getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Other']) {
      await expect(consent.getByRole('switch', { name })).not.toBeChecked();
    }
    await consent.locator('label.switch', { hasText: 'Analytics' }).click();
    await expect(consent.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    // The keyboard works the switches too.
    await consent.getByRole('switch', { name: 'Other' }).focus();
    await page.keyboard.press('Space');
    await expect(consent.getByRole('switch', { name: 'Other' })).toBeChecked();
    await consent.getByRole('button', { name: 'Save' }).click();
    await expect(consent).toBeHidden();
    expect((await storedChoice(context))?.categories).toEqual({
      necessary: true,
      statistics: true,
      marketing: false,
      preferences: true,
    });
    expect(await gaCookie(context)).toBe('true');
  });

  test('Save with analytics off stores gaCookie false; Accept all on tab two allows everything', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await dialog(page).getByRole('button', { name: 'Settings' }).click();
    await dialog(page).locator('label.switch', { hasText: 'Marketing' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect((await storedChoice(context))?.categories.marketing).toBe(true);
    expect(await gaCookie(context)).toBe('false');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog(page).getByRole('tab', { name: 'Settings' }).click();
    // The switches show the stored choice.
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog(page)).toBeHidden();
    expect((await storedChoice(context))?.categories).toEqual({
      necessary: true,
      statistics: true,
      marketing: true,
      preferences: true,
    });
    expect(await gaCookie(context)).toBe('true');
  });

  test('Escape and × close without a choice: nothing stored, the dialog returns on the next visit', async ({
    page,
    context,
  }) => {
    await page.goto('/en/pricing');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await storedChoice(context)).toBeUndefined();
    expect(await gaCookie(context)).toBeUndefined();
    await page.reload();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await storedChoice(context)).toBeUndefined();
    await page.goto('/en/about');
    await expect(dialog(page)).toBeVisible();
  });

  test('the footer link reopens the dialog to change the choice', async ({ page, context }) => {
    await page.goto('/en');
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Reject all' }).click();
    expect((await storedChoice(context))?.categories.statistics).toBe(false);
    expect(await gaCookie(context)).toBe('false');
  });

  test('is dragged by the mouse and by the keyboard, and stays centred until then', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en');
    await expect(dialog(page)).toBeVisible();
    const start = await box(page);
    expect(Math.abs(start.x + start.width / 2 - 640)).toBeLessThanOrEqual(2);
    expect(Math.abs(start.y + start.height / 2 - 400)).toBeLessThanOrEqual(2);

    const title = dialog(page).getByRole('heading', { name: 'Cookies and privacy' });
    const grip = (await title.boundingBox())!;
    await page.mouse.move(grip.x + 20, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + 70, grip.y + grip.height / 2 + 20, { steps: 5 });
    await page.mouse.move(grip.x + 120, grip.y + grip.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    const dragged = await box(page);
    expect(Math.round(dragged.x - start.x)).toBe(100);
    expect(Math.round(dragged.y - start.y)).toBe(40);

    await dialog(page).getByRole('button', { name: 'Move dialog (arrow keys)' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    const moved = await box(page);
    expect(Math.round(moved.x - dragged.x)).toBe(-48);
    expect(Math.round(moved.y - dragged.y)).toBe(-24);
    // Still a working dialog where it now is.
    await dialog(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('takes the full width on a small screen and half from medium up', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    const small = await box(page);
    expect(small.width).toBeGreaterThanOrEqual(375 - 2 * 16 - 1);
    await page.setViewportSize({ width: 1200, height: 800 });
    // Half of the screen less the overlay's margin.
    await expect.poll(async () => Math.round((await box(page)).width)).toBe((1200 - 2 * 16) / 2);
  });
});

test.describe('dragging by touch', () => {
  test.use({ hasTouch: true });

  test('a finger on the title bar moves the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/en');
    await expect(dialog(page)).toBeVisible();
    const start = await box(page);
    const grip = (await dialog(page).getByRole('heading', { name: 'Cookies and privacy' }).boundingBox())!;
    const x = grip.x + 20;
    const y = grip.y + grip.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: x - 10 * i, y: y + 10 * i }]);
    await touch('touchEnd', []);
    const moved = await box(page);
    expect(Math.round(moved.x - start.x)).toBe(-60);
    expect(Math.round(moved.y - start.y)).toBe(60);
  });
});

test.describe('tags and the network log', () => {
  let server: ShellServer;
  let standIn: TagStandIn;

  test.beforeAll(async () => {
    standIn = await startTagStandIn();
    server = await startShellServer({
      ANALYTICS_URL: `${standIn.origin}/analytics.js`,
      ADS_CONVERSION_ID: 'AW-123456',
      ADS_TAG_URL: `${standIn.origin}/gtag.js`,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.stop();
  });

  function tagRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(standIn.origin)) seen.push(request.url());
    });
    return seen;
  }

  async function browse(page: Page): Promise<void> {
    for (const path of ['/en', '/en/about', '/en/pricing', '/']) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  }

  test('without a choice, nothing is requested from the tag hosts', async ({ page }) => {
    const requests = tagRequests(page);
    const before = standIn.hits.length;
    await browse(page);
    await expect(dialog(page)).toBeVisible();
    expect(requests).toEqual([]);
    expect(standIn.hits.length).toBe(before);
    expect(await page.locator('script[data-consent-tag]').count()).toBe(0);
  });

  test('a closed dialog leaves the page usable', async ({ page }) => {
    await page.goto(`${server.url}/en`);
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(page.locator('.consent-overlay')).toHaveCount(0);
    await page.getByRole('link', { name: 'Search the catalogue' }).click();
    await expect(page).toHaveURL(`${server.url}/en/search`);
  });

  test('after Reject all, nothing is requested either', async ({ page }) => {
    const requests = tagRequests(page);
    await page.goto(`${server.url}/en`);
    await dialog(page).getByRole('button', { name: 'Reject all' }).click();
    await browse(page);
    expect(requests).toEqual([]);
  });

  test('after Accept all, both tags load; withdrawing removes them and their cookies', async ({
    page,
    context,
  }) => {
    const requests = tagRequests(page);
    await page.goto(`${server.url}/en`);
    await expect(dialog(page)).toBeVisible();
    expect(requests).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() => requests.slice().sort())
      .toEqual([`${standIn.origin}/analytics.js`, `${standIn.origin}/gtag.js?id=AW-123456`]);
    await expect
      .poll(() => page.evaluate(() => (window as { __tags?: string[] }).__tags?.length ?? 0))
      .toBe(2);
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('_ga');

    // A new page view loads them again, straight away.
    await page.goto(`${server.url}/en/about`);
    await expect.poll(() => requests.length).toBe(4);

    // Withdraw: reopen from the footer, switch both off, save.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await dialog(page).getByRole('button', { name: 'Settings' }).click();
    await dialog(page).locator('label.switch', { hasText: 'Analytics' }).click();
    await dialog(page).locator('label.switch', { hasText: 'Marketing' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('script[data-consent-tag]')).toHaveCount(0);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('_ga');
    expect(names).not.toContain('_gcl_au');
    expect(await gaCookie(context)).toBe('false');
    await browse(page);
    expect(requests.length).toBe(4);
  });

  test('the marketing switch alone loads only the advertising tag', async ({ page }) => {
    const requests = tagRequests(page);
    await page.goto(`${server.url}/en`);
    await dialog(page).getByRole('button', { name: 'Settings' }).click();
    await dialog(page).locator('label.switch', { hasText: 'Marketing' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => requests).toEqual([`${standIn.origin}/gtag.js?id=AW-123456`]);
  });
});
