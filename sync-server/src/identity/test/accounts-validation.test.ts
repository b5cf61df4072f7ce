// Every registration rule (@poct/schemas registration.ts) refused by the server with the exact
// catalogue text, in English and in German, beside the field it concerns; and the bodies that pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type Locale, type MessageKey } from '@poct/schemas';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { post, registration } from '../../../test/support/accounts.ts';

let server: TestServer;
let inbox: MailInbox;

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl, mailRequestsPerIp: 1000 });
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

interface Refusal {
  statusCode: number;
  message: string;
  errors: Array<{ field: string; message: string }>;
}

async function refuse(body: Record<string, unknown>, locale: Locale): Promise<Refusal> {
  const response = await post(server, '/api/account/register', body, { locale });
  expect(response.status).toBe(400);
  return (await response.json()) as Refusal;
}

const RULES: Array<[string, Record<string, unknown>, string, MessageKey]> = [
  ['a missing first name', { first_name: '' }, 'first_name', 'validation.required'],
  ['a username with capitals or symbols', { username: 'Anna.Berg' }, 'username', 'validation.username'],
  [
    'emails that differ',
    { email_confirm: 'someone.else@gmail.com' },
    'email_confirm',
    'validation.emails_mismatch',
  ],
  [
    'passwords that differ',
    { password_confirm: 'another long password' },
    'password_confirm',
    'validation.passwords_mismatch',
  ],
  ['terms not accepted', { accept_terms: false }, 'accept_terms', 'validation.terms'],
  [
    'no healthcare-professional confirmation',
    { confirm_professional: false },
    'confirm_professional',
    'validation.hcp_confirmation',
  ],
  [
    'a private email without doctor ID',
    { doctor_id: '', doctor_id_type: undefined },
    'doctor_id',
    'validation.doctor_id_required',
  ],
  ['a LANR with a wrong check digit', { doctor_id: '123456701' }, 'doctor_id', 'validation.doctor_id'],
  [
    'a GLN with a wrong check digit',
    { doctor_id: '4012345000008', doctor_id_type: 'gln' },
    'doctor_id',
    'validation.doctor_id',
  ],
  ['a doctor ID without its kind', { doctor_id_type: undefined }, 'doctor_id_type', 'validation.select'],
  ['no user type', { user_type: 'other' }, 'user_type', 'validation.select'],
  [
    'a commercial user without company',
    { user_type: 'commercial', company: '' },
    'company',
    'validation.required',
  ],
];

describe('registration rules', () => {
  for (const locale of ['en', 'de'] as const) {
    it.each(RULES)(
      `When the body has %s, then it is refused with the catalogue text (${locale})`,
      async (_name, change, field, key) => {
        const refusal = await refuse(registration(change), locale);
        const error = refusal.errors.find((e) => e.field === field);
        expect(error?.message).toBe(message(key, locale));
        expect(refusal.statusCode).toBe(400);
      },
    );
  }

  it('uses the spec words in English', async () => {
    const emails = await refuse(registration({ email_confirm: 'x@gmail.com' }), 'en');
    expect(emails.message).toBe("The emails don't match");
    const passwords = await refuse(registration({ password_confirm: 'xxxxxxxxxx' }), 'en');
    expect(passwords.message).toBe("The passwords don't match");
    const required = await refuse(registration({ last_name: ' ' }), 'en');
    expect(required.message).toBe('This field is required');
  });

  it('When a work email is given, then no doctor ID is needed; a valid GLN passes too', async () => {
    const work = registration({ doctor_id: undefined, doctor_id_type: undefined });
    work.email = work.email_confirm = `${String(work.username)}@klinikum-nord.de`;
    expect((await post(server, '/api/account/register', work)).status).toBe(201);
    const gln = registration({ doctor_id: '4012345000009', doctor_id_type: 'gln' });
    expect((await post(server, '/api/account/register', gln)).status).toBe(201);
    const commercial = registration({
      user_type: 'commercial',
      company: 'Vertrieb AG',
      confirm_professional: false,
      doctor_id: undefined,
    });
    expect((await post(server, '/api/account/register', commercial)).status).toBe(201);
  });

  it('When the email is taken, then it answers exactly as for a new address, mails the owner a notice and creates no second account', async () => {
    const first = registration({ language: 'en' });
    const fresh = await post(server, '/api/account/register', first, { locale: 'de' });
    expect(fresh.status).toBe(201);
    const freshBody = await fresh.json();
    const owner = String(first.email).toLowerCase();
    await inbox.waitFor(owner, /confirm your email/);

    // The same address again (other case, other username), with another password.
    const again = registration({
      email: String(first.email).toUpperCase(),
      email_confirm: String(first.email).toUpperCase(),
      password: 'another long password',
      password_confirm: 'another long password',
    });
    const answer = await post(server, '/api/account/register', again, { locale: 'de' });
    expect(answer.status).toBe(fresh.status);
    const againBody = (await answer.json()) as { id: string };
    // The same shape: an id of the same form (one that names no account).
    expect(Object.keys(againBody)).toEqual(Object.keys(freshBody as object));
    expect(againBody.id).toMatch(/^user-[0-9a-f-]{36}$/);
    expect(await server.auth.accounts.get(againBody.id)).toBeUndefined();

    const notice = await inbox.waitFor(owner, /Registration with your email address/);
    expect(notice.text).toContain('no second account was created');
    expect(notice.text).toContain(`${server.config.publicUrl}/en/login`);
    expect(notice.text).toContain(`${server.config.publicUrl}/en/forgot-password`);
    const accounts = await server.auth.accounts.list();
    expect(accounts.filter((account) => account.email.toLowerCase() === owner)).toHaveLength(1);
    expect(accounts.some((account) => account.username === again.username)).toBe(false);
    const audit = await server.store.allDocs<{ _id: string; event?: string }>('audit');
    expect(audit.some((entry) => entry.event === 'registration_existing_email')).toBe(true);
  });

  it('When the username is taken, then it still answers 409 with the field error in the request language', async () => {
    const first = registration();
    expect((await post(server, '/api/account/register', first)).status).toBe(201);
    const sameName = registration({ username: first.username });
    const byName = await post(server, '/api/account/register', sameName, { locale: 'en' });
    expect(byName.status).toBe(409);
    expect(((await byName.json()) as Refusal).errors[0]).toMatchObject({
      field: 'username',
      message: message('error.409.username_taken', 'en'),
    });
  });

  it('When eight registrations with one username arrive at the same moment, then one account gets it and the others hear "taken"', async () => {
    const username = String(registration().username);
    const bodies = Array.from({ length: 8 }, () => registration({ username }));
    const answers = await Promise.all(bodies.map((body) => post(server, '/api/account/register', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(((await refused.json()) as Refusal).errors[0]).toMatchObject({ field: 'username' });
    const holders = (await server.auth.accounts.list()).filter((account) => account.username === username);
    expect(holders).toHaveLength(1);
    // The losers' emails are free: each can register with another username.
    const loser = bodies.find((body) => body.email !== holders[0]!.email)!;
    const retry = await post(server, '/api/account/register', { ...loser, username: `${username}x` });
    expect(retry.status).toBe(201);
    expect(await server.auth.accounts.findByEmail(String(loser.email))).toBeDefined();
  });

  it('When a username lookup names no account (a crash before the account was written), then it is free once it is a minute old', async () => {
    const young = String(registration().username);
    const old = String(registration().username);
    const orphan = (username: string, ageMs: number) =>
      server.store.put('accounts', {
        _id: `username:${username}`,
        user_id: 'user-00000000-0000-4000-8000-000000000000',
        created_at: new Date(Date.now() - ageMs).toISOString(),
      });
    await orphan(young, 1_000);
    await orphan(old, 120_000);
    // A young one may be a registration still on its way.
    expect((await post(server, '/api/account/register', registration({ username: young }))).status).toBe(409);
    expect((await post(server, '/api/account/register', registration({ username: old }))).status).toBe(201);
  });

  it('When the newsletter is not ticked and opt-ins are chosen, then the account keeps those choices', async () => {
    const body = registration({ newsletter: false, opt_share_institution: true, opt_show_real_name: true });
    expect((await post(server, '/api/account/register', body)).status).toBe(201);
    const login = await post(server, '/api/auth/login', { email: body.email, password: body.password });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const me = (await (await server.api('/api/auth/me', { token: accessToken })).json()) as Record<
      string,
      unknown
    >;
    expect(me).toMatchObject({
      opt_newsletter: false,
      opt_share_institution: true,
      opt_show_real_name: true,
      premium: false,
      verification_status: 'not_verified',
      doctor_id: '123456601',
    });
  });
});
