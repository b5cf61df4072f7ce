// The profile's alert digest choice, through the real page: it shows the account's setting (off
// when none), in German, and a change is sent with the profile and shown as saved.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeUser } from '../../test/fake-server.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

afterEach(() => localStorage.clear());

const group = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="radiogroup"]')].find((element) =>
    element.textContent?.includes('Benachrichtigungen zu beobachteten Produkten per E-Mail'),
  );

describe('the alert digest setting', () => {
  it('shows off for an account without one, and sends the weekly choice with the profile', async () => {
    const user = makeUser();
    const app = await renderApp('/ds/profile', {
      ...signedInAs(user),
      'PATCH /api/account/profile': (request) => json(200, { ...user, ...(request.body as object) }),
    });
    const digest = await waitFor(() => {
      const found = group(app.container);
      expect(found).toBeDefined();
      return found!;
    });
    const radio = (label: string) =>
      [...digest.querySelectorAll('label')]
        .find((element) => element.textContent === label)!
        .querySelector('input')!;
    expect(radio('Aus').checked).toBe(true);
    await act(async () => radio('Wöchentlich').click());
    expect(radio('Wöchentlich').checked).toBe(true);
    const form = digest.closest('form')!;
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(app.container.textContent).toContain('Ihr Profil wurde gespeichert.'));
    const sent = app.requests.find((request) => request.method === 'PATCH');
    expect(sent?.body).toMatchObject({ alert_digest: 'weekly' });
    await app.unmount();
  });
});
