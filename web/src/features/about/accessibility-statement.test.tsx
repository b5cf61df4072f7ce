// The accessibility statement is reached from every layout (the public footer, the sign-in
// pages' footer, the workspace's sidebar) in the page's language, and carries its feedback form
// with the subject filled in.
import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { json, makeUser } from '../../test/fake-server.ts';
import { heading, renderApp, waitFor } from '../../test/render-app.tsx';

function staffSignedIn() {
  const user = makeUser({ role: { id: 'r', name: 'Staff', permissions: ['profile-read'], hierarchy: 2 } });
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  return { 'GET /api/auth/me': () => json(200, user) };
}

/** The link called `text` inside `selector`, once the page has drawn it. */
const linkIn = (container: HTMLElement, selector: string, text: string) =>
  waitFor(() => {
    const links = container.querySelector(selector)?.querySelectorAll<HTMLAnchorElement>('a') ?? [];
    const found = [...links].find((a) => a.textContent === text);
    if (!found) throw new Error(`no link ${text} in ${selector} yet`);
    return found;
  });

afterEach(() => localStorage.clear());

describe('the accessibility statement', () => {
  it.each([
    ['/about/imprint', 'Barrierefreiheit', '/about/accessibility'],
    ['/en/search', 'Accessibility', '/en/about/accessibility'],
    ['/login', 'Barrierefreiheit', '/about/accessibility'],
    ['/en/register', 'Accessibility', '/en/about/accessibility'],
  ])('is linked from the footer of %s', async (path, text, href) => {
    const app = await renderApp(path);
    const link = await linkIn(app.container, 'footer', text);
    expect(link.getAttribute('href')).toBe(href);
    await app.unmount();
  });

  it.each([
    ['/ds', 'Erklärung zur Barrierefreiheit', '/about/accessibility'],
    ['/en/ds', 'Accessibility statement', '/en/about/accessibility'],
  ])('is linked from the workspace sidebar of %s', async (path, text, href) => {
    const app = await renderApp(path, staffSignedIn());
    const link = await linkIn(app.container, '.ds-sidebar', text);
    expect(link.getAttribute('href')).toBe(href);
    await app.unmount();
  });

  it.each([
    [
      '/about/accessibility',
      'Erklärung zur Barrierefreiheit',
      'Barrierefreiheit: eine Barriere auf POCT Atlas',
    ],
    ['/en/about/accessibility', 'Accessibility statement', 'Accessibility: a barrier on POCT Atlas'],
  ])('%s states its standard and offers the feedback form with its subject', async (path, title, subject) => {
    const app = await renderApp(path);
    expect(await waitFor(() => heading(app.container))).toBe(title);
    expect(document.title).toBe(`${title} | POCT Atlas`);
    await waitFor(() => expect(app.container.textContent).toContain('EN 301 549'));
    const field = await waitFor(() => {
      const input = [...app.container.querySelectorAll<HTMLInputElement>('input')].find(
        (candidate) => candidate.value === subject,
      );
      if (!input) throw new Error('no subject yet');
      return input;
    });
    expect(field.closest('form')).not.toBeNull();
    await app.unmount();
  });
});
