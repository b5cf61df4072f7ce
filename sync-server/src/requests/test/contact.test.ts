// The contact form against the real server, the real store and a real SMTP inbox, with
// bursts that meet their limits: a valid message is stored and mailed to the
// visitor (in their page language) and to staff; spam (honeypot, too fast, stale or forged time
// trap, over a rate limit) gets the very same answer and leaves nothing behind; refused fields
// answer in the request's language; limits hold under 100 parallel submits and across two server
// processes on one store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '@poct/schemas';
import { startServer, type RunningServer } from '../../index.ts';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import type { Config } from '../../platform/config.ts';
import { formTokenKey, makeFormToken } from '../form-guard/form-token.ts';
import type { MailInbox } from '../../../test/support/mail-inbox.ts';
import {
  formToken as formTokenOf,
  publicFormConfig,
  earlierToken,
  readyToken as readyTokenOf,
  sleep,
  startPublicFormServer,
  stopPublicFormServer,
  submitForm,
  unique,
} from '../../../test/support/public-forms.ts';
import type { TestServer } from '../../../test/support/test-server.ts';

const STAFF = 'contact-staff@example.test';
const LIMITS = { contactPerIp: 5, contactPerEmail: 3 } satisfies Partial<Config>;

let inbox: MailInbox;
let server: TestServer;

beforeAll(async () => {
  ({ inbox, server } = await startPublicFormServer(STAFF, LIMITS));
});
afterAll(() => stopPublicFormServer({ server, inbox }));

const formToken = (url = server.url) => formTokenOf(url, '/api/contact');
/** A token fetched from the form's endpoint, after waiting out the time trap. */
const readyToken = (url = server.url) => readyTokenOf(url, '/api/contact');
/** A token old enough to pass the time trap, without the wait. */
const passingToken = () => earlierToken(server);

function message(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = unique('msg');
  return {
    name: 'Petra Müller',
    email: `${tag}@example.test`,
    organisation: 'Klinikum Nord',
    subject: `Frage ${tag}`,
    message: 'Wie aktuell sind die Preise?',
    privacy_consent: true,
    website: '',
    ...fields,
  };
}

function send(body: unknown, options: { ip: string; locale?: string; url?: string }) {
  return submitForm(options.url ?? server.url, '/api/contact', body, options);
}

async function stored(filter: (doc: ContactMessage) => boolean): Promise<ContactMessage[]> {
  const docs = await server.store.allDocs<CouchDoc & ContactMessage>('contact_messages');
  return docs.filter((doc) => !doc._id.startsWith('_') && filter(doc));
}

const staffMailsAbout = (subjectPart: string) =>
  inbox.to(STAFF).filter((mail) => mail.subject.includes(subjectPart));

const RECEIVED = { status: 202, body: { status: 'received' } };

describe('a real message', () => {
  it('When an English visitor sends a valid message, then it is stored, they get an English confirmation and staff a notice with every field', async () => {
    const body = message({ form_token: await readyToken() });
    expect(await send(body, { ip: '10.20.0.1', locale: 'en' })).toEqual(RECEIVED);

    const [doc] = await stored((doc) => doc.email === body.email);
    expect(doc).toMatchObject({
      name: 'Petra Müller',
      subject: body.subject,
      locale: 'en',
      privacy_consent: true,
    });
    expect(doc).not.toHaveProperty('website');
    expect(doc).not.toHaveProperty('form_token');

    const confirmation = await inbox.waitFor(String(body.email), /Your message to POCT Atlas/);
    // The confirmation repeats nothing the visitor typed: it cannot carry someone's words to a stranger.
    expect(confirmation.text).not.toContain('Petra');
    expect(confirmation.text).not.toContain(String(body.subject));
    const notice = await inbox.waitFor(STAFF, new RegExp(`Kontaktanfrage: ${String(body.subject)}`));
    expect(notice.text).toContain('Organisation: Klinikum Nord');
    expect(notice.text).toContain('Wie aktuell sind die Preise?');
    expect(notice.text).toContain(`E-Mail: ${String(body.email)}`);
  });

  it('When a German visitor sends a message, then their confirmation is in German', async () => {
    const body = message({ form_token: await passingToken(), organisation: '' });
    expect(await send(body, { ip: '10.20.0.2', locale: 'de-DE,de;q=0.9' })).toEqual(RECEIVED);
    const confirmation = await inbox.waitFor(String(body.email), /Ihre Nachricht an POCT Atlas/);
    expect(confirmation.text).toContain('vielen Dank für Ihre Nachricht');
    const [doc] = await stored((doc) => doc.email === body.email);
    expect(doc?.locale).toBe('de');
    expect(doc).not.toHaveProperty('organisation');
  });
});

describe('spam gets the answer of a real message and leaves nothing behind', () => {
  const cases: Array<[string, () => Promise<Record<string, unknown>>]> = [
    [
      'a filled honeypot',
      async () => ({ website: 'https://spam.example', form_token: await passingToken() }),
    ],
    ['a submit faster than the time trap', async () => ({ form_token: await formToken() })],
    [
      'a token older than a day',
      async () => ({
        form_token: makeFormToken(await formTokenKey(server.config), Date.now() - 25 * 3600_000),
      }),
    ],
    [
      'a forged token',
      async () => {
        const [version, issued] = (await formToken()).split('.');
        return { form_token: `${version}.${Number(issued) - 10_000}.${'A'.repeat(43)}` };
      },
    ],
    [
      'a token signed with another key',
      async () => ({ form_token: makeFormToken(Buffer.alloc(32, 7), Date.now() - 5000) }),
    ],
    ['no token at all', async () => ({})],
  ];

  it.each(cases)(
    'When a message comes with %s, then it answers 202 received, stores nothing and mails nothing',
    async (_label, spam) => {
      const body = message(await spam());
      expect(await send(body, { ip: '10.21.0.1' })).toEqual(RECEIVED);
      await sleep(700);
      expect(await stored((doc) => doc.email === body.email)).toEqual([]);
      expect(inbox.to(String(body.email))).toEqual([]);
      expect(staffMailsAbout(String(body.subject))).toEqual([]);
    },
  );
});

describe('refused fields', () => {
  it('When fields are missing or wrong, then each gets the catalogue text in the request language and nothing changes', async () => {
    const token = await passingToken();
    const bad = {
      name: '',
      email: 'not-an-address',
      subject: '',
      message: 'x'.repeat(5001),
      form_token: token,
      website: '',
    };
    const en = await send(bad, { ip: '10.22.0.1', locale: 'en' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      statusCode: 400,
      message: 'Bad Request. Please check your input and try again.',
      errors: [
        { field: 'name', key: 'validation.required', message: 'This field is required' },
        { field: 'email', key: 'validation.email', message: 'Please enter a valid email address' },
        { field: 'subject', key: 'validation.required', message: 'This field is required' },
        { field: 'message', key: 'validation.max_length', message: 'Please enter at most 5000 characters' },
        { field: 'privacy_consent', key: 'validation.privacy_consent' },
      ],
    });
    const de = await send({ ...bad, privacy_consent: false, extra: 1 }, { ip: '10.22.0.1', locale: 'de' });
    expect(de.status).toBe(400);
    expect(de.body).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'name', key: 'validation.required', message: 'Dieses Feld ist erforderlich' },
        {
          field: 'privacy_consent',
          key: 'validation.privacy_consent',
          message: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben gemäß der Datenschutzerklärung zu',
        },
        {
          field: 'extra',
          key: 'error.400',
          message: 'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
        },
      ]),
    });
    // Refused forms do not count against the limits: the same address may still send five.
    const tags: string[] = [];
    for (let i = 0; i < LIMITS.contactPerIp; i++) {
      const body = message({ form_token: token });
      tags.push(String(body.email));
      expect(await send(body, { ip: '10.22.0.1' })).toEqual(RECEIVED);
    }
    expect(await stored((doc) => tags.includes(doc.email))).toHaveLength(LIMITS.contactPerIp);
  });
});

describe('rate limits', () => {
  it('When one address sends 100 messages at once, then at most the limit are stored and mailed and all get the same answer', async () => {
    const token = await passingToken();
    const bodies = Array.from({ length: 100 }, () => message({ form_token: token, subject: 'burst-ip' }));
    const answers = await Promise.all(bodies.map((body) => send(body, { ip: '10.23.0.1' })));
    for (const answer of answers) expect(answer).toEqual(RECEIVED);

    const emails = new Set(bodies.map((body) => String(body.email)));
    const kept = await stored((doc) => emails.has(doc.email));
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThanOrEqual(LIMITS.contactPerIp);
    await sleep(1500);
    const confirmations = inbox.mails.filter((mail) => emails.has(mail.to));
    expect(confirmations).toHaveLength(kept.length);
    expect(staffMailsAbout('burst-ip')).toHaveLength(kept.length);
  });

  it('When 100 addresses send for one email at once, then at most the per-email limit are stored and mailed', async () => {
    const token = await passingToken();
    const email = `${unique('burst-email')}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(message({ form_token: token, email }), { ip: `10.24.${Math.floor(i / 50)}.${i % 50}` }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(RECEIVED);
    const kept = await stored((doc) => doc.email === email);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThanOrEqual(LIMITS.contactPerEmail);
    await sleep(1500);
    expect(inbox.to(email)).toHaveLength(kept.length);
  });

  it('When one email writes from two addresses, then the per-email limit counts both', async () => {
    const token = await passingToken();
    const email = `${unique('two-ips')}@EXAMPLE.test`;
    for (const ip of ['10.25.0.1', '10.25.0.2', '10.25.0.1', '10.25.0.2']) {
      // Case does not matter: the limit is per address, however it is written.
      const written = ip.endsWith('1') ? email : email.toLowerCase();
      expect(await send(message({ form_token: token, email: written }), { ip })).toEqual(RECEIVED);
    }
    const kept = await stored((doc) => doc.email.toLowerCase() === email.toLowerCase());
    expect(kept).toHaveLength(LIMITS.contactPerEmail);
  });
});

describe('two server processes on one store', () => {
  let second: RunningServer;
  beforeAll(async () => {
    second = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: server.dataDir,
      couchdbUrl: server.embedded!.credentialUrl(),
      logLevel: 'silent',
      ...publicFormConfig(inbox, STAFF, LIMITS),
    });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('When messages for one email arrive at both at once, then they share one limit, and a token of one is good on the other', async () => {
    const token = await readyToken(server.url);
    const email = `${unique('scale-out')}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(message({ form_token: token, email }), {
          ip: `10.26.0.${i}`,
          url: i % 2 === 0 ? server.url : second.url,
        }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(RECEIVED);
    const kept = await stored((doc) => doc.email === email);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThanOrEqual(LIMITS.contactPerEmail);

    // A token issued by the second is accepted by the first.
    const other = `${unique('cross')}@example.test`;
    const crossToken = await readyToken(second.url);
    expect(await send(message({ form_token: crossToken, email: other }), { ip: '10.26.1.1' })).toEqual(
      RECEIVED,
    );
    expect(await stored((doc) => doc.email === other)).toHaveLength(1);
    await inbox.waitFor(other, /Your message to POCT Atlas/);
    await sleep(500);
  });
});
