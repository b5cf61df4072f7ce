// The one place the Stripe client is made. Without STRIPE_SECRET_KEY there is none, and the
// payment endpoints answer that payments are not configured here; the rest of the app works.
// STRIPE_API_BASE changes only the client's host, port and protocol (tests point it at a
// loopback stand-in that speaks Stripe's wire format), so every request takes the same code
// path as in production.
import Stripe from 'stripe';
import type { Config } from '../../platform/config.ts';

export type StripeClient = Stripe;

export function createStripeClient(
  config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>,
): StripeClient | undefined {
  if (!config.stripeSecretKey) return undefined;
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  return new Stripe(config.stripeSecretKey, {
    // One retry (with Stripe's idempotency keys) for a dropped connection; a user waits on it.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}
