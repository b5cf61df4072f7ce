// The Stripe stand-in as its own process, for the end-to-end suite (playwright.config.ts starts
// it beside the app and points STRIPE_API_BASE at it): `STANDIN_PORT=18181 node …`.
import { startStripeStandin } from './stripe-standin.ts';

const port = Number(process.env.STANDIN_PORT ?? 0);
const standin = await startStripeStandin({ port });
console.log(`[stripe-standin] listening on ${standin.url}`);
const stop = (): void => {
  void standin.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
