// Fulfilment of a Stripe Checkout Session, as Stripe's fulfilment guide has it: one function,
// called by the return page (with the signed-in user) and by the webhook (without), that asks
// Stripe for the session itself instead of trusting what the caller says, checks owner and
// payment status, and then, exactly once:
//
//   1. claims the order: creates `order-<session id>` (a second or concurrent create gets the
//      store's 409 and goes on with the stored order);
//   2. grants premium: one account write that adds a period of premium with the plan's rights
//      (schemas/src/entitlements.ts), starting at the later of now and the end of the periods
//      already bought, and adds the order id to `applied_order_ids`; a caller that finds the id
//      there changes nothing and writes nothing (the account's revision serialises racing writers);
//   3. completes the order (status `paid`, premium from/until, receipt link).
//
// A process that dies between 2 and 3 leaves a `pending` order whose grant is on the account;
// the next call for the session (Stripe retries webhooks for days, the user reloads the return
// page) completes it without granting again. The plan's duration and rights travel in the
// session's metadata, set by this server when it made the session, so a plan changed after the
// purchase grants what was bought (a session from before the rights travelled: the plan now).
import {
  addDuration,
  boughtPeriodStart,
  CHECKOUT_SESSION_ID,
  DURATION_UNITS,
  withEntitlements,
  type Account,
  type DurationUnit,
  type Entitlement,
  type LocalizedText,
  type Order,
  type Plan,
  type Rights,
} from '@poct/schemas';
import type Stripe from 'stripe';
import type { Accounts } from '../../identity/index.ts';
import { entitlementsForWrite, legacyPlanRights } from '../../identity/index.ts';
import type { AuditLog } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { PLANS_DB } from '../../identity/index.ts';
import { orderIdOf, type Orders } from './orders.ts';
import type { StripeClient } from './stripe-client.ts';
import { log } from '../../platform/log/logger.ts';
import { metrics } from '../../platform/metrics/metrics.ts';

/** How many applied order ids an account keeps (the schema's maxItems). */
const APPLIED_ORDERS_KEPT = 50;
/** How long a caller that lost the race waits for the winner to complete the order. */
const COMPLETION_WAIT_MS = 3000;

export interface FulfilResult {
  order: Order;
  /** The account's premium end after this order (null: no end). */
  premium_until: string | null;
}

export interface Fulfilment {
  /** `userId`: the signed-in caller of the return page; undefined for the webhook. */
  fulfil(checkoutSessionId: string, userId?: string): Promise<FulfilResult>;
  /** The webhook's `checkout.session.async_payment_failed`: the order is marked failed. */
  markFailed(checkoutSessionId: string): Promise<void>;
}

export interface FulfilmentDeps {
  store: StoreClient;
  stripe: StripeClient | undefined;
  orders: Orders;
  /** The account store that reports its changes to the access state (auth.accounts). */
  accounts: Accounts;
  /** Each grant of premium is recorded (`premium_purchased`). */
  audit?: Pick<AuditLog, 'record'>;
  now?: () => number;
}

export const notConfigured = (): AppError => new AppError(503, 'error.payments_not_configured');
const notYoursOrUnpaid = (): AppError => new AppError(409, 'error.order.409');
const invalidOrExpired = (): AppError => new AppError(422, 'error.order.422');

/** Stripe's errors as the fulfilment page's four outcomes. */
export function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { type, statusCode } = error as { type?: string; statusCode?: number };
  if (type === 'StripeInvalidRequestError' && (statusCode === 404 || statusCode === 400))
    return invalidOrExpired();
  if (
    type === 'StripeConnectionError' ||
    type === 'StripeAPIError' ||
    type === 'StripeRateLimitError' ||
    (typeof statusCode === 'number' && statusCode >= 500)
  ) {
    return new AppError(503, 'error.order.503');
  }
  log.error({ area: 'payments', err: error }, 'unexpected answer from Stripe');
  return new AppError(500, 'error.order.other');
}

interface SessionFacts {
  userId: string;
  planId: string;
  duration: { unit: DurationUnit; count: number };
  /** The plan's rights when the session was made; undefined for sessions from before they were kept. */
  rights: Rights | undefined;
  waivedAt: string | undefined;
}

const FLAGS: Readonly<Record<string, boolean>> = { true: true, false: false };

function factsOf(session: Stripe.Checkout.Session): SessionFacts | undefined {
  const metadata = session.metadata ?? {};
  const userId = session.client_reference_id;
  const planId = metadata.plan_id;
  const [unit, count] = (metadata.duration ?? '').split(':');
  if (!userId || metadata.user_id !== userId || !planId) return undefined;
  if (!(DURATION_UNITS as readonly string[]).includes(unit ?? '') || !/^[1-9]\d{0,3}$/.test(count ?? ''))
    return undefined;
  return {
    userId,
    planId,
    duration: { unit: unit as DurationUnit, count: Number(count) },
    rights: rightsIn(metadata),
    waivedAt: metadata.withdrawal_waived_at || undefined,
  };
}

function rightsIn(metadata: Record<string, string>): Rights | undefined {
  const chat = FLAGS[metadata.chat_access ?? ''];
  const link = FLAGS[metadata.link_access ?? ''];
  return chat === undefined || link === undefined ? undefined : { chat_access: chat, link_access: link };
}

function receiptUrlOf(session: Stripe.Checkout.Session): string | undefined {
  const invoice = session.invoice;
  if (invoice && typeof invoice === 'object')
    return invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? undefined;
  return undefined;
}

/**
 * The account after this order's grant: a bought period with the plan's rights, from the later
 * of now and the end of the periods bought before (`periods`: the account's).
 */
export function grantPremium(
  account: Account,
  periods: readonly Entitlement[],
  order: { id: string; planId: string; duration: SessionFacts['duration']; rights: Rights },
  now: number,
): { account: Account; from: string; until: string } {
  const from = new Date(boughtPeriodStart(periods, now));
  const until = addDuration(from, order.duration).toISOString();
  const period: Entitlement = {
    from: from.toISOString(),
    until,
    source: 'order',
    plan_id: order.planId,
    order_id: order.id,
    chat_access: order.rights.chat_access,
    link_access: order.rights.link_access,
  };
  const applied = [...(account.applied_order_ids ?? []), order.id].slice(-APPLIED_ORDERS_KEPT);
  const marked = { ...account, applied_order_ids: applied, updated_at: new Date(now).toISOString() };
  return { account: withEntitlements(marked, [...periods, period], now), from: from.toISOString(), until };
}

export function createFulfilment(deps: FulfilmentDeps): Fulfilment {
  const { store, orders, accounts } = deps;
  const now = deps.now ?? Date.now;

  async function retrieve(checkoutSessionId: string): Promise<Stripe.Checkout.Session> {
    if (!deps.stripe) throw notConfigured();
    if (!CHECKOUT_SESSION_ID.test(checkoutSessionId)) throw invalidOrExpired();
    try {
      return await deps.stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ['invoice'] });
    } catch (error) {
      throw providerError(error);
    }
  }

  async function planName(planId: string): Promise<LocalizedText> {
    const plan = await store.get<Plan & { _id: string }>(PLANS_DB, planId);
    return plan?.name ?? { de: planId, en: planId };
  }

  /** What the order grants: the rights sold with the session, else the plan's now (none: no plan). */
  async function rightsOf(facts: SessionFacts): Promise<Rights> {
    if (facts.rights) return facts.rights;
    const plan = await store.get<Plan & { _id: string }>(PLANS_DB, facts.planId);
    return { chat_access: plan?.chat_access === true, link_access: plan?.link_access === true };
  }

  async function newOrder(
    session: Stripe.Checkout.Session,
    facts: SessionFacts,
    status: Order['status'],
  ): Promise<Order> {
    const at = new Date(now()).toISOString();
    const receipt = receiptUrlOf(session);
    return {
      id: orderIdOf(session.id),
      checkout_session_id: session.id,
      user_id: facts.userId,
      email: session.customer_details?.email ?? session.customer_email ?? '',
      plan_id: facts.planId,
      plan_name: await planName(facts.planId),
      status,
      amount_net: session.amount_subtotal ?? session.amount_total ?? 0,
      amount_total: session.amount_total ?? 0,
      currency: (session.currency ?? 'eur').toUpperCase(),
      ...(receipt ? { receipt_url: receipt } : {}),
      ...(facts.waivedAt ? { withdrawal_waived_at: facts.waivedAt } : {}),
      created_at: at,
      updated_at: at,
    };
  }

  /** The stored order, created first if there is none. */
  async function claim(session: Stripe.Checkout.Session, facts: SessionFacts, status: Order['status']) {
    const id = orderIdOf(session.id);
    const existing = await orders.get(id);
    if (existing) return existing;
    await orders.create(await newOrder(session, facts, status));
    return (await orders.get(id))!;
  }

  async function waitForCompletion(id: string): Promise<Order | undefined> {
    const deadline = now() + COMPLETION_WAIT_MS;
    while (now() < deadline) {
      const order = await orders.get(id);
      if (order?.status === 'paid') return order;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  async function complete(session: Stripe.Checkout.Session, facts: SessionFacts): Promise<FulfilResult> {
    const id = orderIdOf(session.id);
    const claimed = await claim(session, facts, 'pending');
    if (claimed.status !== 'paid') {
      const before = await accounts.get(facts.userId);
      if (!before) throw invalidOrExpired();
      const outcome: { grant?: { from: string; until: string | null } } = {};
      const applied = before.applied_order_ids?.includes(id) === true;
      const [rights, legacy] = applied
        ? [undefined, undefined]
        : await Promise.all([rightsOf(facts), legacyPlanRights(store, before)]);
      const account =
        applied || !rights
          ? before
          : await accounts.update(facts.userId, (current) => {
              outcome.grant = undefined;
              if (current.applied_order_ids?.includes(id)) return current;
              const periods = entitlementsForWrite(current, before, legacy);
              const order = { id, planId: facts.planId, duration: facts.duration, rights };
              const granted = grantPremium(current, periods, order, now());
              outcome.grant = { from: granted.from, until: granted.until };
              return granted.account;
            });
      if (!account) throw invalidOrExpired();
      const { grant } = outcome;
      if (grant) {
        metrics.paymentsFulfilled.inc();
        await deps.audit?.record({
          event: 'premium_purchased',
          actor_id: facts.userId,
          subject_id: facts.userId,
          detail: {
            order_id: id,
            plan_id: facts.planId,
            premium_from: grant.from,
            premium_until: grant.until,
          },
        });
      }
      // Another caller granted it (or a process died after granting): let it finish, else finish it.
      const done = grant ? undefined : await waitForCompletion(id);
      if (!done) {
        const receipt = receiptUrlOf(session);
        // The period this order granted, as the account holds it (another caller wrote it).
        const period = account.entitlements?.find((entry) => entry.order_id === id);
        const until = grant ? grant.until : (period?.until ?? account.premium_until ?? null);
        await orders.update(id, (order) =>
          order.status === 'paid'
            ? order
            : {
                ...order,
                status: 'paid',
                premium_from:
                  grant?.from ?? order.premium_from ?? period?.from ?? new Date(now()).toISOString(),
                ...(until ? { premium_until: until } : {}),
                ...(receipt ? { receipt_url: receipt } : {}),
                updated_at: new Date(now()).toISOString(),
              },
        );
      }
    }
    const [order, account] = await Promise.all([orders.get(id), accounts.get(facts.userId)]);
    const { _rev: _ignored, ...stored } = order!;
    return { order: stored, premium_until: account?.premium_until ?? null };
  }

  return {
    async fulfil(checkoutSessionId, userId) {
      const session = await retrieve(checkoutSessionId);
      const facts = factsOf(session);
      if (!facts) throw invalidOrExpired();
      if (userId !== undefined && facts.userId !== userId) throw notYoursOrUnpaid();
      if (session.status === 'expired') throw invalidOrExpired();
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        return complete(session, facts);
      }
      if (userId !== undefined) throw notYoursOrUnpaid();
      // The webhook of a completed session whose payment settles later: the order waits as pending.
      if (session.status !== 'complete') throw notYoursOrUnpaid();
      const order = await claim(session, facts, 'pending');
      const { _rev: _ignored, ...stored } = order;
      return { order: stored, premium_until: null };
    },

    async markFailed(checkoutSessionId) {
      const session = await retrieve(checkoutSessionId);
      const facts = factsOf(session);
      if (!facts) throw invalidOrExpired();
      const order = await claim(session, facts, 'failed');
      if (order.status === 'pending') {
        await orders.update(order.id, (current) =>
          current.status === 'pending'
            ? { ...current, status: 'failed', updated_at: new Date(now()).toISOString() }
            : current,
        );
      }
    },
  };
}
