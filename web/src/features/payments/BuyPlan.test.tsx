// What each plan card offers, by visitor: guests sign in and come back to the plan, commercial
// users ask staff instead of buying, plans on request are requested, and a server without card
// payments says so instead of offering a buy button.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { json, makeUser, type Handler } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const PLANS = [
  {
    id: 'plan-premium-monthly',
    name: { de: 'Premium monatlich', en: 'Premium monthly' },
    description: { de: 'Monat', en: 'Month' },
    price: 59.9,
    currency: 'EUR',
    duration: { unit: 'months', count: 1 },
    stripe_price_id: 'price_monthly',
    chat_access: true,
    link_access: true,
    created_at: '2025-07-01T00:00:00.000Z',
    updated_at: '2025-07-01T00:00:00.000Z',
  },
  {
    id: 'plan-invoice',
    name: { de: 'Jährlich auf Rechnung', en: 'Yearly by invoice' },
    description: { de: 'Jahr', en: 'Year' },
    price: 359.9,
    currency: 'EUR',
    duration: { unit: 'years', count: 1 },
    chat_access: true,
    link_access: true,
    created_at: '2025-07-01T00:00:00.000Z',
    updated_at: '2025-07-01T00:00:00.000Z',
  },
];

function routes(userType?: 'hcp' | 'commercial', cardPayments = true): Record<string, Handler> {
  const base: Record<string, Handler> = {
    'GET /api/plans': () => json(200, { plans: PLANS }),
    'GET /api/payments/config': () => json(200, { card_payments: cardPayments }),
    'POST /api/payments/requests': () => json(202, { status: 'sent' }),
  };
  if (!userType) return base;
  const user = makeUser({ user_type: userType });
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  return { ...base, 'GET /api/auth/me': () => json(200, user) };
}

const card = (container: HTMLElement, id: string) => {
  const found = container.querySelector<HTMLElement>(`[data-plan-id="${id}"]`);
  if (!found) throw new Error(`no card ${id} yet`);
  return found;
};
const buttons = (element: HTMLElement) => [...element.querySelectorAll('button')].map((b) => b.textContent);

afterEach(() => localStorage.clear());

describe('buying from the pricing page', () => {
  it('sends a guest to sign in and back to the same plan', async () => {
    const app = await renderApp('/en/pricing', routes());
    const monthly = await waitFor(() => card(app.container, 'plan-premium-monthly'));
    const login = [...monthly.querySelectorAll('a')].find((a) => a.textContent === 'Log in to buy');
    expect(login?.getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Fpricing%3Fplan%3Dplan-premium-monthly',
    );
    await app.unmount();
  });

  it('offers a commercial user a request to staff, not a buy button', async () => {
    const app = await renderApp('/en/pricing', routes('commercial'));
    const monthly = await waitFor(() => card(app.container, 'plan-premium-monthly'));
    await waitFor(() => expect(buttons(monthly)).toEqual(['Ask to be contacted']));
    expect(monthly.textContent).toContain('our staff arrange access and prices personally');
    await act(async () => monthly.querySelector('form')!.requestSubmit());
    await waitFor(() => expect(monthly.querySelector('[data-testid="plan-request-sent"]')).not.toBeNull());
    expect(app.requests.find((r) => r.path === '/api/payments/requests')?.body).toEqual({
      plan_id: 'plan-premium-monthly',
      message: '',
    });
    await app.unmount();
  });

  it('offers a request for a plan on request, and the buy button for a card plan', async () => {
    const app = await renderApp('/en/pricing', routes('hcp'));
    await waitFor(() => expect(buttons(card(app.container, 'plan-premium-monthly'))).toEqual(['Buy now']));
    expect(buttons(card(app.container, 'plan-invoice'))).toEqual(['Request an offer']);
    expect(app.container.textContent).toContain(
      'All prices are net prices in euros, plus the statutory VAT.',
    );
    await app.unmount();
  });

  it('says that card payments are not configured on a server without Stripe', async () => {
    const app = await renderApp('/pricing', routes('hcp', false));
    const monthly = await waitFor(() => card(app.container, 'plan-premium-monthly'));
    await waitFor(() =>
      expect(monthly.textContent).toContain('Kartenzahlungen sind auf diesem Server nicht eingerichtet.'),
    );
    expect(buttons(monthly)).toEqual([]);
    await app.unmount();
  });

  it('says a refused checkout above the button by its key, in the page language', async () => {
    const app = await renderApp('/pricing', {
      ...routes('hcp'),
      'POST /api/payments/checkout': () =>
        json(409, { statusCode: 409, key: 'error.order.commercial', message: 'Our staff will contact you.' }),
    });
    const monthly = await waitFor(() => card(app.container, 'plan-premium-monthly'));
    const buy = await waitFor(() => {
      const button = [...monthly.querySelectorAll('button')].find((b) => b.textContent === 'Jetzt kaufen');
      if (!button || button.disabled) throw new Error('no buy button yet');
      return button;
    });
    await act(async () => buy.click());
    await waitFor(() =>
      expect(monthly.querySelector('[role="alert"]')?.textContent).toBe(
        'Unser Team meldet sich bei Ihnen zu Premium-Zugang und Preisen für gewerbliche Nutzer.',
      ),
    );
    await app.unmount();
  });
});
