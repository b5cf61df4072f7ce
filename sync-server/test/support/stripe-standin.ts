// A loopback stand-in for the part of Stripe's API the app uses, in Stripe's wire format:
// `POST /v1/checkout/sessions` (form-encoded, nested keys such as
// `payment_intent_data[metadata][user_id]`), `GET /v1/checkout/sessions/{id}` (with
// `expand[]=invoice`), errors as `{error: {type, code, message}}`, and a minimal hosted page
// (`/pay/{id}`) whose button marks the session paid and redirects to its success_url. The app's
// stripe client is pointed here with STRIPE_API_BASE (host, port and protocol only), so the
// production code path runs unchanged. Tests steer it: complete, expire, take it down.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Where the stand-in's invoices say they are hosted: https, as Stripe's, on a name nobody serves. */
export const INVOICE_HOST = 'https://invoice.stripe.test';

export const STANDIN_SECRET_KEY = 'sk_test_standin';
export const STANDIN_WEBHOOK_SECRET = 'whsec_standin';

/** Unit amounts (cents) of the demo plans' prices (sync-server/src/identity/plans/default-plans.ts). */
export const STANDIN_PRICES: Readonly<Record<string, number>> = {
  price_demo_day_pass: 2400,
  price_demo_premium_monthly: 5990,
  price_demo_premium_yearly: 35990,
};

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_intent_data_metadata: Record<string, string>;
  locale: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  expires_at: number;
  created: number;
  livemode: false;
  invoice: string | null;
  invoice_creation: { enabled: boolean } | null;
  line_items_price: string;
}

export interface StripeStandin {
  /** `http://127.0.0.1:<port>` — the value for STRIPE_API_BASE. */
  url: string;
  sessions: Map<string, StandinSession>;
  /** Every API request received, as `METHOD path` with its decoded form body. */
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  /** Marks a session paid (or complete but unpaid) as the hosted page would. */
  complete(id: string, options?: { paid?: boolean }): StandinSession;
  expire(id: string): StandinSession;
  /** While down, every API request has its connection dropped (as when Stripe is unreachable). */
  setDown(down: boolean): void;
  /** A signed webhook delivery for the session: the body and its Stripe-Signature header. */
  webhook(
    type: string,
    sessionId: string,
    options?: { secret?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

/** Decodes a form body with Stripe's nested keys (`a[b][0][c]=v`) into objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(
  res: http.ServerResponse,
  status: number,
  type: string,
  message: string,
  code?: string,
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
  res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

function randomId(prefix: string): string {
  return `${prefix}${crypto.randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startStripeStandin(options: { port?: number } = {}): Promise<StripeStandin> {
  const sessions = new Map<string, StandinSession>();
  const invoices = new Map<string, { id: string; hosted_invoice_url: string; invoice_pdf: string }>();
  const requests: StripeStandin['requests'] = [];
  let down = false;
  let base = '';

  function wire(session: StandinSession, expand: string[]): Record<string, unknown> {
    const { payment_intent_data_metadata: _pi, line_items_price: _price, ...fields } = session;
    const invoice =
      expand.includes('invoice') && session.invoice
        ? { object: 'invoice', ...invoices.get(session.invoice)! }
        : session.invoice;
    return { ...fields, invoice };
  }

  function create(body: Record<string, unknown>): StandinSession | string {
    const items = body.line_items as Record<string, { price?: string; quantity?: string }> | undefined;
    const price = items?.['0']?.price;
    if (body.mode !== 'payment') return 'mode must be payment';
    if (!price || !price.startsWith('price_')) return `No such price: '${price ?? ''}'`;
    if (typeof body.success_url !== 'string') return 'Missing required param: success_url.';
    const id = randomId('cs_test_');
    // Prices other than the demo plans' (plans made in a test) cost 10 EUR.
    const amount = (STANDIN_PRICES[price] ?? 1000) * Number(items?.['0']?.quantity ?? 1);
    const now = Math.floor(Date.now() / 1000);
    const pi = body.payment_intent_data as { metadata?: Record<string, string> } | undefined;
    const session: StandinSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${base}/pay/${id}`,
      success_url: body.success_url,
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
      customer_details: null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      payment_intent_data_metadata: pi?.metadata ?? {},
      locale: typeof body.locale === 'string' ? body.locale : null,
      currency: 'eur',
      amount_subtotal: amount,
      amount_total: amount,
      expires_at: now + 24 * 3600,
      created: now,
      livemode: false,
      invoice: null,
      invoice_creation: {
        enabled: (body.invoice_creation as { enabled?: string } | undefined)?.enabled === 'true',
      },
      line_items_price: price,
    };
    sessions.set(id, session);
    return session;
  }

  function complete(id: string, { paid = true }: { paid?: boolean } = {}): StandinSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = 'complete';
    session.url = null;
    session.payment_status = paid ? 'paid' : 'unpaid';
    session.payment_intent = session.payment_intent ?? randomId('pi_test_');
    session.customer_details = { email: session.customer_email };
    if (paid && session.invoice_creation?.enabled && !session.invoice) {
      const invoiceId = randomId('in_test_');
      invoices.set(invoiceId, {
        id: invoiceId,
        // Stripe hosts invoices on https; the app shows no other receipt address (the URL policy).
        hosted_invoice_url: `${INVOICE_HOST}/i/${invoiceId}`,
        invoice_pdf: `${INVOICE_HOST}/i/${invoiceId}/pdf`,
      });
      session.invoice = invoiceId;
    }
    return session;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (url.pathname.startsWith('/v1/')) {
        if (down) {
          req.socket.destroy();
          return;
        }
        const body = req.method === 'POST' ? decodeStripeForm(text) : decodeStripeForm(url.search.slice(1));
        requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
        if (req.headers.authorization !== `Bearer ${STANDIN_SECRET_KEY}`) {
          stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
          return;
        }
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const made = create(body);
          if (typeof made === 'string') stripeError(res, 400, 'invalid_request_error', made);
          else {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(wire(made, [])));
          }
          return;
        }
        const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'GET' && match) {
          const session = sessions.get(decodeURIComponent(match[1]!));
          if (!session) {
            stripeError(
              res,
              404,
              'invalid_request_error',
              `No such checkout.session: '${match[1]}'`,
              'resource_missing',
            );
            return;
          }
          const expand = Object.values((body.expand as Record<string, string> | undefined) ?? {});
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(wire(session, expand)));
          return;
        }
        stripeError(
          res,
          404,
          'invalid_request_error',
          `Unrecognized request URL (${req.method}: ${url.pathname})`,
        );
        return;
      }
      const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
      const session = pay ? sessions.get(decodeURIComponent(pay[1]!)) : undefined;
      if (pay && session && req.method === 'GET') {
        const amount = (session.amount_total / 100).toFixed(2);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head><body>` +
            `<h1>Stand-in checkout</h1><p>${escapeHtml(session.customer_email ?? '')}</p><p>EUR ${amount}</p>` +
            (session.status === 'open'
              ? `<form method="post"><button type="submit">Pay</button></form>`
              : `<p>This session is ${session.status}.</p>`) +
            `</body></html>`,
        );
        return;
      }
      if (pay && session && req.method === 'POST' && session.status === 'open') {
        complete(session.id);
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        res.end();
        return;
      }
      if (url.pathname === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(STANDIN_SECRET_KEY);

  return {
    url: base,
    sessions,
    requests,
    complete,
    expire(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = 'expired';
      session.url = null;
      return session;
    },
    setDown(value) {
      down = value;
    },
    webhook(type, sessionId, { secret = STANDIN_WEBHOOK_SECRET } = {}) {
      const session = sessions.get(sessionId);
      const payload = JSON.stringify({
        id: randomId('evt_test_'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: session ? wire(session, []) : { id: sessionId, object: 'checkout.session' } },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret });
      return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
