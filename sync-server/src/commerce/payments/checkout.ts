// Starting a purchase: a Stripe Checkout Session in payment mode for the plan's price, with the
// buyer's email and language, the user id as client_reference_id and, because Stripe does not
// copy a session's metadata to its PaymentIntent (stripe-node #1126), user and plan in both.
// Stripe makes an invoice after payment (invoice_creation) and lets business buyers enter their
// VAT id. The plan's duration and its chat and link access go into the metadata, so fulfilment
// grants what was sold, even if the plan is edited before the payment settles.
import {
  isSoldByCard,
  localizePath,
  needsWithdrawalWaiver,
  type Account,
  type CheckoutRequest,
  type Locale,
  type Plan,
} from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { PLANS_DB } from '../../identity/index.ts';
import { notConfigured, providerError } from './fulfil.ts';
import type { StripeClient } from './stripe-client.ts';

export const FULFIL_PATH = '/ds/subscription/fulfill';

export interface CheckoutDeps {
  store: StoreClient;
  stripe: StripeClient | undefined;
  now?: () => number;
}

export async function startCheckout(
  deps: CheckoutDeps,
  account: Account,
  request: CheckoutRequest,
  locale: Locale,
  origin: string,
): Promise<{ url: string }> {
  const plan = await deps.store.get<Plan & { _id: string }>(PLANS_DB, request.plan_id);
  if (!plan) throw new AppError(404, 'error.404.resource');
  if (account.user_type === 'commercial') throw new AppError(403, 'error.order.commercial');
  if (!isSoldByCard(plan)) throw new AppError(400, 'error.order.on_request');
  const waived = needsWithdrawalWaiver(plan);
  if (waived && request.withdrawal_waiver !== true) throw new AppError(400, 'error.order.consent');
  if (!deps.stripe) throw notConfigured();
  const now = new Date((deps.now ?? Date.now)()).toISOString();
  const metadata = {
    user_id: account.id,
    plan_id: plan._id,
    duration: `${plan.duration.unit}:${plan.duration.count}`,
    chat_access: String(plan.chat_access),
    link_access: String(plan.link_access),
    ...(waived ? { withdrawal_waived_at: now } : {}),
  };
  const fulfil = `${origin}${localizePath(FULFIL_PATH, locale)}?session_id={CHECKOUT_SESSION_ID}`;
  const back = `${origin}${localizePath('/pricing', locale)}?plan=${encodeURIComponent(plan._id)}`;
  try {
    const session = await deps.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: plan.stripe_price_id!, quantity: 1 }],
      customer_email: account.email,
      locale,
      client_reference_id: account.id,
      metadata,
      payment_intent_data: { metadata },
      invoice_creation: { enabled: true },
      tax_id_collection: { enabled: true },
      success_url: fulfil,
      cancel_url: back,
    });
    if (!session.url) throw new AppError(500, 'error.order.other');
    return { url: session.url };
  } catch (error) {
    throw providerError(error);
  }
}
