// Forgot and reset password, change password, against the real server and a real SMTP server;
// and the outbox: with no mail configuration the mail is an .eml file under DATA_DIR/outbox/.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import {
  NEW_PASSWORD,
  post,
  registration,
  signIn,
  tokenOf,
  type SignedIn,
} from '../../../test/support/accounts.ts';

let server: TestServer;
let inbox: MailInbox;
let email: string;

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl });
  const body = registration({ language: 'en' });
  email = body.email as string;
  expect((await post(server, '/api/account/register', body)).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

async function requestReset(address: string): Promise<Response> {
  return post(server, '/api/account/forgot-password', { email: address });
}

function login(password: string): Promise<Response> {
  return post(server, '/api/auth/login', { email, password });
}

describe('forgot password', () => {
  it('When the address is unknown, then the answer is the same as for a known one and no mail is sent', async () => {
    const unknown = await requestReset('nobody-here@gmail.com');
    const known = await requestReset(email);
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await inbox.waitFor(email, /Reset your password/);
    expect(inbox.to('nobody-here@gmail.com')).toEqual([]);
  });

  it('When the link is used, then it works once; used again it is refused with "request another email"', async () => {
    const mail = await inbox.waitFor(email, /Reset your password/, 1);
    expect(mail.link).toMatch(new RegExp(`^${server.url}/en/reset-password\\?token=`));
    const token = tokenOf(mail.link);
    const mismatch = await post(server, '/api/account/reset-password', {
      token,
      password: 'new password 1',
      password_confirm: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { message: string }).message).toBe("The passwords don't match");

    const reset = await post(server, '/api/account/reset-password', {
      token,
      password: 'new password 1',
      password_confirm: 'new password 1',
    });
    expect(reset.status).toBe(204);
    expect((await login('new password 1')).status).toBe(200);
    expect((await login(NEW_PASSWORD)).status).toBe(401);

    const reused = await post(
      server,
      '/api/account/reset-password',
      { token, password: 'new password 2', password_confirm: 'new password 2' },
      { locale: 'de' },
    );
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { message: string }).message).toBe(
      message('error.reset_link_expired', 'de'),
    );
    expect((await login('new password 1')).status).toBe(200);
  });

  it('When the link has expired, then it is refused and the password stays', async () => {
    await requestReset(email);
    const mail = await inbox.waitFor(email, /Reset your password/, 2);
    const token = tokenOf(mail.link);
    // The store keeps only the hash of the token: find its document by that and let it lapse.
    const id = `reset-password:${crypto.createHash('sha256').update(token).digest('base64url')}`;
    const doc = await server.store.get('account_tokens', id);
    expect(doc).toBeTruthy();
    expect(JSON.stringify(doc)).not.toContain(token);
    await server.store.put('account_tokens', {
      ...doc!,
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });

    const expired = await post(server, '/api/account/reset-password', {
      token,
      password: 'new password 3',
      password_confirm: 'new password 3',
    });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { message: string }).message).toBe(
      'The password reset link has expired. Please request another email.',
    );
    expect((await login('new password 1')).status).toBe(200);
  });
});

describe('change password', () => {
  it("When the current password is wrong, then it answers 'Incorrect current password'; with the right one it changes", async () => {
    const session = await signIn(server, email, 'new password 1');
    const wrong = await post(
      server,
      '/api/account/password',
      { current_password: 'nope', password: 'brand new pass', password_confirm: 'brand new pass' },
      { token: session.accessToken },
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe('Incorrect current password');
    const wrongDe = await post(
      server,
      '/api/account/password',
      { current_password: 'nope', password: 'brand new pass', password_confirm: 'brand new pass' },
      { token: session.accessToken, locale: 'de' },
    );
    expect(((await wrongDe.json()) as { message: string }).message).toBe(
      message('validation.current_password', 'de'),
    );

    const changed = await post(
      server,
      '/api/account/password',
      { current_password: 'new password 1', password: 'brand new pass', password_confirm: 'brand new pass' },
      { token: session.accessToken },
    );
    expect(changed.status).toBe(204);
    expect((await login('brand new pass')).status).toBe(200);
    expect(
      (
        await post(server, '/api/account/password', {
          current_password: 'x',
          password: 'y',
          password_confirm: 'y',
        })
      ).status,
    ).toBe(401);

    const audit = await server.store.allDocs<{ _id: string; event?: string; subject_id?: string }>('audit');
    const events = audit.filter((entry) => entry.subject_id !== undefined).map((entry) => entry.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'registered',
        'password_reset',
        'password_change_failed',
        'password_changed',
        'login',
        'login_failed',
      ]),
    );
  });
});

describe('sessions after a password change or reset', () => {
  const me = (session: SignedIn) => server.api('/api/auth/me', { token: session.accessToken });
  const refreshStatus = async (session: SignedIn) =>
    (await server.api('/api/auth/refresh', { headers: { cookie: session.cookie } })).status;

  it('When the password is changed on one device, then every other session ends and that one stays', async () => {
    const here = await signIn(server, email, 'brand new pass');
    const elsewhere = await signIn(server, email, 'brand new pass');
    expect((await me(elsewhere)).status).toBe(200);

    const changed = await post(
      server,
      '/api/account/password',
      { current_password: 'brand new pass', password: 'third password', password_confirm: 'third password' },
      { token: here.accessToken },
    );
    expect(changed.status).toBe(204);

    expect((await me(elsewhere)).status).toBe(401);
    expect(await refreshStatus(elsewhere)).not.toBe(200);
    expect((await me(here)).status).toBe(200);
    expect(await refreshStatus(here)).toBe(200);
  });

  it('When the password is reset by mail, then every session of the account ends', async () => {
    const before = await signIn(server, email, 'third password');
    const mails = inbox.to(email).filter((mail) => /Reset your password/.test(mail.subject)).length;
    await requestReset(email);
    const mail = await inbox.waitFor(email, /Reset your password/, mails + 1);
    const reset = await post(server, '/api/account/reset-password', {
      token: tokenOf(mail.link),
      password: 'fourth password',
      password_confirm: 'fourth password',
    });
    expect(reset.status).toBe(204);
    expect((await me(before)).status).toBe(401);
    expect(await refreshStatus(before)).not.toBe(200);
    expect((await login('fourth password')).status).toBe(200);
  });
});

describe('without mail configuration', () => {
  it('When a user registers, then the mail is written to DATA_DIR/outbox/ as an .eml file with the link', async () => {
    const plain = await startTestServer({ demoProducts: 0 });
    try {
      const body = registration({ language: 'en' });
      expect((await post(plain, '/api/account/register', body)).status).toBe(201);
      const dir = path.join(plain.dataDir, 'outbox');
      // The mail is written after the answer (registration answers alike for every address).
      const emls = () =>
        fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
      for (let i = 0; i < 100 && emls().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const files = emls();
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${String(body.email)}`);
      expect(eml).toContain('Subject: Please confirm your email address');
      const parsed = await simpleParser(eml);
      expect(parsed.text).toMatch(new RegExp(`${plain.url}/en/verify-email\\?token=[\\w-]{43}`));
    } finally {
      await plain.close();
    }
  });
});
