// The Prometheus endpoint after real traffic: sign-ins good and bad, a rate-limit refusal, mails
// sent and failed, a held feed, snapshots, a paid order, store calls good and failed, and a
// projector held back. Each metric moved; the endpoint refuses without its token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { createStoreClient } from '../src/platform/store/couch-client.ts';
import { SNAPSHOT_DATABASES } from '@poct/schemas';
import { startMailInbox, type MailInbox } from './support/mail-inbox.ts';
import { freePort } from './support/spawn-server.ts';
import { HELD_KINDS, heldBy, openFeed } from './support/held-feeds.ts';
import {
  startStripeStandin,
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  type StripeStandin,
} from './support/stripe-standin.ts';
import { DEMO_PASSWORD, DEMO_USERS, startTestServer, type TestServer } from './support/test-server.ts';
import { post } from './support/accounts.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let server: TestServer;
let inbox: MailInbox;
let standin: StripeStandin;

beforeAll(async () => {
  inbox = await startMailInbox();
  standin = await startStripeStandin();
  server = await startTestServer({
    demoProducts: 10,
    metricsToken: TOKEN,
    smtpUrl: inbox.smtpUrl,
    stripeSecretKey: STANDIN_SECRET_KEY,
    stripeWebhookSecret: STANDIN_WEBHOOK_SECRET,
    stripeApiBase: standin.url,
    loginFailuresPerAccount: 2,
  });
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
  await inbox?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

/** The sum of the samples of `name` whose labels include all of `labels`. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  let found = false;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const wanted = Object.entries(labels).every(([key, label]) => match[2]?.includes(`${key}="${label}"`));
    if (!wanted) continue;
    found = true;
    sum += Number(match[3]);
  }
  if (!found) return Number.NaN;
  return sum;
}

describe('GET /metrics', () => {
  it('When asked without the token or with a wrong one, then it refuses with 401 and shows nothing', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: TOKEN },
    ]) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('poct_');
    }
  });

  it('When real traffic has passed, then every metric has moved', async () => {
    const before = await scrape();

    expect(
      (await post(server, '/api/auth/login', { email: DEMO_USERS.free, password: DEMO_PASSWORD })).status,
    ).toBe(200);
    for (let i = 0; i < 3; i++)
      await post(server, '/api/auth/login', { email: DEMO_USERS.staff, password: 'nope' });
    expect((await post(server, '/api/account/forgot-password', { email: DEMO_USERS.verified })).status).toBe(
      202,
    );
    await inbox.waitFor(DEMO_USERS.verified, /Reset your password|Passwort zurücksetzen/);
    const unreachable = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      mailFrom: 'x@poct-atlas.test',
      dataDir: server.dataDir,
    });
    expect(await unreachable.send({ to: 'nobody@poct-atlas.test', subject: 's', text: 't', html: 't' })).toBe(
      false,
    );
    unreachable.close();
    await createStoreClient(`http://127.0.0.1:${await freePort()}/`)
      .request('')
      .catch(() => undefined);

    const premium = await server.login('premium');
    const feed = openFeed(server.url, HELD_KINDS['continuous feed (catalogue)'], premium);
    await heldBy(server, 1);
    for (const database of SNAPSHOT_DATABASES) await server.snapshots.caughtUp(database);

    const buyer = await server.login('free');
    const checkout = await server.api('/api/payments/checkout', {
      method: 'POST',
      token: buyer,
      json: { plan_id: 'plan-premium-monthly' },
    });
    expect(checkout.status).toBe(201);
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/pay/')[1]!;
    standin.complete(sessionId);
    const fulfilled = await server.api('/api/payments/fulfil', {
      method: 'POST',
      token: buyer,
      json: { session_id: sessionId },
    });
    expect(fulfilled.status).toBe(200);

    await server.projector.stop();
    const [product] = await server.store.allDocs<{ _id: string; name: string }>('catalogue_master', {
      limit: 1,
    });
    await server.store.put('catalogue_master', { ...product!, name: 'not projected yet' });

    const after = await scrape();
    feed.close();
    const moved = (name: string, labels: Record<string, string> = {}): number =>
      value(after, name, labels) -
      (Number.isNaN(value(before, name, labels)) ? 0 : value(before, name, labels));

    expect(
      moved('poct_http_requests_total', { route: '/api/auth/login', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(moved('poct_http_requests_total', { route: '/api/auth/login', status: '401' })).toBe(2);
    expect(moved('poct_http_request_duration_seconds_count', { route: '/api/payments/fulfil' })).toBe(1);
    expect(moved('poct_failed_logins_total')).toBe(2);
    expect(moved('poct_rate_limit_refusals_total', { key: 'error.429.login' })).toBe(1);
    expect(moved('poct_mail_sent_total')).toBeGreaterThanOrEqual(1);
    expect(moved('poct_mail_failed_total')).toBe(1);
    expect(moved('poct_payments_fulfilled_total')).toBe(1);
    expect(moved('poct_store_request_duration_seconds_count')).toBeGreaterThan(0);
    expect(moved('poct_store_errors_total', { kind: 'connection' })).toBe(1);
    expect(value(after, 'poct_held_connections')).toBe(1);
    expect(value(after, 'poct_projector_pending_changes')).toBeGreaterThanOrEqual(1);
    for (const database of SNAPSHOT_DATABASES) {
      expect(value(after, 'poct_snapshot_bytes', { database })).toBeGreaterThan(0);
      expect(value(after, 'poct_snapshot_age_seconds', { database })).toBeGreaterThanOrEqual(0);
    }
  });
});
