// The profile's "Meine Daten herunterladen" and "Konto löschen", through the real page in German:
// the archive is started in the page's language, asked after while it is made and offered once
// ready; closing sends the password, signs this device out (its session and local data go) and
// a wrong password is shown beside the field.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../session/storage.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { json, makeUser } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const user = makeUser();

function signedIn(routes: Record<string, () => Response>) {
  return {
    ...signedInAs(user),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    ...routes,
  };
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const formOf = (container: HTMLElement, id: string) =>
  waitFor(() => {
    const form = container.querySelector<HTMLFormElement>(`form[aria-labelledby="${id}"]`);
    if (!form) throw new Error(`no ${id} yet`);
    return form;
  });

afterEach(() => localStorage.clear());

describe('download my data', () => {
  it('starts the archive in German, follows it while it is made and offers it once ready', async () => {
    let state: Record<string, unknown> = { status: 'none' };
    const app = await renderApp(
      '/ds/profile',
      signedIn({
        'GET /api/account/data-export': () => json(200, state),
        'POST /api/account/data-export': () => {
          state = { status: 'ready', expires_at: '2030-01-02T10:00:00.000Z' };
          return json(202, { status: 'building', started_at: '2030-01-01T10:00:00.000Z' });
        },
      }),
    );
    const form = await formOf(app.container, 'my-data');
    expect(form.querySelector('h2')?.textContent).toBe('Meine Daten');
    expect(form.querySelector('button')?.textContent).toBe('Meine Daten herunterladen');
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(form.textContent).toContain('Ihr Archiv wird erstellt'));
    await waitFor(() => expect(form.textContent).toContain('Archiv speichern'));
    const start = app.requests.find((request) => request.method === 'POST');
    expect(start).toMatchObject({ path: '/api/account/data-export', body: { language: 'de' } });
    await app.unmount();
  });
});

describe('delete account', () => {
  it('sends the password, then signs this device out', async () => {
    const app = await renderApp(
      '/ds/profile',
      signedIn({
        'POST /api/account/deletion': () =>
          json(202, { closed_at: '2030-01-01T10:00:00.000Z', erase_after: '2030-01-31T10:00:00.000Z' }),
      }),
    );
    const form = await formOf(app.container, 'delete-account');
    expect(form.querySelector('h2')?.textContent).toBe('Konto löschen');
    act(() => type(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'mein-passwort'));
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(app.services.session.getState().status).toBe('signed-out'));
    expect(app.requests.find((request) => request.path === '/api/account/deletion')?.body).toEqual({
      password: 'mein-passwort',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    await app.unmount();
  });

  it('shows a wrong password beside the field and stays signed in', async () => {
    const app = await renderApp(
      '/ds/profile',
      signedIn({
        'POST /api/account/deletion': () =>
          json(400, {
            statusCode: 400,
            key: 'error.400',
            message: 'Ungültige Anfrage.',
            errors: [{ field: 'password', key: 'validation.current_password', message: 'x' }],
          }),
      }),
    );
    const form = await formOf(app.container, 'delete-account');
    act(() => type(form.querySelector<HTMLInputElement>('input[name="password"]')!, 'falsch'));
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(form.querySelector('.field__error')?.textContent).toMatch(/Passwort/));
    expect(app.services.session.getState().status).toBe('signed-in');
    await app.unmount();
  });
});
