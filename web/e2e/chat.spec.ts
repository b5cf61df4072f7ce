// NoodleChat end to end: a German conversation with a follow-up and "compare these" ends on the
// report with those products, and works the same with the network cut after the first sync;
// premium@ (a plan without chat access) is refused by the page and shown where to get it; words
// it does not know are named back, and "oder" widens instead of narrowing; "open in search"
// shows the answer's products and count (the conditions about a test hold on one test there too).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts.ts';
import { ask, cardNames, conversation, latestAnswer } from './support/chat-page.ts';
import { comparisonTable } from './support/compare-page.ts';
import { openSynced, syncStatus } from './support/search-page.ts';

async function germanConversation(page: Page): Promise<void> {
  await ask(page, 'Welche CRP-Geräte brauchen höchstens 10 µl Kapillarblut?', 'Ihre Frage');
  await expect(latestAnswer(page)).toContainText(
    'Verstanden: C-reaktives Protein; Probe: Kapillarblut; Höchstens 10 µl.',
  );
  const first = await cardNames(page);
  expect(first.length).toBeGreaterThan(1);

  await ask(page, 'nur die mit Bluetooth', 'Ihre Frage');
  await expect(
    latestAnswer(page).getByRole('listitem').filter({ hasText: 'Bluetooth' }).first(),
  ).toBeVisible();
  const refined = await cardNames(page);
  expect(refined.length).toBeGreaterThan(0);
  expect(refined.every((name) => first.includes(name))).toBe(true);
  expect(refined.length).toBeLessThan(first.length);

  await latestAnswer(page).getByRole('button', { name: 'Diese vergleichen' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  const rows = comparisonTable(page);
  for (const name of refined) await expect(rows).toContainText(name);
  const shown = await page
    .locator('.report__section--comparison thead th, .report__section--comparison tbody th')
    .allInnerTexts();
  expect(shown.filter((text) => first.includes(text) && !refined.includes(text))).toEqual([]);
}

test('a German conversation with a follow-up and "compare these" ends on the report, online and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'verified');
  await openSynced(page, '/ds/chat');
  await germanConversation(page);

  // The network cut after the first sync: the same conversation from the device alone. The page
  // must come from the service worker, which may still be installing on a fast run.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto('/ds/chat');
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'offline');
  // The earlier conversation is kept on the device.
  await expect(conversation(page)).toContainText('nur die mit Bluetooth');
  await page.getByRole('button', { name: 'Unterhaltung löschen' }).click();
  await germanConversation(page);
});

test('words NoodleChat does not know are named back, never dropped in silence, and "oder" means any of', async ({
  page,
}) => {
  await signIn(page, 'verified');
  await openSynced(page, '/ds/chat');
  await ask(page, 'Welche Geräte messen Zytokinex in höchstens 15 Minuten?', 'Ihre Frage');
  await expect(latestAnswer(page)).toContainText('Nicht berücksichtigt: Zytokinex.');
  await expect(latestAnswer(page)).toContainText('Das Ergebnis kann breiter sein als die Frage.');

  await page.getByRole('button', { name: 'Unterhaltung löschen' }).click();
  await ask(page, 'Geräte für CRP', 'Ihre Frage');
  const crp = await cardNames(page);
  await page.getByRole('button', { name: 'Unterhaltung löschen' }).click();
  await ask(page, 'Geräte für CRP oder Laktat', 'Ihre Frage');
  await expect(latestAnswer(page)).toContainText(/C-reaktives Protein oder /);
  await expect(latestAnswer(page)).not.toContainText('Nicht berücksichtigt');
  const either = await cardNames(page);
  expect(either.length).toBeGreaterThanOrEqual(crp.length);
});

test('"open in search" shows the same products and count as the answer with several conditions', async ({
  page,
}) => {
  await signIn(page, 'verified');
  await openSynced(page, '/ds/chat');
  await ask(page, 'Welche CRP-Geräte brauchen höchstens 10 µl Kapillarblut?', 'Ihre Frage');
  const answerCount = latestAnswer(page).locator('.chat-answer__count');
  await expect(answerCount).toContainText(/\d+ Produkte? pass/);
  const total = Number(/(\d+)/.exec((await answerCount.textContent()) ?? '')?.[1]);
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(1);
  await expect(latestAnswer(page)).not.toContainText('Nicht als Suchfilter möglich');

  await latestAnswer(page).getByRole('link', { name: 'In der Suche mit diesen Filtern öffnen' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const searchCount = page.getByRole('status').filter({ hasText: /\d+ Produkte?$/ });
  await expect(searchCount).toHaveText(`${total} Produkte`);
  const found = await page.locator('.result__name').allTextContents();
  expect(found.slice(0, names.length)).toEqual(names);
});

test('premium@ without chat access is refused by the page and pointed to the plans', async ({ page }) => {
  await signIn(page, 'premium');
  await page.goto('/en/ds/chat');
  await expect(page.getByRole('heading', { name: 'NoodleChat needs a plan with chat access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans with chat access' })).toHaveAttribute(
    'href',
    '/en/pricing',
  );
  await expect(page.getByRole('log')).toHaveCount(0);
});
