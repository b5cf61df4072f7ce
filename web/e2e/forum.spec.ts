// The forum in Chromium: a verified user writes a thread and a comment (German); a
// premium reader reads them, also with the network cut after a sync (English); a free user sees
// the invitation and the gateway refuses them; a premium user who is not verified is shown the
// who writes (no "no permission" error); a comment written offline is sent exactly once when the network returns; XSS in a
// topic name, subject, body and comment renders as inert text; a thread naming a watched word waits, reaches
// the staff queue (inert there too) and, published, reaches its author and readers.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn } from './support/accounts.ts';
import { syncStatus } from './support/search-page.ts';
import {
  comments,
  DEMO_SUB_TOPIC,
  openSubTopic,
  openThread,
  submitThread,
  writeComment,
  writeThread,
} from './support/forum-page.ts';

test.describe.configure({ mode: 'serial' });

let threadId = '';
const subject = `Erfahrungen mit INR ${randomBytes(3).toString('hex')}`;

/** The thread's published comments on the server (what every device replicates). */
async function publishedComments(request: APIRequestContext, thread: string): Promise<string[]> {
  const token = await apiToken(request, 'premium');
  const answer = await request.get(`/db/forum_comments/_all_docs?include_docs=true`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = ((await answer.json()) as { rows: { doc: { thread_id: string; body: string } }[] }).rows;
  return rows.filter((row) => row.doc.thread_id === thread).map((row) => row.doc.body);
}

test('a verified user writes a thread with a comment (German)', async ({ page }) => {
  await signIn(page, 'verified');
  await openSubTopic(page, 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('INR-Messung', { timeout: 30_000 });
  threadId = await writeThread(page, 'de', subject, 'Welche **Geräte** nutzen Sie?');
  await writeComment(page, 'de', 'Wir nutzen zwei Geräte.');
  await expect(comments(page)).toHaveText(['Wir nutzen zwei Geräte.'], { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '1 Kommentar' })).toBeVisible();
});

test('a premium reader reads them (English), also with the network cut after a sync', async ({
  page,
  context,
}) => {
  await signIn(page, 'premium');
  await openSubTopic(page, 'en');
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(0)).toHaveText('demoverified');
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(comments(page)).toHaveText(['Wir nutzen zwei Geräte.']);
  // Premium readers who are not verified are told who writes, not a "no permission" error.
  await expect(page.getByText('Verified healthcare professionals write in the forum.')).toBeVisible();
  await expect(page.getByText('You do not have permission to access this resource.')).toHaveCount(0);

  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(comments(page)).toHaveText(['Wir nutzen zwei Geräte.']);
  await context.setOffline(false);
});

test('a free user sees neither, and the gateway refuses them', async ({ page, request }) => {
  await signIn(page, 'free');
  await openThread(page, 'en', threadId);
  await expect(page.getByRole('heading', { name: 'The forum is part of premium access' })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forum', exact: true })).toHaveCount(0);
  const token = await apiToken(request, 'free');
  for (const db of ['forum_threads', 'forum_comments', 'forum_topics']) {
    const answer = await request.get(`/db/${db}/_all_docs?include_docs=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.text()).not.toContain(subject);
  }
});

test('a premium user who is not verified is told who writes, not refused (German)', async ({ page }) => {
  await signIn(page, 'premium');
  await openSubTopic(page, 'de');
  await expect(page.getByText('Im Forum schreiben verifizierte Fachkräfte im Gesundheitswesen.')).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText('Sie haben keine Berechtigung, auf diese Ressource zuzugreifen.')).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: 'Neuer Beitrag' })).toHaveCount(0);
});

test('a comment written offline is sent exactly once when the network returns', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, 'verified');
  await openThread(page, 'en', threadId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject, { timeout: 30_000 });
  await expect(syncStatus(page)).toHaveAttribute('data-sync-phase', 'synced', { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await writeComment(page, 'en', 'Written on the ward, offline.');
  await expect(page.getByText('Waiting to be sent when you are online again')).toBeVisible();
  // A reload while offline keeps it waiting (the outbox is on the device).
  await page.reload();
  await expect(page.getByText('Waiting to be sent when you are online again')).toBeVisible();
  await context.setOffline(false);
  await expect(comments(page)).toHaveText(['Wir nutzen zwei Geräte.', 'Written on the ward, offline.'], {
    timeout: 30_000,
  });
  await expect(page.getByText('Waiting to be sent when you are online again')).toHaveCount(0);
  expect(
    (await publishedComments(request, threadId)).filter((body) => body.includes('offline')),
  ).toHaveLength(1);
});

test('XSS in a topic name, subject, body and comment renders as inert text', async ({ page, request }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await signIn(page, 'verified');
  await openSubTopic(page, 'en', DEMO_SUB_TOPIC);
  await writeThread(page, 'en', `XSS ${payload}`, `${payload}\n\n[click](javascript:window.__xss=3)`);
  await writeComment(page, 'en', `${payload} <iframe src="javascript:window.__xss=4"></iframe>`);
  await expect(comments(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  expect(await page.locator('.forum img, .forum iframe, .forum script').count()).toBe(0);
  expect(await page.locator('.forum a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A topic named with the payload, by staff, on the forum's start page.
  const staff = await apiToken(request, 'staff');
  const created = await request.post('/api/admin/forum-topics', {
    headers: { authorization: `Bearer ${staff}` },
    data: {
      name: { de: `Thema ${payload}`, en: `Topic ${payload}` },
      description: { de: payload, en: payload },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/en/ds/forum');
  await expect(page.getByText(`Topic ${payload}`).first()).toBeVisible({ timeout: 30_000 });
  // Topic pictures are real images; the payload's would have src="x".
  expect(await page.locator('.forum img[src="x"], .forum iframe, .forum script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('a thread naming a watched word waits with the reason, reaches the staff queue inert, and once published its author and readers see it', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'staff')}` };
  const current = (await (await request.get('/api/forum/watched-words', { headers })).json()) as {
    rev?: string;
  };
  const saved = await request.put('/api/forum/watched-words', {
    headers,
    data: { words: ['Müller'], rev: current.rev },
  });
  expect(saved.ok()).toBe(true);

  const tag = randomBytes(3).toString('hex');
  const held = `Ask Mr MUELLER ${tag} <img src=x onerror="window.__xss=5">`;
  await signIn(page, 'verified');
  await openSubTopic(page, 'en');
  await submitThread(page, 'en', held, 'He knows the **INR** device.');
  await expect(page.getByText('Your thread was saved and waits for our moderators.')).toBeVisible();
  await expect(page.getByText(/names a person on our list of company staff/)).toBeVisible();
  // The forum's start page lists it for its author, with the reason, until staff decide.
  await page.goto('/en/ds/forum');
  const mine = page.getByRole('region', { name: 'Your posts that readers do not see' });
  await expect(mine).toContainText('waits for our moderators.');
  await expect(mine).toContainText(/names a person on our list of company staff/);
  await page.getByRole('button', { name: 'Log out' }).first().click();

  await signIn(page, 'staff');
  await page.goto('/en/ds/moderation');
  const row = page.locator('[data-moderation-item]', { hasText: tag });
  await expect(row).toContainText('Forum thread');
  await expect(row).toContainText('Waiting for approval');
  expect(await page.locator('.moderation-table img, .moderation-table script').count()).toBe(0);
  await row.getByRole('button', { name: /^Publish the item by/ }).click();
  await expect(row).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.getByRole('button', { name: 'Log out' }).first().click();

  await signIn(page, 'verified');
  await openSubTopic(page, 'en');
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toBeVisible({ timeout: 30_000 });
});
