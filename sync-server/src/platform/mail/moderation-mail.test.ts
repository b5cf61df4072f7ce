// The mail to an author when staff decide on what they wrote names it: a review is a
// "Bewertung" / "review", a forum thread a "Beitrag" / "post", a comment a "Kommentar" / "comment".
import { describe, expect, it } from 'vitest';
import { moderationDecisionMail, reportDecisionMail } from './templates.ts';

const URL = 'https://example.test/products/prod-00005';

describe('the moderation decision mail', () => {
  it.each([
    [
      'de',
      'review',
      'Ihre Bewertung wurde nicht veröffentlicht',
      'unsere Redaktion hat Ihre Bewertung geprüft',
    ],
    [
      'en',
      'review',
      'Your review was not published',
      'our staff checked your review and did not publish it.',
    ],
    ['de', 'forum-thread', 'Ihr Beitrag wurde nicht veröffentlicht', 'hat Ihren Beitrag geprüft'],
    ['en', 'forum-comment', 'Your comment was not published', 'checked your comment'],
  ] as const)('in %s names a %s in subject and text', (locale, kind, subject, text) => {
    const mail = moderationDecisionMail(locale, kind, 'Anna', 'rejected', 'Werbung', URL);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(text);
    if (kind === 'review') expect(`${mail.subject} ${mail.text}`).not.toMatch(/Beitrag|\bpost\b/);
  });

  it.each([
    ['de', 'Ihre Bewertung ist veröffentlicht'],
    ['en', 'Your review is published'],
  ] as const)('in %s says a published review is published', (locale, subject) => {
    expect(moderationDecisionMail(locale, 'review', 'Anna', 'published', undefined, URL).subject).toBe(
      subject,
    );
  });

  it('in en states a removal on legal grounds with the way to object', () => {
    const mail = moderationDecisionMail('en', 'forum-comment', 'Anna', 'rejected', 'Insult', URL, 'law');
    expect(mail.text).toContain('Reason: Insult');
    expect(mail.text).toContain('Ground: the content is unlawful under the applicable law.');
    expect(mail.text).toContain('you may object to this decision');
    expect(moderationDecisionMail('en', 'review', 'Anna', 'published', undefined, URL).text).not.toContain(
      'object',
    );
  });

  it.each([
    ['de', 'rejected', 'den von Ihnen gemeldeten Kommentar geprüft und entfernt'],
    ['de', 'published', 'keinen Verstoß festgestellt'],
    ['en', 'published', 'found no breach; it stays visible'],
  ] as const)('in %s tells the reporter the item was %s', (locale, decision, text) => {
    expect(reportDecisionMail(locale, 'forum-comment', 'Anna', decision).text).toContain(text);
  });
});
