// The app rendered end to end: translated text in both languages through the real Lingui
// pipeline (a build without the macro transform would fail here, not only at runtime), route
// matching under every prefix, guards and the not-found page.
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../session/storage.ts';
import { apiError, json, makeUser } from '../test/fake-server.ts';
import { heading, renderApp, waitFor } from '../test/render-app.tsx';

function signIn(permissions: string[] = ['profile-read']) {
  const user = makeUser({ role: { id: 'r', name: 'Staff', permissions, hierarchy: 2 } });
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  return { 'GET /api/auth/me': () => json(200, user) };
}

describe('translated pages', () => {
  it('renders German without a prefix and under /de, English under /en', async () => {
    for (const [path, text, lang] of [
      ['/about/imprint', 'Impressum', 'de'],
      ['/de/about/imprint', 'Impressum', 'de'],
      ['/en/about/imprint', 'Imprint', 'en'],
    ] as const) {
      const app = await renderApp(path);
      expect(await waitFor(() => heading(app.container))).toBe(text);
      expect(document.documentElement.lang).toBe(lang);
      expect(document.title).toBe(`${text} | POCT Atlas`);
      await app.unmount();
    }
  });

  it('renders <Trans> text in both languages', async () => {
    const de = await renderApp('/search');
    await waitFor(() => expect(de.container.textContent).toContain('Geben Sie einen Produktnamen'));
    expect(de.container.querySelector('.skip-link')?.textContent).toBe('Zum Inhalt springen');
    await de.unmount();
    const en = await renderApp('/en/search');
    await waitFor(() => expect(en.container.textContent).toContain('Type a product name'));
    expect(en.container.querySelector('.skip-link')?.textContent).toBe('Skip to content');
    await en.unmount();
  });

  it('links the language switch to the same page under the other prefix', async () => {
    const app = await renderApp('/en/about?tab=2');
    const hrefs = [...app.container.querySelectorAll<HTMLAnchorElement>('.language-switch a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/about?tab=2', '/en/about?tab=2']);
    expect(app.container.querySelector('.language-switch a[aria-current="true"]')?.textContent).toBe('EN');
    await app.unmount();
  });
});

describe('unknown paths', () => {
  it("shows 'Page Not Found: {path}' in the address's language", async () => {
    const en = await renderApp('/en/nowhere');
    expect(heading(en.container)).toBe('Page Not Found: /en/nowhere');
    expect(en.container.textContent).toContain('404');
    await en.unmount();
    const de = await renderApp('/nirgends');
    expect(heading(de.container)).toBe('Seite nicht gefunden: /nirgends');
    await de.unmount();
  });

  it('keeps the query string in the 404 message, in both languages', async () => {
    const en = await renderApp('/en/nowhere?q=CRP&page=2');
    expect(heading(en.container)).toBe('Page Not Found: /en/nowhere?q=CRP&page=2');
    await en.unmount();
    const de = await renderApp('/nirgends?q=Glukose');
    expect(heading(de.container)).toBe('Seite nicht gefunden: /nirgends?q=Glukose');
    await de.unmount();
  });
});

describe('guards', () => {
  it('sends signed-out visitors of the workspace to the login page with a return path', async () => {
    const app = await renderApp('/ds');
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().search).toBe('?redirect=%2Fds');
    expect(await waitFor(() => heading(app.container))).toBe('Anmelden');
    await app.unmount();
  });

  it('shows the dashboard to a signed-in user', async () => {
    const app = await renderApp('/en/ds', signIn());
    await waitFor(() => expect(app.container.textContent).toContain('Welcome, Anna Schmidt.'));
    expect(heading(app.container)).toBe('Dashboard');
    await app.unmount();
  });

  it('sends a user without the permission to the dashboard and says why', async () => {
    const app = await renderApp('/en/ds/products/create', signIn(['products-read']));
    await waitFor(() => expect(app.location().pathname).toBe('/en/ds'));
    await waitFor(() =>
      expect(document.querySelector('.toast')?.textContent).toContain(
        'You do not have permission to access this resource.',
      ),
    );
    await app.unmount();
  });

  it('opens a workspace page with its permission, with parameters inside a segment', async () => {
    // Past the guard; without read access the master data is not on this device, and it says so.
    const app = await renderApp('/de/ds/products/edit-7', signIn(['products-update']));
    await waitFor(() =>
      expect(app.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Die Stammdaten des Katalogs sind für Ihr Konto auf diesem Gerät nicht verfügbar.',
      ),
    );
    expect(app.location().pathname).toBe('/de/ds/products/edit-7');
    await app.unmount();
  });

  it('sends signed-in users away from guest pages', async () => {
    const app = await renderApp('/en/login?redirect=%2Fen%2Fds%2Fprofile', signIn());
    await waitFor(() => expect(app.location().pathname).toBe('/en/ds/profile'));
    await app.unmount();
  });

  it.each([
    ['/en/login?redirect=%2Fds%2Fprofile%3Ftab%3Dorders', '/en/ds/profile', '?tab=orders'],
    ['/login?redirect=%2Fen%2Fds%2Ffavorites', '/ds/favorites', ''],
  ])('keeps the language chosen on the login page after signing in (%s)', async (path, pathname, search) => {
    const app = await renderApp(path, signIn());
    await waitFor(() => expect(app.location().pathname).toBe(pathname));
    expect(app.location().search).toBe(search);
    await app.unmount();
  });

  it('sends users editing themselves to their profile', async () => {
    const app = await renderApp('/ds/users/edit-u1', signIn(['users-update', 'profile-read']));
    await waitFor(() => expect(app.location().pathname).toBe('/ds/profile'));
    await app.unmount();
  });

  it('logs out from the dashboard and goes home', async () => {
    const routes = { ...signIn(), 'POST /api/auth/logout': () => json(200, {}) };
    const app = await renderApp('/en/ds', routes);
    await waitFor(() => heading(app.container));
    const button = [...app.container.querySelectorAll('button')].find((b) => b.textContent === 'Log out');
    await act(async () => button?.click());
    await waitFor(() => expect(app.location().pathname).toBe('/en'));
    expect(app.services.session.getState().status).toBe('signed-out');
    expect(app.requests.some((r) => r.path === '/api/auth/logout')).toBe(true);
    await app.unmount();
  });

  it('clears the session and goes to the login page when the server answers 401', async () => {
    signIn();
    const app = await renderApp('/en/ds/favorites', {
      'GET /api/auth/me': () => apiError(401, 'Unauthorized. Please log in to continue.'),
    });
    await waitFor(() => expect(app.location().pathname).toBe('/en/login'));
    expect(app.location().search).toBe('?redirect=%2Fen%2Fds%2Ffavorites');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await app.unmount();
  });
});

describe('toasts', () => {
  it('tells the user, in their language, that the session expired', async () => {
    signIn();
    localStorage.setItem(EXPIRY_KEY, String(Date.now() - 1));
    const app = await renderApp('/ds', {
      'GET /api/auth/refresh': () =>
        apiError(409, 'Die Sitzung ist abgelaufen, bitte melden Sie sich erneut an.'),
    });
    await waitFor(() =>
      expect(document.querySelector('.toast')?.textContent).toContain(
        'Die Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
      ),
    );
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    await app.unmount();
  });
});
