// /ds/orders with a fake server: every order in the page's language (date, buyer, plan, net
// amount in the page's number format, status, receipt), the status filter asks the server, and
// a filter without orders says so.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import type { Order } from '@poct/schemas';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../session/storage.ts';
import { json, makeUser, type Handler, type RecordedRequest } from '../../test/fake-server.ts';
import { renderApp, waitFor } from '../../test/render-app.tsx';

const PAID: Order = {
  id: 'order-cs_test_paid',
  checkout_session_id: 'cs_test_paid',
  user_id: 'u2',
  email: 'bea@clinic.example',
  plan_id: 'plan-premium-monthly',
  plan_name: { de: 'Premium monatlich', en: 'Premium monthly' },
  status: 'paid',
  amount_net: 123456,
  amount_total: 146913,
  currency: 'EUR',
  receipt_url: 'https://stripe.example/invoices/in_1',
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};
const PENDING: Order = {
  ...PAID,
  id: 'order-cs_test_pending',
  checkout_session_id: 'cs_test_pending',
  email: 'carl@clinic.example',
  status: 'pending',
  receipt_url: undefined,
  created_at: '2026-11-23T10:00:00.000Z',
};

function staffWithPlansRead(orders: Handler): Record<string, Handler> {
  const user = makeUser({
    role: { id: 'role-staff', name: 'Staff', permissions: ['plans-read'], hierarchy: 10 },
  });
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600_000));
  return { 'GET /api/auth/me': () => json(200, user), 'GET /api/orders': orders };
}

function answer(request: RecordedRequest): Response {
  const status = new URLSearchParams(request.search).get('status');
  return json(200, { orders: [PAID, PENDING].filter((order) => !status || order.status === status) });
}

const rows = (container: HTMLElement) => [...container.querySelectorAll('tr[data-order]')];

afterEach(() => localStorage.clear());

describe('the orders screen', () => {
  it('lists every order in German: date, buyer, plan, net amount, status and receipt', async () => {
    const app = await renderApp('/ds/orders', staffWithPlansRead(answer));
    await waitFor(() => expect(rows(app.container)).toHaveLength(2));
    const paid = rows(app.container)[0]!;
    expect(paid.textContent).toContain('24.11.2026');
    expect(paid.textContent).toContain('bea@clinic.example');
    expect(paid.textContent).toContain('Premium monatlich');
    expect(paid.textContent).toMatch(/1\.234,56\s€/);
    expect(paid.textContent).toContain('Bezahlt');
    expect(paid.querySelector('a')?.getAttribute('href')).toBe(PAID.receipt_url);
    expect(rows(app.container)[1]!.textContent).toContain('Ausstehend');
    expect(app.requests.find((request) => request.path === '/api/orders')?.search).toBe('');
    await app.unmount();
  });

  it('in English, filtered by the status in the address, asks the server for that status', async () => {
    const app = await renderApp('/en/ds/orders?status=pending', staffWithPlansRead(answer));
    await waitFor(() => expect(rows(app.container)).toHaveLength(1));
    expect(rows(app.container)[0]!.textContent).toContain('€1,234.56');
    expect(rows(app.container)[0]!.textContent).toContain('Premium monthly');
    expect(rows(app.container)[0]!.textContent).toContain('Pending');
    expect(app.requests.find((request) => request.path === '/api/orders')?.search).toBe('?status=pending');
    await app.unmount();
  });

  it('says so when no order has the status', async () => {
    const app = await renderApp('/en/ds/orders?status=failed', staffWithPlansRead(answer));
    await waitFor(() =>
      expect(app.container.querySelector('[data-testid="orders-empty"]')?.textContent).toBe(
        'No order matches this filter.',
      ),
    );
    await act(() => Promise.resolve());
    await app.unmount();
  });
});
