// App updates: a new build deployed under a running client produces
// the "new version" toast within one check (every 60 minutes: the page's clock is Playwright's,
// so an hour passes at once); Reload switches to it exactly once, with no loop; a client that is
// offline makes no check and keeps the version it has. Each test gets a server of its own over a
// copy of the build, which the test then "deploys" a new version into.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { builtWeb, startShellServer, type ShellServer } from './support/shell-server.ts';

const UPDATE_TEXT = 'A new version of POCT Atlas is available.';

let server: ShellServer;
let webDir: string;

test.beforeEach(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-web-'));
  fs.cpSync(builtWeb, webDir, { recursive: true });
  server = await startShellServer({ WEB_DIST: webDir });
});

test.afterEach(async () => {
  await server?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** A new build on the server: its service worker script differs, as every real build's does. */
function deployNewBuild(): void {
  const sw = path.join(webDir, 'sw.js');
  fs.appendFileSync(sw, `\n// build ${Date.now()}\n`);
}

async function swState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: !!navigator.serviceWorker.controller,
      waiting: !!registration?.waiting,
      installing: !!registration?.installing,
    };
  });
}

/** Opens the app and waits until its service worker controls the page. */
async function openInstalled(page: Page): Promise<void> {
  await page.goto(`${server.url}/en/about`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(async () => (await swState(page)).controlled).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
}

test('a new build shows the update toast within one hourly check; Reload switches once, no loop', async ({
  page,
}) => {
  await page.clock.install();
  await openInstalled(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  deployNewBuild();
  // Nothing is asked before the hour is up.
  await page.clock.fastForward('59:00');
  expect(await swState(page)).toMatchObject({ waiting: false, installing: false });
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  await page.clock.fastForward('01:00');
  const toast = page.getByRole('alertdialog').filter({ hasText: UPDATE_TEXT });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  expect((await swState(page)).waiting).toBe(true);

  await toast.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => navigations).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect
    .poll(async () => swState(page))
    .toEqual({ controlled: true, waiting: false, installing: false });
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  // The next check finds nothing new: no toast, no further reload.
  await page.clock.fastForward('01:00:00');
  await page.clock.fastForward('01:00:00');
  expect(await swState(page)).toMatchObject({ waiting: false, installing: false });
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);
  expect(navigations).toBe(1);
});

// That no check is even attempted offline is app-updates.test.ts's part.
test('offline, the installed version keeps serving and no update is offered', async ({ page, context }) => {
  await page.clock.install();
  await openInstalled(page);

  deployNewBuild();
  await context.setOffline(true);
  await page.clock.fastForward('01:00:00');
  await page.clock.fastForward('01:00:00');
  expect(await swState(page)).toEqual({ controlled: true, waiting: false, installing: false });
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  // The installed version opens offline, and stays the same.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByText(UPDATE_TEXT)).toHaveCount(0);

  // Back online, the next check finds the new build.
  await context.setOffline(false);
  await page.clock.fastForward('01:00:00');
  await expect(page.getByRole('alertdialog').filter({ hasText: UPDATE_TEXT })).toBeVisible({
    timeout: 20_000,
  });
});
