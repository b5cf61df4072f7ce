// Rate limits under real concurrency: parallel wrong passwords for one
// account or from one address are counted before the password is checked, so at most the limit
// of them is ever verified (counted by their `login_failed` audit entries: one per checked wrong
// password), the rest and then the right password get 429 with Retry-After. Quote requests are
// limited per user and per address, resends of a stored id are never refused or counted, and
// staff get no more mails than the limit. A second server on the same store (the scale-out
// shape: its own limiter, its own queues) shares the counters. Without TRUST_PROXY a client
// cannot dodge the per-address limit by rotating X-Forwarded-For.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import type { RunningServer } from '../src/index.ts';
import type { Config } from '../src/platform/config.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  startSecondServer,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

const LIMITS = {
  rateLimitWindowS: 600,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 20,
  quotationsPerUser: 5,
  quotationsPerIp: 8,
  staffEmail: 'quotes-inbox@example.test',
} satisfies Partial<Config>;

let first: TestServer;
let second: RunningServer;
let tokens: Record<'premium' | 'verified' | 'staff' | 'superadmin', string>;

beforeAll(async () => {
  // The first trusts X-Forwarded-For from loopback, so tests can choose client addresses there.
  first = await startTestServer({ demoProducts: 20, trustProxy: 'loopback', ...LIMITS });
  // The second: same store (COUCHDB_URL), same keys (same DATA_DIR), no trusted proxy.
  second = await startSecondServer(first, LIMITS);
  // Signed in before the login tests lock accounts and addresses.
  const [premium, verified, staff, superadmin] = await Promise.all(
    (['premium', 'verified', 'staff', 'superadmin'] as const).map((user) => first.login(user)),
  );
  tokens = { premium: premium!, verified: verified!, staff: staff!, superadmin: superadmin! };
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

function login(base: string, email: string, password: string, ip?: string): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

type AuditDoc = { _id: string; event?: string; ip?: string; detail?: { email?: string } };

/** Wrong passwords actually checked for `email` (each check that failed writes one entry). */
async function verifiedFailures(email: string): Promise<number> {
  const audit = await first.store.allDocs<AuditDoc>('audit');
  return audit.filter((entry) => entry.event === 'login_failed' && entry.detail?.email === email).length;
}

function statuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

describe('failed logins in parallel', () => {
  it('When 100 wrong passwords for one account arrive at once (from 100 addresses), then at most 5 are verified and the right password then gets 429', async () => {
    const email = DEMO_USERS.premium;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(first.url, email, `wrong-${i}`, `10.20.${i >> 8}.${i & 255}`),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    expect(await verifiedFailures(email)).toBe(counts[401]);

    const right = await login(first.url, email, DEMO_PASSWORD, '10.21.0.1');
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('600');
    expect(((await right.json()) as { message: string }).message).toBe(
      message('error.429.login', 'en', { minutes: 10 }),
    );
    expect(await verifiedFailures(email)).toBe(counts[401]);
  });

  it('When 100 wrong passwords for 100 accounts come from one address at once, then at most 20 are verified', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(first.url, `nobody-${i}@example.test`, 'wrong', '10.30.0.1'),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401]).toBeLessThanOrEqual(20);
    expect(counts[429]).toBeGreaterThanOrEqual(80);
    const audit = await first.store.allDocs<AuditDoc>('audit');
    expect(audit.filter((entry) => entry.event === 'login_failed' && entry.ip === '10.30.0.1').length).toBe(
      counts[401],
    );
    // The right password of an untouched account from that address: 429 as well.
    expect((await login(first.url, DEMO_USERS.free, DEMO_PASSWORD, '10.30.0.1')).status).toBe(429);
  });

  it('When parallel wrong passwords for one account are split across two server processes on one store, then together at most 5 are verified', async () => {
    const email = DEMO_USERS.verified;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? login(first.url, email, `wrong-${i}`, `10.40.0.${i}`)
          : login(second.url, email, `wrong-${i}`),
      ),
    );
    const counts = statuses(answers);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(100);
    expect(await verifiedFailures(email)).toBe(counts[401]);
    expect((await login(second.url, email, DEMO_PASSWORD)).status).toBe(429);
    expect((await login(first.url, email, DEMO_PASSWORD, '10.40.1.1')).status).toBe(429);
  });

  it('When a single right password arrives, then it signs in and gives its address slot back', async () => {
    // 30 sequential good logins from one address stay under nothing: successes do not count.
    for (let i = 0; i < 30; i++)
      expect((await login(first.url, DEMO_USERS.staff, DEMO_PASSWORD, '10.50.0.1')).status).toBe(200);
  });

  it('When TRUST_PROXY is unset, then rotating X-Forwarded-For does not dodge the per-address limit', async () => {
    // The second server trusts no proxy: every request here comes from 127.0.0.1.
    const answers: Response[] = [];
    for (let i = 0; i < 25; i++)
      answers.push(
        await fetch(`${second.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
          body: JSON.stringify({ email: `rotating-${i}@example.test`, password: 'wrong' }),
        }),
      );
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    const audit = await first.store.allDocs<AuditDoc>('audit');
    const rotating = audit.filter((entry) => entry.detail?.email?.startsWith('rotating-'));
    expect(rotating.every((entry) => entry.ip === '127.0.0.1')).toBe(true);
  });
});

describe('quote requests in bursts', () => {
  let counter = 0;
  const quote = (subject: string) => {
    counter += 1;
    return {
      id: `burst-${counter}-${Math.random().toString(36).slice(2, 10)}`,
      product_id: 'prod-00001',
      sub_product_id: 'prod-00001-sp1',
      name: 'Petra Müller',
      email: 'premium@demo.poct-atlas.test',
      subject,
      message: 'Bitte senden Sie uns ein Angebot.',
      devices_count: 1,
    };
  };
  const send = (token: string, body: unknown, ip: string) =>
    fetch(`${first.url}/api/quotations`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'de',
        'x-forwarded-for': ip,
      },
      body: JSON.stringify(body),
    });

  async function staffMailsAbout(subject: string): Promise<number> {
    const dir = path.join(first.dataDir, 'outbox');
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
    return mails.filter((mail) => mail.includes(subject) && mail.includes(LIMITS.staffEmail)).length;
  }

  it('When 200 quote requests of one user arrive at once, then 5 are stored and mailed, the rest get 429, and resends of the stored ones are still answered', async () => {
    const token = tokens.premium;
    const subject = `Burst ${Date.now()}`;
    const bodies = Array.from({ length: 200 }, () => quote(subject));
    const answers = await Promise.all(bodies.map((body, i) => send(token, body, `10.60.0.${i % 200}`)));
    const counts = statuses(answers);
    expect(counts[201]).toBe(5);
    expect(counts[429]).toBe(195);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(((await refused.json()) as { message: string }).message).toBe(message('error.429', 'de'));

    const stored = bodies.filter((_, i) => answers[i]!.status === 201);
    const quotations = await first.store.allDocs<{ _id: string; subject?: string }>('quotations');
    expect(
      quotations
        .filter((doc) => doc.subject === subject)
        .map((doc) => doc._id)
        .sort(),
    ).toEqual(stored.map((body) => body.id).sort());
    // The outbox resends after a lost answer: still 200 already_received, past the limit too.
    const resends = await Promise.all(stored.map((body) => send(token, body, '10.60.1.1')));
    for (const resend of resends) {
      expect(resend.status).toBe(200);
      expect(await resend.json()).toMatchObject({ status: 'already_received' });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await staffMailsAbout(subject)).toBe(5);
  });

  it('When several users send from one address, then that address is limited to 8 new requests', async () => {
    const subject = `Shared address ${Date.now()}`;
    const answers = await Promise.all(
      [tokens.verified, tokens.staff, tokens.superadmin].flatMap((token) =>
        Array.from({ length: 5 }, () => send(token, quote(subject), '10.70.0.1')),
      ),
    );
    const counts = statuses(answers);
    expect(counts[201]).toBe(8);
    expect(counts[429]).toBe(7);
  });
});
