import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { apiError, json, makeUser } from '../../test/fake-server.ts';
import { heading, renderApp, waitFor } from '../../test/render-app.tsx';

function type(input: HTMLInputElement, value: string) {
  // React tracks the value property; set it the way a browser would, then announce the input.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function openLogin(path: string, routes = {}) {
  const app = await renderApp(path, routes);
  const form = await waitFor(() => {
    const found = app.container.querySelector('form');
    if (!found) throw new Error('no form yet');
    return found;
  });
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  if (!email || !password) throw new Error('fields missing');
  const submit = async () => act(async () => form.requestSubmit());
  return { app, form, email, password, submit };
}

describe('login form', () => {
  it("says 'This field is required' for empty fields, in the page's language", async () => {
    const { app, submit } = await openLogin('/en/login');
    await submit();
    await waitFor(() =>
      expect([...app.container.querySelectorAll('.field__error')].map((e) => e.textContent)).toEqual([
        'This field is required',
        'This field is required',
      ]),
    );
    expect(app.requests).toHaveLength(0);
    await app.unmount();

    const de = await openLogin('/login');
    await de.submit();
    await waitFor(() =>
      expect(de.app.container.querySelector('.field__error')?.textContent).toBe(
        'Dieses Feld ist erforderlich',
      ),
    );
    await de.app.unmount();
  });

  it("shows the server's message as an alert", async () => {
    const { app, email, password, submit } = await openLogin('/en/login', {
      'POST /api/auth/login': () => apiError(401, 'Login failed. Please try again.', 'error.invalid_token'),
    });
    act(() => {
      type(email, 'anna@example.test');
      type(password, 'wrong');
    });
    await submit();
    await waitFor(() =>
      expect(app.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Login failed. Please try again.',
      ),
    );
    expect(app.requests[0]?.headers.get('Accept-Language')).toBe('en');
    await app.unmount();
  });

  it('signs in and continues to the return path', async () => {
    const { app, email, password, submit } = await openLogin('/en/login?redirect=%2Fen%2Fds', {
      'POST /api/auth/login': () => json(200, { accessToken: 'abc', expiresIn: 3600 }),
      'GET /api/auth/me': () => json(200, makeUser()),
    });
    act(() => {
      type(email, 'anna@example.test');
      type(password, 'secret');
    });
    await submit();
    await waitFor(() => expect(app.location().pathname).toBe('/en/ds'));
    await waitFor(() => expect(heading(app.container)).toBe('Dashboard'));
    await app.unmount();
  });

  it('goes to the workspace when there is no return path', async () => {
    const { app, email, password, submit } = await openLogin('/login', {
      'POST /api/auth/login': () => json(200, { accessToken: 'abc', expiresIn: 3600 }),
      'GET /api/auth/me': () => json(200, makeUser()),
    });
    act(() => {
      type(email, 'anna@example.test');
      type(password, 'secret');
    });
    await submit();
    await waitFor(() => expect(app.location().pathname).toBe('/ds'));
    await app.unmount();
  });
});
