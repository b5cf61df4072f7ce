// Registration to premium against the real server, the real store and a real SMTP server: a
// healthcare professional registers with a private email and a valid LANR, the confirmation
// mail arrives and its link is followed, staff are told, approve in the queue, the approval
// mail arrives, and the user's next token refresh replicates the catalogue. The same with a
// rejection: the rejection mail, no premium, no catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { expectWireError } from '../../../test/support/wire-error.ts';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { DEMO_USERS, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import {
  NEW_PASSWORD,
  post,
  pullCatalogue,
  refresh,
  registration,
  signIn,
  tokenOf,
} from '../../../test/support/accounts.ts';

let server: TestServer;
let inbox: MailInbox;

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl, premiumDays: 30 });
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

interface Me {
  id: string;
  premium: boolean;
  premium_until: string | null;
  verification_status: string;
  email_verified_at?: string;
}

async function me(token: string): Promise<Me> {
  return (await (await server.api('/api/auth/me', { token })).json()) as Me;
}

/** Registers, follows the confirmation link from the mail, and returns the account's email. */
async function registerAndConfirm(
  fields: Record<string, unknown> = {},
): Promise<{ email: string; id: string }> {
  const body = registration(fields);
  const created = await post(server, '/api/account/register', body);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const mail = await inbox.waitFor(body.email as string, /E-Mail-Adresse|confirm your email/i);
  const confirmed = await post(server, '/api/account/verify-email', { token: tokenOf(mail.link) });
  expect(confirmed.status).toBe(200);
  return { email: body.email as string, id };
}

describe('registration as a healthcare professional, then approval', () => {
  it('When the user registers, confirms, and staff approve, then premium counts from the next request and the catalogue replicates', async () => {
    const body = registration();
    const email = body.email as string;
    const created = await post(server, '/api/account/register', body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // The confirmation mail, in the user's language (German), with a link to /verify-email.
    const confirmation = await inbox.waitFor(email, /E-Mail-Adresse/);
    expect(confirmation.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(confirmation.link).toMatch(new RegExp(`^${server.url}/verify-email\\?token=`));

    // Signed in before the decision: a free account, the catalogue refused.
    const session = await signIn(server, email, NEW_PASSWORD);
    expect((await me(session.accessToken)).verification_status).toBe('not_verified');
    expect((await pullCatalogue(server, session.accessToken)).status).toBe(403);

    // Following the link: the waiting state.
    const confirmed = await post(server, '/api/account/verify-email', { token: tokenOf(confirmation.link) });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      user_type: 'hcp',
      verification_status: 'requested',
      max_hours: 24,
    });
    expect((await me(session.accessToken)).verification_status).toBe('requested');

    // A used link does not confirm again, and says the address is already confirmed; a link
    // that never existed still fails.
    const again = await post(server, '/api/account/verify-email', { token: tokenOf(confirmation.link) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      message('error.verify_already_confirmed', 'en'),
    );
    const forged = await post(server, '/api/account/verify-email', { token: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe(message('error.verify_failed', 'en'));

    // Staff are told, and the request is in the queue.
    const notice = await inbox.waitFor(DEMO_USERS.staff, /Verifizierungsanfrage|verification request/);
    expect(notice.text).toContain(email);
    expect(notice.link).toContain('/ds/users?status=requested');
    const staff = await server.login('staff');
    const queue = (await (await server.api('/api/users?status=requested', { token: staff })).json()) as {
      users: Array<{ id: string; doctor_id?: string; password_hash?: string }>;
    };
    const entry = queue.users.find((user) => user.id === id);
    expect(entry).toMatchObject({ doctor_id: '123456601' });
    expect(entry).not.toHaveProperty('password_hash');

    // Approval with the default duration (30 days here) and its mail.
    const approved = await post(
      server,
      `/api/users/${id}/verification`,
      { decision: 'approve' },
      { token: staff },
    );
    expect(approved.status).toBe(200);
    const approval = await inbox.waitFor(email, /Verifizierung wurde bestätigt/);
    expect(approval.text).toMatch(/Premium-Zugang bis zum \d{1,2}\. \w+ \d{4}/);

    // Rights are read from the account on every request: the token in hand pulls at once, and the
    // next refresh (which the browser uses to learn the new tier) does too.
    const before = await pullCatalogue(server, session.accessToken);
    expect(before.status).toBe(200);
    expect(((await before.json()) as { results: unknown[] }).results).toHaveLength(1);
    const refreshed = await refresh(server, session);
    const pull = await pullCatalogue(server, refreshed.accessToken);
    expect(pull.status).toBe(200);
    expect(((await pull.json()) as { results: unknown[] }).results).toHaveLength(1);
    const after = await me(refreshed.accessToken);
    expect(after).toMatchObject({ premium: true, verification_status: 'verified' });
    const days = (Date.parse(after.premium_until!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    // A decided request cannot be decided again.
    const twice = await post(
      server,
      `/api/users/${id}/verification`,
      { decision: 'reject' },
      { token: staff },
    );
    expect(twice.status).toBe(409);
  });

  it('When staff approve with a chosen date, then premium lasts until that date', async () => {
    const { id, email } = await registerAndConfirm({ language: 'en' });
    const staff = await server.login('staff');
    const until = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const approved = await post(
      server,
      `/api/users/${id}/verification`,
      { decision: 'approve', premium_until: until },
      { token: staff },
    );
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { premium_until: string }).premium_until).toBe(until);
    const mail = await inbox.waitFor(email, /approved/);
    expect(mail.subject).toBe('Your verification was approved');
    expect(mail.text).toContain('premium access until');
  });
});

describe('a decision staff send wrong', () => {
  it('When the decision or its day is not one the form offers, then each gets its field error in the request language and the request stays open', async () => {
    const { id } = await registerAndConfirm({ language: 'en' });
    const staff = await server.login('staff');
    const cases: Array<[unknown, string, string]> = [
      [{}, 'decision', 'validation.select'],
      [{ decision: 'maybe' }, 'decision', 'validation.select'],
      [{ decision: 7 }, 'decision', 'validation.select'],
      [{ decision: 'approve', premium_until: 5 }, 'premium_until', 'validation.date'],
      [{ decision: 'approve', premium_until: 'soon' }, 'premium_until', 'validation.date'],
      [{ decision: 'approve', premium_until: '2001-01-01' }, 'premium_until', 'validation.number_min'],
    ];
    for (const [body, path, key] of cases) {
      const refused = await post(server, `/api/users/${id}/verification`, body, {
        token: staff,
        locale: 'de',
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const answer = (await refused.json()) as { errors: Array<{ field: string; key: string }> };
      expectWireError(answer, 'de', JSON.stringify(body));
      expect(answer.errors?.[0], JSON.stringify(body)).toMatchObject({ field: path, key });
    }
    const notAnObject = await post(server, `/api/users/${id}/verification`, 'approve', { token: staff });
    expect(notAnObject.status).toBe(400);
    expect((await server.auth.getAccount(id))!.verification_status).toBe('requested');
  });
});

describe('approval beside a bought period', () => {
  it('When a user who bought a year is approved for 30 days, then the year keeps its end and chat access, and the approval is a period of its own', async () => {
    const { id } = await registerAndConfirm({ language: 'en' });
    const yearEnd = new Date(Date.now() + 300 * 86_400_000).toISOString();
    const bought = {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      until: yearEnd,
      source: 'order',
      plan_id: 'plan-premium-yearly',
      order_id: 'order-cs_test_boughtyear',
      chat_access: true,
      link_access: true,
    };
    const stored = await server.store.get<{ _id: string }>('accounts', id);
    await server.store.put('accounts', {
      ...stored!,
      premium: true,
      premium_until: yearEnd,
      plan_id: 'plan-premium-yearly',
      entitlements: [bought],
    });
    const approved = await post(
      server,
      `/api/users/${id}/verification`,
      { decision: 'approve' },
      { token: await server.login('staff') },
    );
    expect(approved.status).toBe(200);
    const account = (await server.auth.getAccount(id))!;
    expect(account.premium_until).toBe(yearEnd);
    expect(account.entitlements).toEqual([
      bought,
      expect.objectContaining({ source: 'verification', chat_access: false, link_access: true }),
    ]);
    const days = (Date.parse(account.entitlements![1]!.until!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('registration as a healthcare professional, then rejection', () => {
  it('When staff reject, then the user gets the rejection mail, no premium, and the catalogue does not replicate', async () => {
    const { id, email } = await registerAndConfirm({ language: 'en' });
    const staff = await server.login('staff');
    const rejected = await post(
      server,
      `/api/users/${id}/verification`,
      { decision: 'reject' },
      { token: staff },
    );
    expect(rejected.status).toBe(200);
    const mail = await inbox.waitFor(email, /verification/i, 1);
    expect(mail.subject).toBe('Your verification');
    expect(mail.text).toContain(message('verification.rejected', 'en'));

    const session = await signIn(server, email, NEW_PASSWORD);
    expect(await me(session.accessToken)).toMatchObject({ premium: false, verification_status: 'rejected' });
    expect((await pullCatalogue(server, session.accessToken)).status).toBe(403);
    const refreshed = await refresh(server, session);
    expect((await pullCatalogue(server, refreshed.accessToken)).status).toBe(403);

    // A rejected user may ask again from the profile, with the doctor ID and institution.
    const again = await post(
      server,
      '/api/account/verification-request',
      {
        doctor_id: '4012345000009',
        doctor_id_type: 'gln',
        institution: 'Klinik Süd',
        confirm_professional: true,
      },
      { token: session.accessToken },
    );
    expect(again.status).toBe(200);
    expect(((await again.json()) as Me).verification_status).toBe('requested');
    const queue = (await (await server.api('/api/users?status=requested', { token: staff })).json()) as {
      users: Array<{ id: string }>;
    };
    expect(queue.users.map((user) => user.id)).toContain(id);
  });

  it('When a German user is rejected, then the mail says so in German', async () => {
    const { id, email } = await registerAndConfirm();
    const staff = await server.login('staff');
    await post(server, `/api/users/${id}/verification`, { decision: 'reject' }, { token: staff });
    const mail = await inbox.waitFor(email, /^Ihre Verifizierung$/);
    expect(mail.text).toContain(message('verification.rejected', 'de'));
  });
});

describe('commercial users and the staff queue', () => {
  it('When a commercial user confirms the email, then staff are asked to contact them and no request is queued', async () => {
    const body = registration({
      user_type: 'commercial',
      company: 'Diagnostik Vertrieb GmbH',
      doctor_id: undefined,
      doctor_id_type: undefined,
      confirm_professional: false,
    });
    const { id } = await registerAndConfirm(body);
    const notice = await inbox.waitFor(DEMO_USERS.superadmin, /Gewerblicher Nutzer/);
    expect(notice.text).toContain('Diagnostik Vertrieb GmbH');
    const staff = await server.login('staff');
    const queue = (await (await server.api('/api/users?status=requested', { token: staff })).json()) as {
      users: Array<{ id: string }>;
    };
    expect(queue.users.map((user) => user.id)).not.toContain(id);
  });

  it.each(['de', 'en'] as const)(
    'When a commercial user asks for professional verification (%s), then it is refused with the contact text and nothing changes',
    async (locale) => {
      const token = await server.login('commercial');
      const before = await me(token);
      const refused = await post(
        server,
        '/api/account/verification-request',
        { doctor_id: '123456601', doctor_id_type: 'lanr', institution: 'Praxis', confirm_professional: true },
        { token, locale },
      );
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        message('error.order.commercial', locale),
      );
      expect((await me(token)).verification_status).toBe(before.verification_status);
    },
  );

  it('When a user without `users` permissions asks for the queue or decides, then it is refused', async () => {
    const free = await server.login('free');
    expect((await server.api('/api/users?status=requested', { token: free })).status).toBe(403);
    const decided = await post(
      server,
      '/api/users/user-free/verification',
      { decision: 'approve' },
      { token: free },
    );
    expect(decided.status).toBe(403);
    expect((await server.api('/api/users')).status).toBe(401);
  });
});

describe('confirmation links clicked more than once', () => {
  it('When a link is clicked several times at once, then one click confirms and the others say already confirmed', async () => {
    const body = registration({ language: 'de' });
    expect((await post(server, '/api/account/register', body)).status).toBe(201);
    const mail = await inbox.waitFor(body.email as string, /E-Mail-Adresse|confirm your email/i);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(server, '/api/account/verify-email', { token: tokenOf(mail.link) }, { locale: 'de' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toBe(
      message('error.verify_already_confirmed', 'de'),
    );
  });
});
