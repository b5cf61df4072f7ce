// The Content-Security-Policy in a real browser (issue #13 item 7c): with consent-bound tags
// configured (a stand-in host), the page loads under the policy, no violation is reported, and
// the tags load after "Accept all"; a premium user's app syncs, searches and works offline under
// it (workers, IndexedDB, the service worker).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import {
  startShellServer,
  startTagStandIn,
  type ShellServer,
  type TagStandIn,
} from './support/shell-server.ts';

/** Records every CSP violation and console error of the page (from its first script on). */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation|EvalError/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|EvalError/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test.describe('with consent-bound tags configured', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
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

  test('the page loads under the policy, nothing is blocked, and the tags load after Accept all', async ({
    page,
  }) => {
    const problems = await watchViolations(page);
    const response = await page.goto(`${server.url}/en`);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`script-src 'self' 'unsafe-eval' ${standIn.origin}`);
    await page
      .getByRole('dialog', { name: 'Cookies and privacy' })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as { __tags?: string[] }).__tags?.length ?? 0))
      .toBe(2);
    await page.goto(`${server.url}/en/pricing`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('premium: the app syncs, searches and works offline under the policy', async ({ page, context }) => {
  const problems = await watchViolations(page);
  await signIn(page, 'premium');
  await page.goto('/en/search');
  const sync = page.locator('[data-sync-phase]').first();
  await expect(sync).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const searchbox = page.getByRole('searchbox', { name: 'Product, manufacturer or parameter' });
  await searchbox.fill('CRP');
  await expect(page.locator('.result__name').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(sync).toHaveAttribute('data-sync-phase', 'offline');
  await searchbox.fill('CRP');
  await expect(page.locator('.result__name').first()).toBeVisible();
  await context.setOffline(false);
  expect(problems).toEqual([]);
});
