// Posts with attack payloads in every field (title, brief description, content, tags, author's
// name, banner address) drawn by the blog list, the post page, the home page's latest posts and
// the workspace list: nothing becomes an element or an event handler, no script runs (alert is
// never called), and the text stays readable as text. Also: the post page's title and 404 text,
// a page of the list past its end, and the tag a reader chose.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '@poct/schemas';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { apiError, json, makeUser, type Handler } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const XSS = `<img src=x onerror=alert(1)><script>alert(2)</script><svg onload=alert(3)>"'><iframe src=javascript:alert(4)>`;

const POST: Post & { author_name: string } = {
  id: 'angriff',
  title: `Titel ${XSS}`,
  brief: `Kurz ${XSS}`,
  content: `# Inhalt\n\n${XSS}\n\n[klick](javascript:alert(5))\n\n![pixel](https://tracker.example/p.gif)`,
  tags: [`Tag ${XSS}`, 'CRP'],
  language: 'de',
  banner_url: 'javascript:alert(6)',
  author_id: 'user-staff',
  author_name: `Eve ${XSS}`,
  private: false,
  visible: true,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  updated_by: 'user-staff',
};
const PAGE = { total: 1, offset: 0, limit: 9, items: [POST], tags: [{ tag: POST.tags[0], count: 1 }] };

const ROUTES: Record<string, Handler> = {
  'GET /api/posts': () => json(200, PAGE),
  'GET /api/posts/angriff': () => json(200, POST),
  'GET /api/posts/verborgen': () => apiError(404, "We couldn't find the specified post"),
};

function expectInert(container: HTMLElement): void {
  expect(container.querySelector('script, iframe, svg, object, embed')).toBeNull();
  for (const image of container.querySelectorAll('img'))
    expect(image.getAttribute('src')).not.toMatch(/^(x|javascript:|https?:)/);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    const href = element.getAttribute('href');
    if (href) expect(href).not.toMatch(/^\s*javascript:/i);
  }
}

const alert = vi.fn();
beforeEach(() => {
  alert.mockClear();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  expect(alert).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('posts with attack payloads in every field', () => {
  it('stay text on the blog list', async () => {
    const app = await renderApp('/posts', ROUTES);
    await waitFor(() => expect(app.container.querySelector('.post-card')).not.toBeNull());
    const card = app.container.querySelector('.post-card')!;
    expect(card.querySelector('h2')!.textContent).toBe(POST.title);
    expect(card.textContent).toContain(POST.brief);
    expect(card.textContent).toContain(POST.author_name);
    expect(app.container.textContent).toContain(POST.tags[0]);
    expectInert(app.container);
    await app.unmount();
  });

  it('stay text on the post page, in English too, titled "Title | POCT Atlas"', async () => {
    for (const path of ['/posts/angriff', '/en/posts/angriff']) {
      const app = await renderApp(path, ROUTES);
      await waitFor(() => expect(app.container.querySelector('h1')?.textContent).toBe(POST.title));
      expect(document.title).toBe(`${POST.title} | POCT Atlas`);
      expect(app.container.querySelector('article')!.getAttribute('lang')).toBe('de');
      expect(app.container.querySelector('.post__content')!.textContent).toContain('Inhalt');
      expectInert(app.container);
      await app.unmount();
    }
  });

  it('stay text in the latest posts on the home page', async () => {
    const app = await renderApp('/en', ROUTES);
    await waitFor(() => expect(app.container.querySelector('.post-card h3')?.textContent).toBe(POST.title));
    expectInert(app.container);
    await app.unmount();
  });

  it('stay text in the workspace list', async () => {
    const staff = makeUser({
      role: { id: 'role-staff', name: 'Staff', permissions: ['posts-read', 'posts-update'], hierarchy: 10 },
    });
    localStorage.setItem(TOKEN_KEY, 'token');
    localStorage.setItem(USER_KEY, JSON.stringify(staff));
    localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
    const app = await renderApp('/ds/posts', {
      'GET /api/auth/me': () => json(200, staff),
      'GET /api/admin/posts': () => json(200, { items: [{ ...POST, rev: '1-a' }] }),
    });
    await waitFor(() => expect(app.container.textContent).toContain(POST.title));
    expect(app.container.textContent).toContain(POST.author_name);
    expectInert(app.container);
    await app.unmount();
  });
});

describe('the post page', () => {
  it.each([
    ['/posts/verborgen', 'Wir konnten den angegebenen Beitrag nicht finden'],
    ['/en/posts/verborgen', "We couldn't find the specified post"],
  ])('shows %s as the 404 page with the post text', async (path, text) => {
    const app = await renderApp(path, ROUTES);
    await waitFor(() => expect(app.container.querySelector('h1')?.textContent).toBe(text));
    expect(app.container.textContent).toContain('404');
    expect(document.title).toBe(`${text} | POCT Atlas`);
    await app.unmount();
  });

  it('names the editorial team when the author has no account any more', async () => {
    const app = await renderApp('/posts/angriff', {
      'GET /api/posts/angriff': () => json(200, { ...POST, author_name: null }),
    });
    await waitFor(() =>
      expect(app.container.querySelector('.post-byline')?.textContent).toContain('vom POCT-Atlas-Team'),
    );
    await app.unmount();
  });

  it('leads a page past the end back to the first page', async () => {
    const app = await renderApp('/en/posts?page=5', {
      'GET /api/posts': (request) =>
        json(200, { ...PAGE, items: new URLSearchParams(request.search).get('offset') ? [] : [POST] }),
    });
    const back = await waitFor(() => {
      const link = app.container.querySelector<HTMLAnchorElement>('[role="status"] a');
      if (!link) throw new Error('no link yet');
      return link;
    });
    expect(back.textContent).toBe('There are fewer posts now: show the first page');
    expect(back.getAttribute('href')).toBe('/en/posts');
    await app.unmount();
  });

  it('asks the server for the tag a reader chose', async () => {
    const app = await renderApp('/en/posts?tag=CRP', ROUTES);
    await waitFor(() => expect(app.container.querySelector('h1')?.textContent).toBe('Blog: CRP'));
    const asked = app.requests.filter((request) => request.path === '/api/posts');
    expect(new URLSearchParams(asked.at(-1)!.search).get('tag')).toBe('CRP');
    await app.unmount();
  });
});
