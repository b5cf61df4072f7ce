// /api/payments (signed in): start a Checkout (`POST /checkout`), fulfil on return
// (`POST /fulfil`), the caller's orders (`GET /orders`), and a request for a plan sold on
// request or, from a commercial user, for access (`POST /requests`, mailed to staff).
// /api/orders (staff with `plans-read`): every order, `?status=` filters.
// The webhook has its own router (webhook-router.ts): it must see the raw body.
import express from 'express';
import {
  checkId,
  isIdOf,
  isOrderStatus,
  localizePath,
  checkRequest,
  pickLocale,
  type Plan,
} from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import { claimsOf } from '../../identity/index.ts';
import { requirePermission } from '../../identity/index.ts';
import { staffRecipients } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { PLANS_DB } from '../../identity/index.ts';
import { startCheckout } from './checkout.ts';
import type { Fulfilment } from './fulfil.ts';
import { planRequestStaffMail } from './mails.ts';
import type { Orders } from './orders.ts';
import type { StripeClient } from './stripe-client.ts';

export interface PaymentsRouterDeps {
  config: Config;
  store: StoreClient;
  auth: Pick<Auth, 'requireAuth' | 'accounts' | 'rateLimiter'>;
  stripe: StripeClient | undefined;
  fulfilment: Fulfilment;
  orders: Orders;
  mailer?: Mailer;
}

/** Checkout Sessions one account may start per rate-limit window (each is a call to Stripe). */
const CHECKOUTS_PER_WINDOW = 30;

function bad(): AppError {
  return new AppError(400, 'error.400');
}

export function createPaymentsRouter(deps: PaymentsRouterDeps): express.Router {
  const router = express.Router();
  let mailer = deps.mailer;
  router.use(deps.auth.requireAuth);

  router.get('/config', (_req, res) => {
    res.json({ card_payments: deps.stripe !== undefined });
  });

  router.post('/checkout', async (req, res) => {
    const checked = checkRequest('checkout', req.body);
    if (!checked.ok || !isIdOf('plan', checked.body.plan_id)) throw bad();
    const request = checked.body;
    const claims = claimsOf(res)!;
    const account = await deps.auth.accounts.get(claims.sub);
    if (!account) throw new AppError(401, 'error.401');
    await deps.auth.rateLimiter.consume({
      bucket: 'checkout-account',
      key: account.id,
      limit: CHECKOUTS_PER_WINDOW,
    });
    const locale = pickLocale(req.headers['accept-language']);
    const { url } = await startCheckout(deps, account, request, locale, deps.config.publicUrl);
    res.status(201).json({ url });
  });

  router.post('/fulfil', async (req, res) => {
    const checked = checkRequest('fulfil', req.body);
    const verdict = checked.ok ? checkId('checkout_session', checked.body.session_id) : 'malformed';
    if (!checked.ok || verdict === 'malformed') throw bad();
    // An id of another shape names no session: the spec's "invalid or expired", as Stripe's 404 is.
    if (verdict === 'foreign') throw new AppError(422, 'error.order.422');
    const result = await deps.fulfilment.fulfil(checked.body.session_id, claimsOf(res)!.sub);
    res.setHeader('cache-control', 'no-store');
    res.json(result);
  });

  router.get('/orders', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ orders: await deps.orders.list({ userId: claimsOf(res)!.sub }) });
  });

  router.post('/requests', async (req, res) => {
    const checked = checkRequest('plan-request', req.body);
    if (!checked.ok) throw bad();
    const { plan_id: planId, message = '' } = checked.body;
    if (planId !== undefined && !isIdOf('plan', planId)) throw bad();
    const plan = planId ? await deps.store.get<Plan & { _id: string }>(PLANS_DB, planId) : undefined;
    if (planId && !plan) throw new AppError(404, 'error.404.resource');
    const claims = claimsOf(res)!;
    const account = await deps.auth.accounts.get(claims.sub);
    if (!account) throw new AppError(401, 'error.401');
    const { mailRequestsPerAccount, mailRequestsPerIp } = deps.config;
    await deps.auth.rateLimiter.consume({ bucket: 'mail-ip', key: req.ip ?? '', limit: mailRequestsPerIp });
    await deps.auth.rateLimiter.consume({
      bucket: 'mail-account',
      key: account.id,
      limit: mailRequestsPerAccount,
    });
    mailer ??= createMailer(deps.config);
    const origin = deps.config.publicUrl;
    const sent = { count: 0 };
    for (const { email, locale } of await staffRecipients(deps, 'users-update')) {
      const url = `${origin}${localizePath(`/ds/users/edit-${account.id}`, locale)}`;
      const facts = {
        name: [account.first_name, account.last_name].filter(Boolean).join(' ') || account.username,
        email: account.email,
        username: account.username,
        user_type: account.user_type,
        institution: account.company ?? account.institution ?? '',
        plan: plan
          ? plan.name[locale]
          : locale === 'de'
            ? 'Kontakt zu Zugang und Preisen'
            : 'Contact about access and prices',
        message: message.trim(),
      };
      if (await mailer.send({ to: email, ...planRequestStaffMail(locale, facts, url) })) sent.count++;
    }
    if (sent.count === 0) throw new AppError(503, 'error.503');
    res.status(202).json({ status: 'sent' });
  });

  return router;
}

/** GET /api/orders?status=: every order, newest first, for staff with `plans-read`. */
export function createOrdersRouter(deps: Pick<PaymentsRouterDeps, 'auth' | 'orders'>): express.Router {
  const router = express.Router();
  router.use(deps.auth.requireAuth);
  router.get('/', requirePermission('plans-read'), async (req, res) => {
    const { status } = req.query;
    if (status !== undefined && !isOrderStatus(status)) throw new AppError(400, 'error.400');
    res.setHeader('cache-control', 'no-store');
    res.json({ orders: await deps.orders.list(status ? { status } : {}) });
  });
  return router;
}
