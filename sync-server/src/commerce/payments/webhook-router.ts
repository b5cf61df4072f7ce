// POST /api/payments/webhook: Stripe's events, mounted before the JSON parser because the
// signature covers the exact bytes Stripe sent (stripe-node #341: a parsed and re-serialised
// body never verifies). A missing or bad signature is a 400 and changes nothing. Completed
// sessions and late successful payments are fulfilled through the same fulfil() as the return
// page, so a replayed event (Stripe delivers at least once) finds the order and grants nothing.
// Events about sessions this server did not make are acknowledged and ignored; a provider or
// store problem answers 503 so that Stripe delivers the event again.
import express from 'express';
import type Stripe from 'stripe';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Fulfilment } from './fulfil.ts';
import type { StripeClient } from './stripe-client.ts';

/** Stripe's events are a few kilobytes; this leaves room and no more. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

export interface WebhookRouterDeps {
  config: Pick<Config, 'stripeWebhookSecret'>;
  stripe: StripeClient | undefined;
  fulfilment: Fulfilment;
}

export function createWebhookRouter(deps: WebhookRouterDeps): express.Router {
  const router = express.Router();
  router.post('/', express.raw({ type: () => true, limit: WEBHOOK_MAX_BYTES }), async (req, res) => {
    const signature = req.headers['stripe-signature'];
    const body: unknown = req.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body) || body.length === 0)
      throw new AppError(400, 'error.400');
    const secret = deps.config.stripeWebhookSecret;
    if (!deps.stripe || !secret) throw new AppError(503, 'error.payments_not_configured');
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      throw new AppError(400, 'error.400');
    }
    try {
      await handle(deps.fulfilment, event);
    } catch (error) {
      // 409/422: not a payment of ours, or not fulfillable; Stripe need not send it again.
      if (error instanceof AppError && (error.status === 409 || error.status === 422)) {
        res.json({ received: true, ignored: error.key });
        return;
      }
      throw error;
    }
    res.json({ received: true });
  });
  return router;
}

async function handle(fulfilment: Fulfilment, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await fulfilment.fulfil(event.data.object.id);
      return;
    case 'checkout.session.async_payment_failed':
      await fulfilment.markFailed(event.data.object.id);
      return;
    default:
      return;
  }
}
