// Chromium driving the real app for the browser figures: one browser for the run, a fresh
// context (empty IndexedDB, no service worker) per session, the cookie choice already made so the
// consent dialog does not cover the page, and the in-page timer (in-page-timer.ts) installed.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demoEmail, DEMO_PASSWORD, type AppServer, type DemoUser } from './app-server.ts';
import { launchChromium } from './chromium.ts';
import { FIRST_PAINTS, installTimer, timeInput } from './in-page-timer.ts';

/**
 * A first sync of 40,000 products took 5 minutes for a premium user on the shared bench machine,
 * and a staff user's (twice the documents) did not finish in 15.
 */
export const SYNC_TIMEOUT_MS = 40 * 60_000;

export function launchAppBrowser(): Promise<Browser> {
  // Timers and rendering of a tab the harness drives must not be throttled.
  return launchChromium([
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ]);
}

/** The stored cookie choice (everything refused), as the e2e tests start (playwright.config.ts). */
function consentCookies(url: string) {
  const value = encodeURIComponent(
    JSON.stringify({
      categories: { necessary: true, statistics: false, marketing: false, preferences: false },
      date: '2026-01-01T00:00:00.000Z',
    }),
  );
  return [
    { name: 'cookie_consent', value, url },
    { name: 'gaCookie', value: 'false', url },
  ];
}

export interface AppSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function openAppSession(browser: Browser, app: AppServer): Promise<AppSession> {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });
  await context.addCookies(consentCookies(app.url));
  await context.addInitScript(installTimer, FIRST_PAINTS);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/**
 * Signs in through the login form on the page it shows; resolves with the milliseconds from the
 * press on "Log in" to the frame that shows the sync status "Synced" (the data is on the device),
 * timed in the page (in-page-timer.ts): a locator's wait polls every 500 ms after its first few
 * tries, and rounded the figures up by as much.
 */
export async function signIn(page: Page, who: DemoUser, landing: RegExp): Promise<number> {
  await page.getByLabel('Email').fill(demoEmail(who));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  return timeInput(page, { selector: '[data-sync-phase="synced"]', timeoutMs: SYNC_TIMEOUT_MS }, async () => {
    await page.getByRole('button', { name: 'Log in' }).click();
    // A refused sign-in ends the figure now, not after the sync's long wait.
    await page.waitForURL(landing, { timeout: 60_000 });
  });
}

/** Signs in from the login page to the workspace; the milliseconds to "Synced" (signIn). */
export async function signInAndSync(page: Page, who: DemoUser): Promise<number> {
  await page.goto('/en/login');
  return signIn(page, who, /\/en\/ds$/);
}
