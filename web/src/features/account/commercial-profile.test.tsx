// A commercial account's profile, through the real page: never the professional verification
// request, but our staff's contact path to premium; a healthcare professional still gets the form.
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fake-server.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const signedIn = signedInAs;

const unverified = {
  verification_status: 'not_verified',
  email_verified_at: '2026-01-01T10:00:00.000Z',
} as const;

afterEach(() => localStorage.clear());

describe('the profile of a commercial account', () => {
  it.each([
    ['/en/ds/profile', '/en/contact', 'Contact us about premium access', /verif/i],
    ['/ds/profile', '/contact', 'Kontaktieren Sie uns zum Premium-Zugang', /verifizier/i],
  ])('on %s offers contact for premium, never the verification form', async (path, contact, link, verify) => {
    const app = await renderApp(path, signedIn(makeUser({ user_type: 'commercial', ...unverified })));
    await waitFor(() =>
      expect(app.container.querySelector('[data-testid="commercial-access"]')).not.toBeNull(),
    );
    const status = app.container.querySelector('[data-testid="premium-status"]')!;
    expect(status.querySelector(`a[href="${contact}"]`)?.textContent).toBe(link);
    expect(status.textContent).not.toMatch(verify);
    expect(app.container.querySelector('#verification-request')).toBeNull();
    await app.unmount();
  });

  it('still offers a healthcare professional the verification form', async () => {
    const app = await renderApp('/en/ds/profile', signedIn(makeUser(unverified)));
    await waitFor(() => expect(app.container.querySelector('#verification-request')).not.toBeNull());
    expect(app.container.querySelector('[data-testid="commercial-access"]')).toBeNull();
    await app.unmount();
  });
});
