// Reporting content (Digital Services Act Art. 16 and 17) in Chromium, with the app's mail going to
// a real SMTP server: a guest reports a public blog post in German ("Inhalt melden"), a premium
// reader reports a forum comment in English, staff see both in the queue with their category and
// reporter, reject the comment on a legal ground, and the comment's author finds the statement
// of reasons in their mail. The thread and comment are written through the API.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS_URL,
  startAppServer,
  startInbox,
  type AppServer,
  type Inbox,
} from './support/accounts-mail.ts';
import { DEMO, apiToken, signIn } from './support/accounts.ts';
import { DEMO_SUB_TOPIC, openThread } from './support/forum-page.ts';
import { REPORT_LABELS, sendReport } from './support/report-dialog.ts';
import { untilSynced } from './support/search-page.ts';

test.use({ baseURL: ACCOUNTS_URL });
test.describe.configure({ mode: 'serial' });

/** The demo's public post (sync-server/src/demo/posts.ts). */
const PUBLIC_POST = 'crp-schnelltests-in-der-hausarztpraxis';

let inbox: Inbox;
let app: AppServer;

test.beforeAll(async () => {
  inbox = await startInbox();
  app = await startAppServer(inbox.smtpUrl);
});
test.afterAll(async () => {
  await app?.stop();
  await inbox?.close();
});

test('a guest reports a post, a premium reader a comment; staff reject the comment and its author gets the statement of reasons', async ({
  page,
  request,
}) => {
  // A thread and a comment by the verified user, through the API.
  const verified = { authorization: `Bearer ${await apiToken(request, 'verified')}` };
  const thread = `t-${crypto.randomUUID()}`;
  const subject = `Gerinnung ${thread.slice(2, 8)}`;
  expect(
    (
      await request.post('/api/forum/threads', {
        headers: verified,
        data: { id: thread, topic_id: DEMO_SUB_TOPIC, subject, body: 'Welche Geräte nutzen Sie?' },
      })
    ).status(),
  ).toBe(201);
  const comment = `${thread}:c-${crypto.randomUUID()}`;
  const commentText = `Kaufen Sie jetzt ${thread.slice(2, 8)}`;
  expect(
    (
      await request.post('/api/forum/comments', {
        headers: verified,
        data: { id: comment, thread_id: thread, body: commentText },
      })
    ).status(),
  ).toBe(201);

  // A guest, in German: the dialog keeps focus inside and gives it back on Escape.
  await page.goto(`/posts/${PUBLIC_POST}`);
  const report = page.getByRole('button', { name: REPORT_LABELS.de.open });
  await report.click();
  const dialog = page.getByRole('dialog', { name: REPORT_LABELS.de.open });
  await expect(dialog.getByRole('textbox', { name: REPORT_LABELS.de.location })).toHaveValue(
    new RegExp(`/posts/${PUBLIC_POST}$`),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();
  await report.click();
  // Without good faith the form refuses, beside the box.
  await dialog.getByRole('button', { name: REPORT_LABELS.de.send }).click();
  await expect(dialog).toContainText('Bitte bestätigen Sie, dass Ihre Meldung zutrifft');
  await dialog.getByRole('textbox', { name: REPORT_LABELS.de.email }).fill('gast@example.org');
  await sendReport(page, 'de', 'Irreführende Gesundheitsinformation', 'Der Beitrag verspricht zu viel.');
  // The guest gave an email, so the decision is promised.
  await expect(
    page.getByRole('status').filter({ hasText: 'teilt Ihnen die Entscheidung mit' }),
  ).toBeVisible();

  // A premium reader, in English, reports the comment.
  await signIn(page, 'premium');
  await openThread(page, 'en', thread);
  const item = page.locator('article', { hasText: commentText }).last();
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: REPORT_LABELS.en.open }).click();
  await sendReport(page, 'en', 'Advertising or spam', 'An advertisement for a device.');
  await page.getByRole('button', { name: 'Log out' }).first().click();

  // Staff see both reports with their category, reporter and age, and reject the comment.
  await signIn(page, 'staff');
  await page.goto('/en/ds/moderation');
  await untilSynced(page);
  const postRow = page.locator(`[data-moderation-item="${PUBLIC_POST}"]`);
  await expect(postRow).toContainText('Misleading health information', { timeout: 15_000 });
  await expect(postRow).toContainText('By a guest');
  await expect(postRow).toContainText('gast@example.org');
  const commentRow = page.locator(`[data-moderation-item="${comment}"]`);
  await expect(commentRow).toContainText('Advertising or spam');
  await expect(commentRow).toContainText('An advertisement for a device.');
  await expect(commentRow.locator('[data-report] time')).toHaveCount(1);
  await commentRow.getByRole('button', { name: /^Reject the item by/ }).click();
  const reject = page.getByRole('dialog');
  await reject.getByRole('textbox', { name: 'Reason (the author reads it)' }).fill('Werbung für ein Produkt');
  await reject.locator('.radio', { hasText: 'Unlawful content' }).click();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(commentRow).toHaveCount(0);

  // The author's statement of reasons: what, why, on which ground, how to object.
  const statement = await inbox.waitFor(DEMO.verified, /Kommentar|comment/);
  expect(statement.text).toContain('Werbung für ein Produkt');
  expect(statement.text).toMatch(/Rechtsgrundlage|Ground/);
  expect(statement.text).toMatch(/Widerspruch|Objection/);
  // The premium reader hears the decision too.
  await inbox.waitFor(DEMO.premium, /Meldung|report/);
});
