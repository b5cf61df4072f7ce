// The return page after Checkout, with a fake server: each outcome by status in the page's
// language, and the retry after a provider problem.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { apiError, json, makeUser } from '../../test/fake-server.ts';
import type { Handler } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const ORDER = {
  id: 'order-cs_test_abc',
  checkout_session_id: 'cs_test_abc',
  user_id: 'u1',
  email: 'anna@example.test',
  plan_id: 'plan-premium-monthly',
  plan_name: { de: 'Premium monatlich', en: 'Premium monthly' },
  status: 'paid',
  amount_net: 5990,
  amount_total: 5990,
  currency: 'EUR',
  premium_until: '2027-01-24T10:00:00.000Z',
  receipt_url: 'https://stripe.example/invoice',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};

function signedIn(fulfil: Handler): Record<string, Handler> {
  const user = makeUser();
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  return { 'GET /api/auth/me': () => json(200, user), 'POST /api/payments/fulfil': fulfil };
}

const outcome = (container: HTMLElement) =>
  container.querySelector('[data-testid="fulfil"]')?.getAttribute('data-state');

afterEach(() => localStorage.clear());

describe('the fulfilment page', () => {
  it('shows the plan, the end of premium and the invoice on success, and sends the session id', async () => {
    const app = await renderApp(
      '/en/ds/subscription/fulfill?session_id=cs_test_abc',
      signedIn(() => json(200, { order: ORDER, premium_until: ORDER.premium_until })),
    );
    await waitFor(() => expect(outcome(app.container)).toBe('success'));
    const text = app.container.textContent ?? '';
    expect(text).toContain('Thank you! Your payment was received.');
    expect(text).toContain('Premium monthly');
    expect(text).toContain('24 January 2027');
    expect(app.container.querySelector('a[href="https://stripe.example/invoice"]')).not.toBeNull();
    expect(app.requests.find((r) => r.path === '/api/payments/fulfil')?.body).toEqual({
      session_id: 'cs_test_abc',
    });
    await app.unmount();
  });

  it.each([
    [409, 'Diese Zahlung gehört nicht zu Ihnen oder wurde nicht bezahlt.'],
    [422, 'Die Zahlung ist ungültig oder abgelaufen.'],
    [500, 'Ihre Bestellung konnte nicht abgeschlossen werden. Bitte wenden Sie sich an den Support.'],
  ])('answers %i with the spec text in German', async (status, text) => {
    const app = await renderApp(
      '/ds/subscription/fulfill?session_id=cs_test_abc',
      signedIn(() => apiError(status, 'x')),
    );
    await waitFor(() => expect(outcome(app.container)).toBe('error'));
    expect(app.container.querySelector('[role="alert"]')?.textContent).toContain(text);
    expect(app.container.querySelector('[role="alert"] button')).toBeNull();
    await app.unmount();
  });

  it('offers a retry after a provider problem (503), which then succeeds', async () => {
    let calls = 0;
    const app = await renderApp(
      '/en/ds/subscription/fulfill?session_id=cs_test_abc',
      signedIn(() => {
        calls += 1;
        return calls === 1
          ? apiError(503, 'provider')
          : json(200, { order: ORDER, premium_until: ORDER.premium_until });
      }),
    );
    await waitFor(() => expect(outcome(app.container)).toBe('error'));
    expect(app.container.textContent).toContain('The payment provider is having problems. Please try again.');
    const retry = [...app.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    expect(retry).toBeTruthy();
    await act(async () => retry!.click());
    await waitFor(() => expect(outcome(app.container)).toBe('success'));
    expect(calls).toBe(2);
    await app.unmount();
  });

  it.each([
    [
      '/ds/subscription/fulfill',
      'Kartenzahlungen sind auf diesem Server nicht eingerichtet.',
      'Zahlungsanbieter',
    ],
    ['/en/ds/subscription/fulfill', 'Card payments are not configured on this server.', 'provider'],
  ])(
    'on a server without Stripe, %s says card payments are not configured, as pricing does',
    async (path, text, provider) => {
      const app = await renderApp(`${path}?session_id=cs_test_abc`, {
        ...signedIn(() => apiError(503, 'not configured')),
        'GET /api/payments/config': () => json(200, { card_payments: false }),
      });
      await waitFor(() =>
        expect(app.container.querySelector('[data-testid="payments-not-configured"]')).not.toBeNull(),
      );
      const alert = app.container.querySelector('[role="alert"]')!;
      expect(alert.textContent).toContain(text);
      expect(alert.textContent).not.toContain(provider);
      expect(alert.querySelector('button')).toBeNull();
      await app.unmount();
    },
  );
});
