// The workspace's posts lists (the spec's "all", "mine" and "staff-only") over one answer of
// /api/admin/posts: the address chooses the list, each shows only its posts, with author, status
// and language in the page's language.
import { afterEach, describe, expect, it } from 'vitest';
import type { Post } from '@poct/schemas';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { json, makeUser } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const base: Omit<Post, 'id' | 'title' | 'author_id' | 'private' | 'visible'> = {
  brief: 'Kurz',
  content: 'Text',
  tags: ['CRP'],
  language: 'de',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
};
const POSTS = [
  {
    ...base,
    id: 'mein-beitrag',
    title: 'Mein Beitrag',
    author_id: 'u1',
    author_name: 'Anna Schmidt',
    private: false,
    visible: true,
  },
  {
    ...base,
    id: 'fremd-privat',
    title: 'Fremd und privat',
    author_id: 'u9',
    author_name: 'Ben Kurz',
    private: true,
    visible: true,
  },
  {
    ...base,
    id: 'fremd-entwurf',
    title: 'Fremder Entwurf',
    author_id: 'u9',
    author_name: 'Ben Kurz',
    private: false,
    visible: false,
    language: 'en' as const,
  },
].map((post) => ({ ...post, rev: '1-a' }));

async function open(path: string) {
  const staff = makeUser({
    id: 'u1',
    role: { id: 'role-staff', name: 'Staff', permissions: ['posts-read', 'posts-update'], hierarchy: 10 },
  });
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(staff));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  const app = await renderApp(path, {
    'GET /api/auth/me': () => json(200, staff),
    'GET /api/admin/posts': () => json(200, { items: POSTS }),
  });
  return app;
}

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody [role="rowheader"], tbody th')].map((cell) =>
    cell.textContent?.trim(),
  );

afterEach(() => localStorage.clear());

describe('the posts lists', () => {
  it.each([
    ['/ds/posts', ['Fremd und privat', 'Fremder Entwurf', 'Mein Beitrag']],
    ['/ds/posts?list=mine', ['Mein Beitrag']],
    ['/ds/posts?list=staff-only', ['Fremd und privat']],
  ])('%s shows its posts', async (path, expected) => {
    const app = await open(path);
    await waitFor(() => expect(titles(app.container).sort()).toEqual(expected));
    await app.unmount();
  });

  it('names author, status and language in German', async () => {
    const app = await open('/ds/posts');
    await waitFor(() => expect(titles(app.container)).toHaveLength(3));
    const row = (title: string) =>
      [...app.container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(title))!
        .textContent;
    expect(row('Mein Beitrag')).toContain('Anna Schmidt');
    expect(row('Mein Beitrag')).toContain('Veröffentlicht');
    expect(row('Fremd und privat')).toContain('Nur für das Team');
    expect(row('Fremder Entwurf')).toContain('Verborgen');
    expect(row('Fremder Entwurf')).toContain('Englisch');
    await app.unmount();
  });
});
