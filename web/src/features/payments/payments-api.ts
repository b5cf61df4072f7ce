// The payment calls of the browser: start a Checkout, fulfil on return, the user's orders, a
// request to staff, and whether card payments are configured on this server.
import type { Order } from '@poct/schemas';
import type { ApiClient } from '../../lib/api.ts';

export interface FulfilAnswer {
  order: Order;
  premium_until: string | null;
}

export function paymentsConfig(api: ApiClient, signal?: AbortSignal): Promise<{ card_payments: boolean }> {
  return api.request('/api/payments/config', { ...(signal ? { signal } : {}) });
}

/** The Stripe Checkout address to send the browser to. */
export async function startCheckout(
  api: ApiClient,
  planId: string,
  withdrawalWaiver: boolean,
): Promise<string> {
  const { url } = await api.request<{ url: string }>('/api/payments/checkout', {
    method: 'POST',
    body: { plan_id: planId, ...(withdrawalWaiver ? { withdrawal_waiver: true } : {}) },
  });
  return url;
}

export function fulfilOrder(api: ApiClient, sessionId: string): Promise<FulfilAnswer> {
  return api.request('/api/payments/fulfil', {
    method: 'POST',
    body: { session_id: sessionId },
    timeoutMs: 60_000,
  });
}

export async function listMyOrders(api: ApiClient, signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await api.request<{ orders: Order[] }>('/api/payments/orders', {
    ...(signal ? { signal } : {}),
  });
  return orders;
}

export async function sendPlanRequest(
  api: ApiClient,
  planId: string | undefined,
  message: string,
): Promise<void> {
  await api.request('/api/payments/requests', {
    method: 'POST',
    body: { ...(planId ? { plan_id: planId } : {}), message },
  });
}
