// The forum pages as a user drives them: open a sub-topic, write a thread, comment, read.
// Labels in the page's language come from the caller (the spec runs German and English).
import { expect, type Page } from '@playwright/test';

/** The demo sub-topic (sync-server/src/demo/forum-topics.ts). */
export const DEMO_SUB_TOPIC = 'subtopic-inr';

export interface ForumLabels {
  newThread: string;
  subject: string;
  text: string;
  publish: string;
  comment: string;
  sendComment: string;
}

export const FORUM_LABELS = {
  de: {
    newThread: 'Neuer Beitrag',
    subject: 'Betreff',
    text: 'Text',
    publish: 'Beitrag veröffentlichen',
    comment: 'Ihr Kommentar',
    sendComment: 'Kommentar senden',
  },
  en: {
    newThread: 'New thread',
    subject: 'Subject',
    text: 'Text',
    publish: 'Publish thread',
    comment: 'Your comment',
    sendComment: 'Send comment',
  },
} satisfies Record<'de' | 'en', ForumLabels>;

const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');

export async function openSubTopic(page: Page, locale: 'de' | 'en', id = DEMO_SUB_TOPIC): Promise<void> {
  await page.goto(`${prefix(locale)}/ds/forum/${id}`);
}

export async function openThread(page: Page, locale: 'de' | 'en', id: string): Promise<void> {
  await page.goto(`${prefix(locale)}/ds/forum/thread/${id}`);
}

/** Fills in and sends a thread in the open sub-topic. */
export async function submitThread(
  page: Page,
  locale: 'de' | 'en',
  subject: string,
  body: string,
): Promise<void> {
  const labels = FORUM_LABELS[locale];
  await page.getByRole('link', { name: labels.newThread }).click();
  await page.getByRole('textbox', { name: labels.subject }).fill(subject);
  await page.getByRole('textbox', { name: labels.text }).fill(body);
  await page.getByRole('button', { name: labels.publish }).click();
}

/** Writes a thread in the open sub-topic and answers its id once its page shows it. */
export async function writeThread(
  page: Page,
  locale: 'de' | 'en',
  subject: string,
  body: string,
): Promise<string> {
  await submitThread(page, locale, subject, body);
  await expect(page).toHaveURL(/\/ds\/forum\/thread\/t-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject, { timeout: 30_000 });
  return page.url().split('/').pop()!;
}

export async function writeComment(page: Page, locale: 'de' | 'en', body: string): Promise<void> {
  const labels = FORUM_LABELS[locale];
  await page.getByRole('textbox', { name: labels.comment }).fill(body);
  await page.getByRole('button', { name: labels.sendComment }).click();
}

/** The comments shown, as their text. */
export const comments = (page: Page) => page.locator('.forum__comment-list .forum__text');
