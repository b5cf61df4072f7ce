// The server's log lines, captured while a realistic slice of it runs (every demo account signs
// in, a registration with its confirmation, a password reset, a review, a quote request,
// replication both ways, refusals): each is JSON, each request has its one line with id, route
// pattern, status and duration, and no line holds a password, an email address, a token or a name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/demo/index.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { startMailInbox, type MailInbox } from './support/mail-inbox.ts';
import {
  callAs,
  DEMO_PASSWORD,
  DEMO_USERS,
  startTestServer,
  type DemoUser,
  type TestServer,
} from './support/test-server.ts';
import { NEW_PASSWORD, post, registration, signIn, tokenOf } from './support/accounts.ts';

const lines: string[] = [];
const capture: DestinationStream = {
  write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)),
};
/** Everything that must never be logged, gathered as the run produces it. */
const secrets = new Set<string>([DEMO_PASSWORD, NEW_PASSWORD]);
const RESET_PASSWORD = 'a brand new passphrase';
secrets.add(RESET_PASSWORD);

let server: TestServer;
let inbox: MailInbox;

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl, logLevel: 'debug' }, { logDestination: capture });
  for (const account of demoAccounts()) {
    secrets.add(account.email);
    secrets.add(account.first_name);
    secrets.add(account.last_name);
  }
  await runRealisticSlice();
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

async function runRealisticSlice(): Promise<void> {
  const tokens = {} as Record<DemoUser, string>;
  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    const session = await signIn(server, DEMO_USERS[user], DEMO_PASSWORD);
    tokens[user] = session.accessToken;
    secrets.add(session.accessToken);
    secrets.add(session.cookie.split('=')[1]!);
  }
  expect(
    (await post(server, '/api/auth/login', { email: DEMO_USERS.free, password: 'wrong one' })).status,
  ).toBe(401);

  const body = registration({ language: 'en' });
  const email = body.email as string;
  for (const field of ['email', 'first_name', 'last_name', 'institution', 'username'])
    secrets.add(String(body[field]));
  expect((await post(server, '/api/account/register', body)).status).toBe(201);
  const confirmation = await inbox.waitFor(email, /confirm your email/i);
  secrets.add(tokenOf(confirmation.link));
  expect(
    (await post(server, '/api/account/verify-email', { token: tokenOf(confirmation.link) })).status,
  ).toBe(200);

  expect((await post(server, '/api/account/forgot-password', { email })).status).toBe(202);
  const reset = await inbox.waitFor(email, /Reset your password/);
  secrets.add(tokenOf(reset.link));
  const resetBody = {
    token: tokenOf(reset.link),
    password: RESET_PASSWORD,
    password_confirm: RESET_PASSWORD,
  };
  expect((await post(server, '/api/account/reset-password', resetBody)).status).toBe(204);
  const renewed = await signIn(server, email, RESET_PASSWORD);
  secrets.add(renewed.accessToken);

  const review = { overall: 4, handling: 5, performance: 4, service: 3, declared_independent: true };
  expect((await callAs(server, 'PUT', '/api/reviews/own/prod-00003', tokens.verified, review)).status).toBe(
    201,
  );

  const quote = {
    id: `log-quote-${process.pid}`,
    product_id: 'prod-00001',
    sub_product_id: 'prod-00001-sp1',
    name: 'Petra Lindqvist-Oberhaus',
    company: 'Klinikum Unterwaldhausen',
    email: 'petra.lindqvist@klinikum-unterwaldhausen.example',
    phone: '+49 30 9876543',
    subject: 'Angebot für siebzehn Geräte',
    message: 'Bitte ein Angebot für den Standort Nord, Ansprechpartnerin im Einkauf.',
    devices_count: 17,
    planned_purchase_date: '2026-10-01',
    tests_per_year: 5000,
    additional_info: '',
  };
  for (const field of ['name', 'company', 'email', 'phone', 'subject', 'message'] as const)
    secrets.add(quote[field]);
  expect((await callAs(server, 'POST', '/api/quotations', tokens.premium, quote)).status).toBe(201);

  const pulled = await server.api('/db/catalogue/_changes?since=0&limit=5&include_docs=true', {
    token: tokens.premium,
  });
  expect(pulled.status).toBe(200);
  await pulled.text();
  const me = (await (await callAs(server, 'GET', '/api/auth/me', tokens.premium)).json()) as { id: string };
  const favourite = {
    _id: 'prod-00001',
    id: 'prod-00001',
    user_id: me.id,
    product_id: 'prod-00001',
    created_at: new Date().toISOString(),
  };
  const pushed = await server.api('/db/favourites/_bulk_docs', {
    method: 'POST',
    token: tokens.premium,
    json: { docs: [favourite] },
  });
  expect(pushed.status).toBe(201);

  // Addresses and tokens in a path or a query never reach the log: routes are logged as patterns.
  await server.api(`/api/nothing/${encodeURIComponent(DEMO_USERS.staff)}?token=${tokens.staff}`);
  await server.api(`/api/account/verify-email?token=${tokens.free}`, { method: 'POST', json: {} });
  await server.projector.idle();
}

function parsed(): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the server log', () => {
  it('When a realistic slice of the server runs, then no line holds a password, an email address, a token or a name', () => {
    expect(lines.length).toBeGreaterThan(15);
    const leaks = [...secrets].flatMap((secret) =>
      lines
        .filter((line) => line.toLowerCase().includes(secret.toLowerCase()))
        .map((line) => ({ secret, line })),
    );
    expect(leaks).toEqual([]);
    // No address of any kind either: only the demo ones were gathered above.
    expect(lines.filter((line) => /[\w.+-]+@[\w-]+\.[\w.]+/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('eyJ'))).toEqual([]);
  });

  it('When requests are answered, then each has one JSON line with its id, route pattern, status, duration and a pseudonymous user', () => {
    const requests = parsed().filter((line) => line.msg === 'request' || line.msg === 'request failed');
    for (const line of requests) {
      expect(line).toMatchObject({
        reqId: expect.any(String),
        method: expect.any(String),
        route: expect.any(String),
      });
      expect(line.status).toEqual(expect.any(Number));
      expect(line.ms).toEqual(expect.any(Number));
    }
    const logins = requests.filter((line) => line.route === '/api/auth/login');
    expect(logins.map((line) => line.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 401]);
    const reviews = requests.filter((line) => line.route === '/api/reviews/own/:productId');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.user).toMatch(/^[0-9a-f]{16}$/);
    const ids = new Set(requests.map((line) => line.reqId));
    expect(ids.size).toBe(requests.length);
    // The same user, the same pseudonym; never the id itself.
    const premium = requests.filter(
      (line) => line.route === '/api/quotations' || line.route === '/api/auth/me',
    );
    expect(new Set(premium.map((line) => line.user)).size).toBe(1);
    expect(lines.some((line) => line.includes('user-'))).toBe(false);
  });

  it('When a mail goes to the outbox (no SMTP_URL), then its line names the file, not the address or the link', async () => {
    const before = lines.length;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'POCT <no-reply@poct-atlas.test>', dataDir });
    const link = `${server.url}/en/reset-password?token=${'t'.repeat(40)}`;
    const sent = await mailer.send({ to: DEMO_USERS.free, subject: 'Reset', text: link, html: link, link });
    expect(sent).toBe(true);
    const written = lines.slice(before);
    expect(written.some((line) => line.includes('outbox'))).toBe(true);
    expect(written.filter((line) => line.includes(DEMO_USERS.free) || line.includes('t'.repeat(40)))).toEqual(
      [],
    );
    mailer.close();
  });
});
