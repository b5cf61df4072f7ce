// The writer's parts of a forum thread in German and English: a premium reader who may not write
// sees who writes and how to get verified, never a "no permission" error on a page they may read;
// a writer's own held comment stays visible to them as waiting for moderation, with its text.
import { describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { json, makeUser } from '../../test/fake-server.ts';
import { waitFor } from '../../test/render-app.tsx';
import { renderPart } from '../../test/render-part.tsx';
import { OwnHeldComments } from './OwnHeldComments.tsx';
import { WriteRefusal } from './WriteRefusal.tsx';

describe('a premium reader who may not write', () => {
  it.each([
    ['/en/ds/forum/thread/t1', 'en', 'Verified healthcare professionals write in the forum.'],
    ['/ds/forum/thread/t1', 'de', 'Im Forum schreiben verifizierte Fachkräfte im Gesundheitswesen.'],
  ] as const)(
    'on %s sees no "no permission" text, and the way to verification',
    async (path, locale, text) => {
      const user = makeUser({ premium: true, verification_status: 'not_verified' });
      const part = await renderPart(path, user, <WriteRefusal />);
      await waitFor(() => expect(part.container.textContent).toContain(text));
      expect(part.container.textContent).not.toContain(message('error.forum.403', locale));
      expect(
        part.container.querySelector(`a[href="${locale === 'en' ? '/en' : ''}/ds/profile"]`),
      ).not.toBeNull();
      await part.unmount();
    },
  );
});

describe("a writer's own held comment", () => {
  const mine = {
    items: [
      {
        kind: 'forum-comment',
        id: 't1:c1',
        status: 'waiting',
        status_reason: 'forum.waiting.watched_word',
        context_id: 't1',
        text: 'Mein **gehaltener** Kommentar',
        updated_at: '2026-11-20T08:00:00.000Z',
      },
      {
        kind: 'forum-comment',
        id: 't2:c2',
        status: 'waiting',
        context_id: 't2',
        text: 'Unter einem anderen Thread',
        updated_at: '2026-11-20T08:00:00.000Z',
      },
    ],
  };
  it.each([
    ['/en/ds/forum/thread/t1', 'en', 'Waiting for moderation'],
    ['/ds/forum/thread/t1', 'de', 'Wartet auf Moderation'],
  ] as const)(
    'stays visible on %s as waiting for moderation, with its text',
    async (path, locale, waiting) => {
      const user = makeUser({ premium: true, verification_status: 'verified' });
      const part = await renderPart(path, user, <OwnHeldComments threadId="t1" />, {
        'GET /api/moderation/mine': () => json(200, mine),
      });
      const held = await waitFor(() => {
        const found = part.container.querySelectorAll('[data-testid="own-held-comment"]');
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(held.querySelector('[role="status"]')?.textContent).toContain(waiting);
      expect(held.textContent).toContain(message('forum.waiting.watched_word', locale));
      expect(held.querySelector('.forum__text strong')?.textContent).toBe('gehaltener');
      await part.unmount();
    },
  );
});
