// The payments feature, put together once per app: the Stripe client (none without
// STRIPE_SECRET_KEY), the orders, the one fulfil() and the routers that use them.
import type express from 'express';
import type { Auth } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createFulfilment } from './fulfil.ts';
import { createOrders } from './orders.ts';
import { createOrdersRouter, createPaymentsRouter } from './payments-router.ts';
import { createStripeClient } from './stripe-client.ts';
import { createWebhookRouter } from './webhook-router.ts';

export interface PaymentRouters {
  /** /api/payments/webhook: mount before any body parser. */
  webhook: express.Router;
  /** /api/payments: after the JSON parser. */
  payments: express.Router;
  /** /api/orders (staff). */
  orders: express.Router;
}

export function createPaymentRouters(deps: {
  config: Config;
  store: StoreClient;
  auth: Auth;
}): PaymentRouters {
  const stripe = createStripeClient(deps.config);
  const orders = createOrders(deps.store);
  const fulfilment = createFulfilment({
    store: deps.store,
    stripe,
    orders,
    accounts: deps.auth.accounts,
    audit: deps.auth.audit,
  });
  return {
    webhook: createWebhookRouter({ config: deps.config, stripe, fulfilment }),
    payments: createPaymentsRouter({ ...deps, stripe, fulfilment, orders }),
    orders: createOrdersRouter({ auth: deps.auth, orders }),
  };
}
