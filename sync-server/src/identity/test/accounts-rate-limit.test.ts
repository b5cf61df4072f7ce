// Rate limits against the real server: failed logins per account and per address answer 429
// with a clear message after the configured number and recover when the window has passed;
// forgot-password and registration are limited too. The window is 2 s here so recovery can be
// waited for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { post, registration } from '../../../test/support/accounts.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    demoProducts: 0,
    rateLimitWindowS: 2,
    loginFailuresPerAccount: 3,
    loginFailuresPerIp: 5,
    mailRequestsPerAccount: 2,
    mailRequestsPerIp: 3,
    // The tests choose their client address with X-Forwarded-For, sent from loopback.
    trustProxy: 'loopback',
  });
});
afterAll(async () => {
  await server?.close();
});

function login(email: string, password: string, ip: string, locale = 'en'): Promise<Response> {
  return post(server, '/api/auth/login', { email, password }, { ip, locale });
}

/** Waits (up to 10 s) until `attempt` stops answering 429, and returns its last answer. */
async function afterWindow(attempt: () => Promise<Response>): Promise<Response> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await attempt();
    if (response.status !== 429 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('failed logins', () => {
  it('When an account has had 3 failed logins, then even the right password gets 429 until the window passes', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(DEMO_USERS.premium, 'wrong', `10.0.1.${i}`)).status).toBe(401);
    const blocked = await login(DEMO_USERS.premium, DEMO_PASSWORD, '10.0.1.9');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('2');
    expect(((await blocked.json()) as { message: string }).message).toBe(
      'Too many failed sign-in attempts. Please wait 1 min and try again.',
    );
    const blockedDe = await login(DEMO_USERS.premium, DEMO_PASSWORD, '10.0.1.9', 'de');
    expect(((await blockedDe.json()) as { message: string }).message).toBe(
      message('error.429.login', 'de', { minutes: 1 }),
    );
    // Another account from another address is not affected.
    expect((await login(DEMO_USERS.free, DEMO_PASSWORD, '10.0.1.10')).status).toBe(200);

    const recovered = await afterWindow(() => login(DEMO_USERS.premium, DEMO_PASSWORD, '10.0.1.9'));
    expect(recovered.status).toBe(200);
  });

  it('When one address fails 5 times across accounts, then that address gets 429, others do not', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(`nobody${i}@example.test`, 'wrong', '10.0.2.1')).status).toBe(401);
    expect((await login(DEMO_USERS.staff, DEMO_PASSWORD, '10.0.2.1')).status).toBe(429);
    expect((await login(DEMO_USERS.staff, DEMO_PASSWORD, '10.0.2.2')).status).toBe(200);
    expect((await afterWindow(() => login(DEMO_USERS.staff, DEMO_PASSWORD, '10.0.2.1'))).status).toBe(200);

    const audit = await server.store.allDocs<{ _id: string; event?: string }>('audit');
    expect(audit.filter((entry) => entry.event === 'login_rate_limited').length).toBeGreaterThanOrEqual(2);
  });
});

describe('mail requests', () => {
  it('When forgot-password is asked 3 times for one address, then the third answers 429 (for unknown addresses alike)', async () => {
    for (const address of [DEMO_USERS.verified, 'unknown-person@example.test']) {
      expect(
        (
          await post(
            server,
            '/api/account/forgot-password',
            { email: address },
            { ip: `10.0.3.${address.length}` },
          )
        ).status,
      ).toBe(202);
      expect(
        (
          await post(
            server,
            '/api/account/forgot-password',
            { email: address },
            { ip: `10.0.4.${address.length}` },
          )
        ).status,
      ).toBe(202);
      const third = await post(
        server,
        '/api/account/forgot-password',
        { email: address },
        { ip: `10.0.5.${address.length}` },
      );
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('2');
    }
  });

  it('When one address registers more than 3 times in a window, then it gets 429', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(server, '/api/account/register', registration(), { ip: '10.0.6.1' })).status).toBe(
        201,
      );
    const fourth = await post(server, '/api/account/register', registration(), { ip: '10.0.6.1' });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { message: string }).message).toBe(message('error.429', 'en'));
  });
});
