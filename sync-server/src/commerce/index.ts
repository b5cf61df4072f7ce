// The commerce area: payments (Stripe Checkout, fulfilment, orders, the webhook, renewal
// reminders) and advertisement delivery.
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import type { Auth } from '../identity/index.ts';
import { createUploadStore } from '../content/index.ts';
import { createPaymentRouters } from './payments/payments.ts';
import { createAdsRouter } from './ads/ads-router.ts';

export { startRenewalReminders } from './payments/renewal-reminders.ts';
export { dropExpiredOrders, keepOrdersForTaxOnly, ordersOf } from './payments/order-data.ts';

export interface CommerceDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
}

export function mount(points: MountPoints, deps: CommerceDeps): void {
  const payments = createPaymentRouters(deps);
  // Stripe signs the exact bytes it sends: the webhook reads its raw body.
  points.apiRaw.use('/payments/webhook', payments.webhook);
  // Advertisement delivery, click redirects and campaign figures; banners are uploaded images.
  points.api.use('/ads', createAdsRouter({ ...deps, uploads: createUploadStore(deps.config.dataDir) }));
  points.api.use('/payments', payments.payments);
  points.api.use('/orders', payments.orders);
}
