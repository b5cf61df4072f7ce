// Popular searches on the search page: fetched from the server, shown as links that search for
// them, in both languages, and kept for the next visit so they show offline.
import { describe, expect, it } from 'vitest';
import { renderApp, waitFor } from '../../../test/render-app.tsx';
import { apiError, json } from '../../../test/fake-server.ts';
import { POPULAR_KEY } from './popular-searches.ts';

const popular = {
  queries: [
    { query: 'crp', count: 40 },
    { query: 'hba1c', count: 12 },
  ],
};

function links(container: HTMLElement): Array<{ text: string; href: string | null }> {
  const nav = container.querySelector('nav.popular-searches');
  if (!nav) throw new Error('no popular searches yet');
  return [...nav.querySelectorAll('a')].map((a) => ({
    text: a.textContent ?? '',
    href: a.getAttribute('href'),
  }));
}

describe('PopularSearches on the search page', () => {
  it('shows the server’s list as links to those searches, in English', async () => {
    const app = await renderApp('/en/search', { 'GET /api/search/popular': () => json(200, popular) });
    const shown = await waitFor(() => {
      const found = links(app.container);
      if (found.length === 0) throw new Error('empty');
      return found;
    });
    expect(shown).toEqual([
      { text: 'crp', href: '/en/search?q=crp' },
      { text: 'hba1c', href: '/en/search?q=hba1c' },
    ]);
    expect(app.container.querySelector('#popular-searches-title')?.textContent).toBe('Popular searches');
    expect(
      app.requests.find((request) => request.path === '/api/search/popular')?.headers.get('authorization'),
    ).toBeNull();
    await app.unmount();
  });

  it('shows the list kept from an earlier visit when the server cannot be reached, in German', async () => {
    window.localStorage.setItem(POPULAR_KEY, JSON.stringify({ queries: popular.queries.slice(0, 1) }));
    const app = await renderApp('/search', { 'GET /api/search/popular': () => apiError(503, 'down') });
    const shown = await waitFor(() => links(app.container));
    expect(shown).toEqual([{ text: 'crp', href: '/search?q=crp' }]);
    expect(app.container.querySelector('#popular-searches-title')?.textContent).toBe('Beliebte Suchen');
    await app.unmount();
  });

  it('keeps the server’s answer for the next visit', async () => {
    const app = await renderApp('/en/search', { 'GET /api/search/popular': () => json(200, popular) });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(POPULAR_KEY) ?? '{}')).toMatchObject(popular),
    );
    await app.unmount();
  });

  it.each([
    ['/en/search', '(demo)', 'An example from the demo data'],
    ['/search', '(Demo)', 'Ein Beispiel aus den Demodaten'],
  ])('on %s marks the searches the demo data seeded', async (path, mark, title) => {
    const seeded = {
      queries: [
        { query: 'crp', display: 'CRP', count: 14, demo: true },
        { query: 'inr', count: 9 },
      ],
    };
    const app = await renderApp(path, { 'GET /api/search/popular': () => json(200, seeded) });
    await waitFor(() => links(app.container));
    const marks = [...app.container.querySelectorAll('.popular-searches__demo')];
    expect(marks.map((one) => [one.textContent?.trim(), one.getAttribute('title')])).toEqual([[mark, title]]);
    expect(marks[0]!.closest('li')?.querySelector('a')?.textContent).toBe('CRP');
    await app.unmount();
  });

  it('shows nothing while there are no popular searches', async () => {
    const app = await renderApp('/en/search', {
      'GET /api/search/popular': () => json(200, { queries: [] }),
    });
    await waitFor(() =>
      expect(app.requests.some((request) => request.path === '/api/search/popular')).toBe(true),
    );
    expect(app.container.querySelector('nav.popular-searches')).toBeNull();
    await app.unmount();
  });
});
