// The Content-Security-Policy in a real browser: with consent-bound tags configured (a stand-in
// host), the page loads under the policy, no violation is reported, and the tags load after
// "Accept all"; a premium user's app syncs, searches and works offline under it (workers,
// IndexedDB, the service worker); staff's workspace forms validate with the shared schemas
// without 'unsafe-eval' (their validators are compiled ahead of time).
import { expect, test, type Page } from '@playwright/test';
import { message } from '@poct/schemas';
import { signIn } from './support/accounts.ts';
import { errorOf, fill, submit } from './support/workspace-forms.ts';
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
    expect(csp).toContain(`script-src 'self' ${standIn.origin};`);
    expect(csp).not.toContain('unsafe-eval');
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

test('staff: workspace forms validate with the shared schemas under the policy (no eval)', async ({
  page,
}) => {
  const problems = await watchViolations(page);
  await signIn(page, 'staff');
  await page.goto('/en/ds/advertisements/create');
  const csp = await page.evaluate(async () => (await fetch('/en')).headers.get('content-security-policy'));
  expect(csp).not.toContain('unsafe-eval');
  await fill(page, '/target_url', 'text', 'javascript:alert(1)');
  await fill(page, '/budget', 'number', '-5');
  await submit(page);
  await expect(errorOf(page, '/target_url')).toHaveText(message('validation.url', 'en'));
  await expect(errorOf(page, '/budget')).toHaveText(message('validation.number_min', 'en', { min: 0 }));
  expect(problems).toEqual([]);
});
