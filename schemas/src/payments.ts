// Orders and the rules around buying a plan, shared by the server (payments/) and the browser
// (the pricing and fulfilment pages): what an order looks like on the wire, which plans need
// the express waiver of the right of withdrawal before paying, and how long a plan lasts.
import type { LocalizedText } from './collections/fields.ts';
import type { DurationUnit, Plan } from './collections/plan.schema.ts';
import type { RequestOf } from './requests/request-schemas.ts';

/**
 * What a premium caller may do now: the union of the rights of the periods running (entitlements.ts);
 * `id` is the plan bought for one of them, absent when none was bought.
 */
export interface PlanAccess {
  id?: string;
  chat_access: boolean;
  link_access: boolean;
}

/** `pending`: paid by a method that settles later; `paid`: premium granted; `failed`: the payment failed. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** An order as the server keeps it (server-only `orders` database) and answers it. */
export interface Order {
  /** `order-<Checkout Session id>`: one order per session, however often it is fulfilled. */
  id: string;
  checkout_session_id: string;
  user_id: string;
  email: string;
  plan_id: string;
  plan_name: LocalizedText;
  status: OrderStatus;
  /** Amounts in the currency's smallest unit (cents); net is before VAT. */
  amount_net: number;
  amount_total: number;
  /** ISO 4217, upper case (`EUR`). */
  currency: string;
  /** Premium this order granted: from and until (ISO date-times); absent until paid. */
  premium_from?: string;
  premium_until?: string;
  /** The invoice or receipt Stripe made for the payment, when there is one. */
  receipt_url?: string;
  /** When the buyer waived the right of withdrawal (BGB § 356 (5)), for plans that need it. */
  withdrawal_waived_at?: string;
  created_at: string;
  updated_at: string;
  /** Set when the buyer's account was erased: the booking record tax law keeps is deleted then. */
  retain_until?: string;
}

/** The right of withdrawal lasts 14 days; a plan shorter than that is used up within it. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** Days before premium ends when the renewal reminder is mailed. */
export const RENEWAL_REMINDER_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * The end of a duration that starts at `from` (calendar months and years, so a month bought on
 * 31 January ends on 2 or 3 March, as Date does it).
 */
export function addDuration(from: Date, duration: { unit: DurationUnit; count: number }): Date {
  const end = new Date(from.getTime());
  if (duration.unit === 'days') end.setTime(end.getTime() + duration.count * DAY_MS);
  else if (duration.unit === 'months') end.setUTCMonth(end.getUTCMonth() + duration.count);
  else end.setUTCFullYear(end.getUTCFullYear() + duration.count);
  return end;
}

/**
 * Plans whose access would be used up within the withdrawal period (the 24-hour pass) are sold
 * only with the buyer's express consent that access starts at once and the right of withdrawal
 * lapses with it (BGB § 356 (5)); longer plans keep the 14-day right.
 */
export function needsWithdrawalWaiver(plan: Pick<Plan, 'duration'>): boolean {
  const start = new Date(Date.UTC(2025, 0, 1));
  return addDuration(start, plan.duration).getTime() - start.getTime() < WITHDRAWAL_PERIOD_DAYS * DAY_MS;
}

/** A plan is bought by card when it has a Stripe price; otherwise it is sold on request. */
export function isSoldByCard(plan: Pick<Plan, 'stripe_price_id'>): boolean {
  return typeof plan.stripe_price_id === 'string' && plan.stripe_price_id.length > 0;
}

/** Stripe Checkout Session ids as Stripe writes them (`cs_test_…`, `cs_live_…`). */
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/**
 * The body of `POST /api/payments/checkout` (its shape: requests/request-schemas.ts `checkout`);
 * the waiver is required (true) for plans that need it and ignored for the others.
 */
export type CheckoutRequest = RequestOf<'checkout'>;
