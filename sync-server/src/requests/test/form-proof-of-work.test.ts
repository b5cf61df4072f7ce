// The optional proof of work (ALTCHA_MAX_NUMBER > 0, form-guard/proof-of-work.ts) on both public
// forms, against the real server and store: the form token comes with a signed challenge; a form
// without a solution, with a forged one, or with one already used is answered like a real form
// and takes nothing; a solution is good once, also when sent many times at once. Solved here as
// a page solves it, with altcha-lib.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSlotEntry } from '@poct/schemas';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let staffToken: string;

beforeAll(async () => {
  server = await startTestServer({
    demoProducts: 0,
    trustProxy: 'loopback',
    contactMinFillMs: 0,
    altchaMaxNumber: 300,
    // Staff mails go to one address, so none waits on the store after the tests end.
    staffEmail: 'pow-staff@example.test',
    contactPerIp: 1000,
    contactPerEmail: 1000,
  });
  staffToken = await server.login('staff');
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
const unique = (label: string) => `${label}-${process.pid}-${++counter}`;

async function formToken(path: string): Promise<{ token: string; challenge: Challenge }> {
  const answer = (await (await server.api(path)).json()) as { token: string; challenge?: Challenge };
  expect(answer.challenge?.signature).toEqual(expect.any(String));
  return { token: answer.token, challenge: answer.challenge! };
}

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function post(path: string, body: unknown) {
  const response = await server.api(path, {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': `10.60.0.${++counter % 250}` },
  });
  return { status: response.status, body: await response.json() };
}

async function contactStored(email: string): Promise<number> {
  const docs = await server.store.allDocs<CouchDoc & { email: string }>('contact_messages');
  return docs.filter((doc) => doc.email === email).length;
}

function contact(fields: Record<string, unknown>) {
  return {
    name: 'Petra Müller',
    email: `${unique('pow')}@example.test`,
    subject: 'Frage',
    message: 'Text',
    privacy_consent: true,
    website: '',
    ...fields,
  };
}

describe('the contact form with proof of work required', () => {
  it('When a message carries no solution or a forged one, then it is answered as received and not stored', async () => {
    const { token, challenge } = await formToken('/api/contact/form-token');
    const without = contact({ form_token: token });
    expect(await post('/api/contact', without)).toEqual({ status: 202, body: { status: 'received' } });
    const payload = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as {
      solution: { counter: number };
    };
    payload.solution.counter += 1;
    const forged = contact({
      form_token: token,
      altcha: Buffer.from(JSON.stringify(payload)).toString('base64'),
    });
    expect(await post('/api/contact', forged)).toEqual({ status: 202, body: { status: 'received' } });
    const garbage = contact({ form_token: token, altcha: 'not base64 json' });
    expect(await post('/api/contact', garbage)).toEqual({ status: 202, body: { status: 'received' } });
    for (const body of [without, forged, garbage]) expect(await contactStored(body.email)).toBe(0);
  });

  it('When one solution is sent with 6 messages at once, then exactly one is stored', async () => {
    const { token, challenge } = await formToken('/api/contact/form-token');
    const altcha = await solved(challenge);
    const bodies = Array.from({ length: 6 }, () => contact({ form_token: token, altcha }));
    const answers = await Promise.all(bodies.map((body) => post('/api/contact', body)));
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { status: 'received' } });
    const stored = await Promise.all(bodies.map((body) => contactStored(body.email)));
    expect(stored.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});

describe('demo booking with proof of work required', () => {
  it('When a booking has no solution, then the slot stays free; with a solution it is booked', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const opened = await server.api('/api/demo/admin/slots', {
      method: 'POST',
      token: staffToken,
      json: { starts: [start.toISOString()], duration_minutes: 30 },
    });
    const [slotId] = ((await opened.json()) as { created: string[] }).created;
    const booking = (fields: Record<string, unknown>) => ({
      slot_id: slotId,
      name: 'Petra Müller',
      email: `${unique('pow-demo')}@example.test`,
      organisation: 'Klinikum Nord',
      privacy_consent: true,
      website: '',
      ...fields,
    });
    const bookedBy = async () => {
      const slots = (await (await server.api('/api/demo/admin/slots', { token: staffToken })).json()) as {
        slots: DemoSlotEntry[];
      };
      return slots.slots.find((slot) => slot.id === slotId)?.booking?.email;
    };

    const { token, challenge } = await formToken('/api/demo/form-token');
    expect(await post('/api/demo/bookings', booking({ form_token: token }))).toEqual({
      status: 202,
      body: { status: 'booked' },
    });
    expect(await bookedBy()).toBeUndefined();

    const real = booking({ form_token: token, altcha: await solved(challenge) });
    expect(await post('/api/demo/bookings', real)).toEqual({ status: 202, body: { status: 'booked' } });
    expect(await bookedBy()).toBe(real.email);
  });
});
