// Buying premium by card against the real server and store, with Stripe played by a loopback
// stand-in that speaks its wire format (support/stripe-standin.ts); the app's stripe client is
// pointed at it through STRIPE_API_BASE only. Webhooks are signed with
// stripe.webhooks.generateTestHeaderString, as Stripe signs them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ROLE_ID, type Account, type Order, type User } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandin,
  type StripeStandin,
} from '../../../test/support/stripe-standin.ts';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { putPlan } from '../../../test/support/premium-accounts.ts';
import { startRenewalReminders } from '../payments/renewal-reminders.ts';
import type { CouchDoc } from '../../platform/store/couch-client.ts';

const PASSWORD = 'a long test password';
const STAFF_EMAIL = 'staff-desk@poct-atlas.test';
let server: TestServer;
let standin: StripeStandin;
let inbox: MailInbox;
let counter = 0;

beforeAll(async () => {
  standin = await startStripeStandin();
  inbox = await startMailInbox();
  server = await startTestServer({
    demoProducts: 10,
    stripeSecretKey: STANDIN_SECRET_KEY,
    stripeWebhookSecret: STANDIN_WEBHOOK_SECRET,
    stripeApiBase: standin.url,
    smtpUrl: inbox.smtpUrl,
    staffEmail: STAFF_EMAIL,
  });
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
  await inbox?.close();
});

interface Buyer {
  id: string;
  token: string;
}

/** A fresh free account, signed in. */
async function newBuyer(fields: Partial<User> = {}): Promise<Buyer> {
  counter += 1;
  const id = `user-buyer${counter}`;
  const at = new Date().toISOString();
  await server.auth.createAccount(
    {
      id,
      created_at: at,
      updated_at: at,
      username: `buyer${counter}`,
      email: `buyer${counter}@example.test`,
      first_name: 'Berta',
      last_name: 'Buyer',
      user_type: 'hcp',
      language: 'de',
      role_id: USER_ROLE_ID,
      premium: false,
      verification_status: 'not_verified',
      ...fields,
    },
    PASSWORD,
  );
  const response = await server.api('/api/auth/login', {
    method: 'POST',
    json: { email: `buyer${counter}@example.test`, password: PASSWORD },
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { id, token: accessToken };
}

function post(path: string, token: string, json: unknown, locale = 'en'): Promise<Response> {
  return server.api(path, { method: 'POST', token, json, headers: { 'accept-language': locale } });
}

async function checkout(buyer: Buyer, planId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post('/api/payments/checkout', buyer.token, { plan_id: planId, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url.split('/pay/')[1]!;
}

function fulfil(buyer: Buyer, sessionId: string): Promise<Response> {
  return post('/api/payments/fulfil', buyer.token, { session_id: sessionId });
}

function sendWebhook(type: string, sessionId: string, secret?: string): Promise<Response> {
  const { body, headers } = standin.webhook(type, sessionId, secret ? { secret } : {});
  return server.api('/api/payments/webhook', { method: 'POST', body, headers });
}

async function account(id: string): Promise<Account> {
  return (await server.auth.getAccount(id))!;
}

async function ordersOf(userId: string): Promise<Order[]> {
  const docs = await server.store.allDocs<Order & CouchDoc>('orders', {
    startkey: 'order-',
    endkey: 'order-\ufff0',
  });
  return docs.filter((doc) => doc.user_id === userId);
}

describe('checkout', () => {
  it('sends a signed-in user to Stripe Checkout with the plan, email, language and metadata', async () => {
    const buyer = await newBuyer();
    const response = await post(
      '/api/payments/checkout',
      buyer.token,
      { plan_id: 'plan-premium-monthly' },
      'de',
    );
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${standin.url}/pay/cs_test_`));
    const sent = standin.requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      line_items: { 0: { price: 'price_demo_premium_monthly', quantity: '1' } },
      customer_email: 'buyer1@example.test',
      locale: 'de',
      client_reference_id: buyer.id,
      metadata: { user_id: buyer.id, plan_id: 'plan-premium-monthly', duration: 'months:1' },
      payment_intent_data: { metadata: { user_id: buyer.id, plan_id: 'plan-premium-monthly' } },
      invoice_creation: { enabled: 'true' },
    });
    expect(String(sent.body.success_url)).toMatch(
      /\/ds\/subscription\/fulfill\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
  });

  it('sells the 24-hour pass only with the waiver of the right of withdrawal', async () => {
    const buyer = await newBuyer();
    const refused = await post('/api/payments/checkout', buyer.token, { plan_id: 'plan-day-pass' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/right of withdrawal/);
    const id = await checkout(buyer, 'plan-day-pass', { withdrawal_waiver: true });
    expect(standin.sessions.get(id)!.metadata.withdrawal_waived_at).toMatch(/^\d{4}-/);
  });

  it('refuses plans on request, commercial users, guests and unknown plans', async () => {
    const buyer = await newBuyer();
    expect(
      (await post('/api/payments/checkout', buyer.token, { plan_id: 'plan-premium-yearly-invoice' })).status,
    ).toBe(400);
    expect((await post('/api/payments/checkout', buyer.token, { plan_id: 'plan-nope' })).status).toBe(404);
    const commercial = await newBuyer({ user_type: 'commercial' });
    const answer = await post('/api/payments/checkout', commercial.token, {
      plan_id: 'plan-premium-monthly',
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toMatch(/staff will contact you/);
    const guest = await server.api('/api/payments/checkout', {
      method: 'POST',
      json: { plan_id: 'plan-premium-monthly' },
    });
    expect(guest.status).toBe(401);
  });
});

describe('fulfilment', () => {
  it('grants premium once when the return page and the webhook arrive together and the webhook is replayed', async () => {
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(sessionId);
    const before = Date.now();
    const answers = await Promise.all([
      fulfil(buyer, sessionId),
      sendWebhook('checkout.session.completed', sessionId),
      fulfil(buyer, sessionId),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await sendWebhook('checkout.session.completed', sessionId)).status).toBe(200);

    const orders = await ordersOf(buyer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      plan_id: 'plan-premium-monthly',
      amount_net: 5990,
      currency: 'EUR',
    });
    expect(orders[0]!.receipt_url).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_test_/);
    const stored = await account(buyer.id);
    expect(stored.applied_order_ids).toEqual([`order-${sessionId}`]);
    expect(stored.premium).toBe(true);
    const days = (Date.parse(stored.premium_until!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(orders[0]!.premium_until).toBe(stored.premium_until);
    const audit = (await server.auth.audit.list(200)).filter(
      (entry) => entry.event === 'premium_purchased' && entry.subject_id === buyer.id,
    );
    expect(audit).toHaveLength(1);

    const body = (await answers[0]!.json()) as { order: Order; premium_until: string };
    expect(body.premium_until).toBe(stored.premium_until);
    // Rights come from the store on every request: the same token now pulls the catalogue.
    const pull = await server.api('/db/catalogue/_changes?since=0&limit=1', { token: buyer.token });
    expect(pull.status).toBe(200);
    await pull.body?.cancel();
    const me = (await (await server.api('/api/auth/me', { token: buyer.token })).json()) as {
      premium: boolean;
      plan: unknown;
    };
    expect(me.premium).toBe(true);
    expect(me.plan).toMatchObject({ id: 'plan-premium-monthly', chat_access: true, link_access: true });
  });

  it('answers every caller of many simultaneous fulfilments with the paid order and grants once, round after round', async () => {
    for (let round = 0; round < 6; round++) {
      const buyer = await newBuyer();
      const sessionId = await checkout(buyer, 'plan-premium-monthly');
      standin.complete(sessionId);
      const returnPages = Array.from({ length: 6 }, () => fulfil(buyer, sessionId));
      const webhooks = Array.from({ length: 10 }, (_, index) =>
        sendWebhook(
          index % 2 === 0 ? 'checkout.session.completed' : 'checkout.session.async_payment_succeeded',
          sessionId,
        ),
      );
      const [pages, hooks] = await Promise.all([Promise.all(returnPages), Promise.all(webhooks)]);
      for (const answer of [...pages, ...hooks]) expect(answer.status, await answer.clone().text()).toBe(200);
      for (const answer of pages) {
        const { order } = (await answer.json()) as { order: Order };
        expect(order).toMatchObject({ id: `order-${sessionId}`, status: 'paid' });
        expect(order.premium_until).toBeDefined();
      }
      for (const answer of hooks) expect(await answer.json()).toEqual({ received: true });
      expect(await ordersOf(buyer.id)).toHaveLength(1);
      const stored = await account(buyer.id);
      expect(stored.applied_order_ids).toEqual([`order-${sessionId}`]);
      expect(stored.entitlements?.filter((period) => period.order_id === `order-${sessionId}`)).toHaveLength(
        1,
      );
      const granted = (await server.auth.audit.list(500)).filter(
        (entry) => entry.event === 'premium_purchased' && entry.subject_id === buyer.id,
      );
      expect(granted).toHaveLength(1);
    }
  });

  it('extends premium from the current end when bought again', async () => {
    const buyer = await newBuyer();
    const first = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(first);
    expect((await fulfil(buyer, first)).status).toBe(200);
    const firstEnd = Date.parse((await account(buyer.id)).premium_until!);
    const second = await checkout(buyer, 'plan-premium-yearly');
    standin.complete(second);
    expect((await fulfil(buyer, second)).status).toBe(200);
    const secondEnd = Date.parse((await account(buyer.id)).premium_until!);
    const days = (secondEnd - firstEnd) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });

  it("answers 409 for another user's session and for an unpaid one, 422 for an expired or unknown one", async () => {
    const owner = await newBuyer();
    const other = await newBuyer();
    const paid = await checkout(owner, 'plan-premium-monthly');
    standin.complete(paid);
    const notYours = await fulfil(other, paid);
    expect(notYours.status).toBe(409);
    expect(((await notYours.json()) as { message: string }).message).toBe(
      'This payment does not belong to you or has not been paid.',
    );

    const unpaid = await checkout(owner, 'plan-premium-monthly');
    expect((await fulfil(owner, unpaid)).status).toBe(409);

    const expired = await checkout(owner, 'plan-premium-monthly');
    standin.expire(expired);
    const answer = await post('/api/payments/fulfil', owner.token, { session_id: expired }, 'de');
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Die Zahlung ist ungültig oder abgelaufen.',
    );
    expect((await fulfil(owner, 'cs_test_doesnotexist')).status).toBe(422);
    expect((await fulfil(owner, 'not-a-session')).status).toBe(422);

    expect(await ordersOf(other.id)).toEqual([]);
    expect((await account(other.id)).premium).toBe(false);
  });

  it('answers 503 while the provider is down, and the retry then succeeds', async () => {
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(sessionId);
    standin.setDown(true);
    try {
      const down = await fulfil(buyer, sessionId);
      expect(down.status).toBe(503);
      expect(((await down.json()) as { message: string }).message).toMatch(/payment provider/);
    } finally {
      standin.setDown(false);
    }
    const retry = await fulfil(buyer, sessionId);
    expect(retry.status).toBe(200);
    expect((await account(buyer.id)).premium).toBe(true);
  });
});

describe('after a purchase', () => {
  it('staff can still change the buyer (the order marks are not part of the user)', async () => {
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(sessionId);
    expect((await fulfil(buyer, sessionId)).status).toBe(200);
    const staff = await server.login('superadmin');
    const changed = await server.api(`/api/users/${buyer.id}`, {
      method: 'PATCH',
      token: staff,
      json: { first_name: 'Bertha' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await account(buyer.id)).first_name).toBe('Bertha');
    expect((await account(buyer.id)).applied_order_ids).toEqual([`order-${sessionId}`]);
  });
});

describe('rights bound to what was bought', () => {
  /** The caller's rights as /api/auth/me and the assistant endpoint answer them. */
  async function rightsOf(buyer: Buyer) {
    const me = (await (await server.api('/api/auth/me', { token: buyer.token })).json()) as {
      premium: boolean;
      plan: { id: string; chat_access: boolean; link_access: boolean } | null;
      entitlements: Array<{
        source: string;
        until: string | null;
        chat_access: boolean;
        plan: { id: string } | null;
      }>;
    };
    const chat = await post('/api/assistant/answer', buyer.token, { question: 'CRP' });
    await chat.body?.cancel();
    return { ...me, chat: chat.status };
  }

  async function buy(buyer: Buyer, planId: string): Promise<string> {
    const sessionId = await checkout(
      buyer,
      planId,
      planId === 'plan-day-pass' ? { withdrawal_waiver: true } : {},
    );
    standin.complete(sessionId);
    expect((await fulfil(buyer, sessionId)).status).toBe(200);
    return sessionId;
  }

  it('keeps the chat access of a year paid for when a 24-hour pass without chat is bought after it', async () => {
    const buyer = await newBuyer();
    await buy(buyer, 'plan-premium-yearly');
    const yearEnd = (await account(buyer.id)).premium_until!;
    await buy(buyer, 'plan-day-pass');
    const rights = await rightsOf(buyer);
    expect(rights.premium).toBe(true);
    expect(rights.plan).toMatchObject({ id: 'plan-premium-yearly', chat_access: true, link_access: true });
    expect(rights.chat).toBe(200);
    // Each period with its own rights and end: the pass follows the year.
    expect(rights.entitlements.map((period) => [period.plan?.id, period.chat_access, period.until])).toEqual([
      ['plan-premium-yearly', true, yearEnd],
      ['plan-day-pass', false, new Date(Date.parse(yearEnd) + 86_400_000).toISOString()],
    ]);
  });

  it('gives a 24-hour pass bought first its own rights only: no chat now, the year paid after it brings chat when it starts', async () => {
    const buyer = await newBuyer();
    await buy(buyer, 'plan-day-pass');
    await buy(buyer, 'plan-premium-yearly');
    const rights = await rightsOf(buyer);
    expect(rights.plan).toMatchObject({ id: 'plan-day-pass', chat_access: false, link_access: true });
    expect(rights.chat).toBe(403);
    expect(rights.entitlements.map((period) => [period.plan?.id, period.chat_access])).toEqual([
      ['plan-day-pass', false],
      ['plan-premium-yearly', true],
    ]);
  });

  it('grants the rights sold at checkout even when the plan is edited before the payment arrives', async () => {
    const planId = `plan-edited-${process.pid}`;
    await putPlan(server, planId, { chat_access: true, link_access: true });
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, planId);
    const plan = await server.store.get('plans', planId);
    await server.store.put('plans', { ...plan!, chat_access: false, link_access: false });
    standin.complete(sessionId);
    expect((await fulfil(buyer, sessionId)).status).toBe(200);
    const rights = await rightsOf(buyer);
    expect(rights.plan).toMatchObject({ id: planId, chat_access: true, link_access: true });
    expect(rights.chat).toBe(200);
  });

  it('lets staff grant premium beside a bought period, shorten all of it to an earlier end, and end it by unchecking premium', async () => {
    const buyer = await newBuyer();
    await buy(buyer, 'plan-premium-monthly');
    const monthEnd = (await account(buyer.id)).premium_until!;
    const staff = await server.login('superadmin');
    const patch = (json: unknown) =>
      server.api(`/api/users/${buyer.id}`, { method: 'PATCH', token: staff, json });

    // A later end: a grant of staff's own beside the bought month, which keeps its end and chat.
    const later = new Date(Date.parse(monthEnd) + 30 * 86_400_000).toISOString();
    expect((await patch({ premium: true, premium_until: later })).status).toBe(200);
    let rights = await rightsOf(buyer);
    expect(rights.entitlements.map((period) => [period.source, period.until, period.chat_access])).toEqual([
      ['order', monthEnd, true],
      ['staff', later, false],
    ]);
    expect((await account(buyer.id)).premium_until).toBe(later);
    expect(rights.chat).toBe(200);

    // A form saved with what it showed changes no period.
    const shown = await account(buyer.id);
    expect(
      (await patch({ premium: true, premium_until: shown.premium_until, first_name: 'Bea' })).status,
    ).toBe(200);
    expect((await account(buyer.id)).entitlements).toEqual(shown.entitlements);

    // An earlier end shortens every period to it: the end staff set is the end premium has.
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    expect((await patch({ premium: true, premium_until: soon })).status).toBe(200);
    rights = await rightsOf(buyer);
    expect(rights.entitlements.map((period) => [period.source, period.until])).toEqual([
      ['order', soon],
      ['staff', soon],
    ]);
    expect((await account(buyer.id)).premium_until).toBe(soon);
    expect(rights.chat).toBe(200);

    expect((await patch({ premium: false })).status).toBe(200);
    rights = await rightsOf(buyer);
    expect(rights.premium).toBe(false);
    expect(rights.entitlements).toEqual([]);
    expect(rights.chat).toBe(403);
  });

  it('gives premium granted by staff during a trial a period of its own, without end, that outlasts the trial', async () => {
    const trialEnd = new Date(Date.now() + 86_400_000).toISOString();
    const buyer = await newBuyer({ premium_trial_until: trialEnd });
    const staff = await server.login('superadmin');
    const granted = await server.api(`/api/users/${buyer.id}`, {
      method: 'PATCH',
      token: staff,
      json: { premium: true },
    });
    expect(granted.status, await granted.clone().text()).toBe(200);
    const rights = await rightsOf(buyer);
    expect(rights.entitlements.map((period) => [period.source, period.until])).toEqual([
      ['trial', trialEnd],
      ['staff', null],
    ]);
    expect(rights.chat).toBe(403);
  });

  it('reads an account from before periods as one period: its plan gives chat (verified@), premium without a plan does not (premium@)', async () => {
    for (const [who, chat, source] of [
      ['verified', true, 'order'],
      ['premium', false, 'staff'],
    ] as const) {
      const token = await server.login(who);
      const me = (await (await server.api('/api/auth/me', { token })).json()) as {
        entitlements: Array<{ source: string; chat_access: boolean; link_access: boolean }>;
      };
      expect(me.entitlements).toEqual([
        expect.objectContaining({
          source,
          chat_access: chat,
          link_access: true,
          until: '2030-01-01T00:00:00.000Z',
        }),
      ]);
    }
  });
});

describe('webhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(sessionId);
    const before = await server.store.info('orders');
    const forged = await sendWebhook('checkout.session.completed', sessionId, 'whsec_wrong');
    expect(forged.status).toBe(400);
    const { body } = standin.webhook('checkout.session.completed', sessionId);
    const unsigned = await server.api('/api/payments/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    // A body parsed and re-serialised no longer matches its signature (stripe-node #341).
    const signed = standin.webhook('checkout.session.completed', sessionId);
    const reformatted = await server.api('/api/payments/webhook', {
      method: 'POST',
      body: JSON.stringify(JSON.parse(signed.body), null, 2),
      headers: signed.headers,
    });
    expect(reformatted.status).toBe(400);
    expect((await server.store.info('orders'))!.update_seq).toEqual(before!.update_seq);
    expect((await account(buyer.id)).premium).toBe(false);
  });

  it('keeps a late payment pending, then fulfils it or marks it failed', async () => {
    const buyer = await newBuyer();
    const late = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(late, { paid: false });
    expect((await sendWebhook('checkout.session.completed', late)).status).toBe(200);
    expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: 'pending' });
    expect((await account(buyer.id)).premium).toBe(false);
    standin.sessions.get(late)!.payment_status = 'paid';
    expect((await sendWebhook('checkout.session.async_payment_succeeded', late)).status).toBe(200);
    expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: 'paid' });
    expect((await account(buyer.id)).premium).toBe(true);

    const failing = await checkout(buyer, 'plan-premium-yearly');
    standin.complete(failing, { paid: false });
    expect((await sendWebhook('checkout.session.completed', failing)).status).toBe(200);
    expect((await sendWebhook('checkout.session.async_payment_failed', failing)).status).toBe(200);
    const failed = (await ordersOf(buyer.id)).find((order) => order.checkout_session_id === failing);
    expect(failed).toMatchObject({ status: 'failed' });
  });
});

describe('orders', () => {
  it("lists the caller's own orders, and every order for staff with plans-read, filtered by status", async () => {
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(sessionId);
    await fulfil(buyer, sessionId);
    const mine = await server.api('/api/payments/orders', { token: buyer.token });
    const { orders } = (await mine.json()) as { orders: Order[] };
    expect(orders.map((order) => order.checkout_session_id)).toEqual([sessionId]);

    expect((await server.api('/api/orders', { token: buyer.token })).status).toBe(403);
    const staff = await server.login('superadmin');
    const all = (await (await server.api('/api/orders?status=paid', { token: staff })).json()) as {
      orders: Order[];
    };
    expect(all.orders.length).toBeGreaterThan(1);
    expect(all.orders.every((order) => order.status === 'paid')).toBe(true);
    expect(all.orders.map((order) => order.checkout_session_id)).toContain(sessionId);
    expect((await server.api('/api/orders?status=nonsense', { token: staff })).status).toBe(400);
  });
});

describe('requests and reminders', () => {
  it('mails a request for a plan on request to staff', async () => {
    const buyer = await newBuyer({ institution: 'Klinikum Nord' });
    const response = await post('/api/payments/requests', buyer.token, {
      plan_id: 'plan-premium-yearly-invoice',
      message: 'Bitte ein Angebot für 5 Plätze.',
    });
    expect(response.status).toBe(202);
    const mail = await inbox.waitFor(STAFF_EMAIL, /Premium/);
    expect(mail.text).toContain('Premium jährlich auf Rechnung');
    expect(mail.text).toContain('Klinikum Nord');
    expect(mail.text).toContain('5 Plätze');
  });

  it('mails one renewal reminder seven days before a bought premium ends', async () => {
    const buyer = await newBuyer();
    const sessionId = await checkout(buyer, 'plan-premium-monthly');
    standin.complete(sessionId);
    await fulfil(buyer, sessionId);
    const { email, premium_until: until } = await account(buyer.id);
    const ends = Date.parse(until!);
    const sent: Array<{ to: string; subject: string; link?: string }> = [];
    const reminders = startRenewalReminders({
      config: { publicUrl: 'https://atlas.example', port: 0 },
      store: server.store,
      accounts: server.auth.accounts,
      mailer: { send: async (mail) => (sent.push(mail), true) },
      now: () => ends - 8 * 86_400_000,
      intervalMs: 3_600_000,
    });
    try {
      await reminders.sweep();
      expect(sent.filter((mail) => mail.to === email)).toEqual([]);
    } finally {
      reminders.stop();
    }
    const later = startRenewalReminders({
      config: { publicUrl: 'https://atlas.example', port: 0 },
      store: server.store,
      accounts: server.auth.accounts,
      mailer: { send: async (mail) => (sent.push(mail), true) },
      now: () => ends - 6 * 86_400_000,
      intervalMs: 3_600_000,
    });
    try {
      await later.sweep();
      await later.sweep();
    } finally {
      later.stop();
    }
    const mine = sent.filter((mail) => mail.to === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/Premium-Zugang endet/);
    expect(mine[0]!.link).toBe('https://atlas.example/pricing?plan=plan-premium-monthly');
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('starts, works, and says that payments are not configured', async () => {
    const plain = await startTestServer({ demoProducts: 0 });
    try {
      const token = await plain.login('free');
      const config = await plain.api('/api/payments/config', { token });
      expect(await config.json()).toEqual({ card_payments: false });
      const answer = await plain.api('/api/payments/checkout', {
        method: 'POST',
        token,
        json: { plan_id: 'plan-premium-monthly' },
        headers: { 'accept-language': 'en' },
      });
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'Payments are not configured on this server.',
      );
      expect((await plain.api('/api/plans')).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
