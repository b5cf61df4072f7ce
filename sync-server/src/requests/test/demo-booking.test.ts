// Demo booking against the real server, the real embedded store and a real SMTP inbox:
// staff open slots; a visitor books one and both mails arrive with a calendar invitation
// that a real iCalendar parser (ical.js) reads; the store lets one booking per slot through, also
// when many arrive at once; cancelling (the visitor's signed link or staff) frees the slot and
// sends a CANCEL with the same UID and a higher SEQUENCE; spam is answered like a booking and
// takes nothing; refused input answers in the request's language and changes nothing.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSlotId, type DemoSlot, type DemoSlotEntry } from '@poct/schemas';
import { createCancelLinks } from '../demo-booking/cancel-link.ts';
import { SCHEDULE_LOCK } from '../demo-booking/slot-store.ts';
import { STATE_DATABASE } from '../../platform/store/databases.ts';
import { storeLockId } from '../../platform/store/store-lock.ts';
import type { Config } from '../../platform/config.ts';
import type { MailInbox, ReceivedMail } from '../../../test/support/mail-inbox.ts';
import {
  earlierToken,
  readyToken as readyTokenOf,
  sleep,
  startPublicFormServer,
  stopPublicFormServer,
  submitForm,
  unique,
} from '../../../test/support/public-forms.ts';
import type { TestServer } from '../../../test/support/test-server.ts';

const STAFF = 'demo-staff@example.test';
const LIMITS = { contactPerIp: 4, contactPerEmail: 3 } satisfies Partial<Config>;

let inbox: MailInbox;
let server: TestServer;
let staffToken: string;

beforeAll(async () => {
  ({ inbox, server } = await startPublicFormServer(STAFF, LIMITS));
  staffToken = await server.login('staff');
});
afterAll(() => stopPublicFormServer({ server, inbox }));

let counter = 0;
/** Every test takes slots of its own, whole hours from tomorrow on, so none meets another's. */
let nextHour = 0;
function freshStart(): string {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() + 2);
  return new Date(start.getTime() + ++nextHour * 3600_000).toISOString();
}

async function openSlots(starts: string[], minutes = 30, token = staffToken): Promise<string[]> {
  const response = await server.api('/api/demo/admin/slots', {
    method: 'POST',
    token,
    json: { starts, duration_minutes: minutes },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { created: string[] }).created;
}

async function publicSlots(): Promise<DemoSlot[]> {
  const response = await server.api('/api/demo/slots');
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: DemoSlot[] }).slots;
}

async function staffSlots(): Promise<DemoSlotEntry[]> {
  const response = await server.api('/api/demo/admin/slots', { token: staffToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: DemoSlotEntry[] }).slots;
}

/** A token fetched from the form's endpoint, after waiting out the time trap. */
const readyToken = () => readyTokenOf(server.url, '/api/demo');
/** A token old enough to pass the time trap, without the wait. */
const passingToken = () => earlierToken(server);

function booking(slotId: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slot_id: slotId,
    name: 'Petra Müller',
    email: `${unique('visitor')}@example.test`,
    organisation: 'Klinikum Nord',
    message: 'Bitte mit Fokus auf Blutgase.',
    privacy_consent: true,
    time_zone: 'Europe/Berlin',
    website: '',
    ...fields,
  };
}

function book(body: unknown, options: { ip?: string; locale?: string } = {}) {
  const ip = options.ip ?? `10.40.${counter % 250}.${++counter % 250}`;
  return submitForm(server.url, '/api/demo/bookings', body, { ...options, ip });
}

const BOOKED = { status: 202, body: { status: 'booked' } };

/** The invitation of a mail, read by ical.js: METHOD and the one event's fields. */
function calendarOf(mail: ReceivedMail) {
  const part = mail.calendars.find((p) => p.contentType.startsWith('text/calendar'));
  expect(part, `a text/calendar part in "${mail.subject}"`).toBeDefined();
  const raw = part!.content;
  const calendar = new ICAL.Component(ICAL.parse(raw) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    raw,
    method: calendar.getFirstPropertyValue('method'),
    uid: value('uid'),
    sequence: value('sequence'),
    start: (value('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (value('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(value('organizer')),
    attendee: String(value('attendee')),
  };
}

const mailsAbout = (organisation: string) =>
  inbox.to(STAFF).filter((mail) => mail.subject.includes(organisation));

describe('booking a slot', () => {
  it('When a visitor books a free slot, then it leaves the public list, staff see it, and both mails carry a valid REQUEST invitation in UTC', async () => {
    const start = freshStart();
    const [slotId] = await openSlots([start]);
    expect((await publicSlots()).map((slot) => slot.id)).toContain(slotId);

    const organisation = unique('Klinik');
    const body = booking(slotId!, { form_token: await readyToken(), organisation });
    expect(await book(body)).toEqual(BOOKED);

    expect((await publicSlots()).map((slot) => slot.id)).not.toContain(slotId);
    const entry = (await staffSlots()).find((slot) => slot.id === slotId);
    expect(entry?.booking).toMatchObject({
      email: body.email,
      organisation,
      name: 'Petra Müller',
      locale: 'en',
    });

    const confirmation = await inbox.waitFor(String(body.email), /Your online demo with POCT Atlas/);
    // The visitor's mail repeats nothing they typed (anyone can enter someone else's address).
    expect(confirmation.text).not.toContain('Petra');
    expect(confirmation.text).not.toContain('Blutgase');
    expect(confirmation.link).toMatch(/\/en\/demo\/cancel\?token=/);
    const invite = calendarOf(confirmation);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    });
    expect(invite.raw).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
    expect(invite.raw).toMatch(/^DTEND:\d{8}T\d{6}Z\r?$/m);
    expect(invite.uid).toBe(entry?.booking?.uid);
    expect(invite.organizer.toLowerCase()).toBe(`mailto:${STAFF}`);
    expect(invite.attendee.toLowerCase()).toBe(`mailto:${String(body.email)}`);

    const [notice] = mailsAbout(organisation).length
      ? mailsAbout(organisation)
      : [await inbox.waitFor(STAFF, new RegExp(organisation))];
    expect(notice!.subject).toBe(`Demo gebucht: ${organisation}`);
    expect(notice!.text).toContain('Blutgase');
    expect(notice!.text).toContain(`E-Mail: ${String(body.email)}`);
    expect(calendarOf(notice!).uid).toBe(invite.uid);
  });

  it('When a German visitor books, then their confirmation and its invitation are German', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const body = booking(slotId!, { form_token: await passingToken() });
    expect(await book(body, { locale: 'de-DE,de;q=0.9' })).toEqual(BOOKED);
    const confirmation = await inbox.waitFor(String(body.email), /Ihre Online-Demo bei POCT Atlas/);
    expect(confirmation.text).toContain('Ihre Online-Demo ist gebucht');
    expect(confirmation.link).toMatch(/\/demo\/cancel\?token=/);
    expect(confirmation.link).not.toContain('/en/');
    expect(calendarOf(confirmation).raw).toContain('SUMMARY:POCT Atlas: Online-Demo');
  });

  it('When a second visitor books a booked slot, then they get "slot just taken" in their language and nothing is mailed to them', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const token = await passingToken();
    expect(await book(booking(slotId!, { form_token: token }))).toEqual(BOOKED);
    const second = booking(slotId!, { form_token: token });
    expect(await book(second, { locale: 'en' })).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        key: 'error.demo.slot_taken',
        message: 'This slot has just been taken. Please choose another one.',
      },
    });
    expect(await book(booking(slotId!, { form_token: token }), { locale: 'de' })).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        key: 'error.demo.slot_taken',
        message: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen anderen.',
      },
    });
    await sleep(500);
    expect(inbox.to(String(second.email))).toEqual([]);
  });

  it('When 12 visitors book one slot at the same moment, then exactly one wins, the others hear "slot just taken", and one set of mails goes out', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const token = await passingToken();
    const organisation = unique('Gleichzeitig');
    const bodies = Array.from({ length: 12 }, () => booking(slotId!, { form_token: token, organisation }));
    const answers = await Promise.all(bodies.map((body, i) => book(body, { ip: `10.41.0.${i + 1}` })));

    const winners = answers.flatMap((answer, i) => (answer.status === 202 ? [bodies[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 202))
      expect(answer).toEqual({
        status: 409,
        body: {
          statusCode: 409,
          key: 'error.demo.slot_taken',
          message: 'This slot has just been taken. Please choose another one.',
        },
      });
    const entry = (await staffSlots()).find((slot) => slot.id === slotId);
    expect(entry?.booking?.email).toBe(winners[0]!.email);

    await inbox.waitFor(String(winners[0]!.email), /online demo/);
    await sleep(800);
    const emails = new Set(bodies.map((body) => String(body.email)));
    expect(inbox.mails.filter((mail) => emails.has(mail.to))).toHaveLength(1);
    expect(mailsAbout(organisation)).toHaveLength(1);
  });

  it('When a slot is unknown, deleted or has begun, then booking it answers "no longer available" and stores nothing', async () => {
    const token = await passingToken();
    expect(await book(booking('slot-20200101T0900Z', { form_token: token }))).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        key: 'error.demo.slot_gone',
        message: 'This slot is no longer available. Please choose another one.',
      },
    });
    const [slotId] = await openSlots([freshStart()]);
    expect(
      (await server.api(`/api/demo/admin/slots/${slotId}`, { method: 'DELETE', token: staffToken })).status,
    ).toBe(204);
    const late = await book(booking(slotId!, { form_token: token }), { locale: 'de' });
    expect(late).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        key: 'error.demo.slot_gone',
        message: 'Dieser Termin ist nicht mehr verfügbar. Bitte wählen Sie einen anderen.',
      },
    });
    expect((await staffSlots()).find((slot) => slot.id === slotId)).toBeUndefined();
  });
});

describe('cancelling frees the slot', () => {
  it('When the visitor follows the link in their confirmation, then the slot is free again and a CANCEL with the same UID and a higher SEQUENCE arrives; the link works once and never cancels a later booking', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const organisation = unique('Storno');
    const body = booking(slotId!, { form_token: await passingToken(), organisation });
    expect(await book(body)).toEqual(BOOKED);
    const confirmation = await inbox.waitFor(String(body.email), /Your online demo/);
    const request = calendarOf(confirmation);
    const token = new URL(confirmation.link!).searchParams.get('token');

    const cancel = () =>
      server.api('/api/demo/bookings/cancel', {
        method: 'POST',
        json: { token },
        headers: { 'accept-language': 'en' },
      });
    const answer = await cancel();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ status: 'cancelled', start: request.start });
    expect((await publicSlots()).map((slot) => slot.id)).toContain(slotId);

    const cancellation = await inbox.waitFor(String(body.email), /was cancelled/);
    const cancelled = calendarOf(cancellation);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: request.uid, start: request.start });
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(request.sequence));
    const staffCancel = await inbox.waitFor(STAFF, new RegExp(`Demo abgesagt: ${organisation}`));
    expect(calendarOf(staffCancel)).toMatchObject({ method: 'CANCEL', uid: request.uid });

    // Once only: the second click finds no booking.
    const again = await cancel();
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      statusCode: 404,
      key: 'error.demo.cancel_link',
      message: 'This cancellation link is not valid, or the booking has already been cancelled.',
    });

    // The freed slot can be booked again, with a new UID, and the old link does not touch it.
    const next = booking(slotId!, { form_token: await passingToken() });
    expect(await book(next)).toEqual(BOOKED);
    const nextInvite = calendarOf(await inbox.waitFor(String(next.email), /Your online demo/));
    expect(nextInvite.uid).not.toBe(request.uid);
    expect((await cancel()).status).toBe(404);
    expect((await staffSlots()).find((slot) => slot.id === slotId)?.booking?.email).toBe(next.email);
  });

  it('When the demo has begun, then its link cancels nothing', async () => {
    // A booking of a slot that began an hour ago, as the store would hold it.
    const start = new Date(Date.now() - 3600_000);
    start.setUTCSeconds(0, 0);
    const slotId = demoSlotId(start);
    const uid = `${'ab'.repeat(16)}@poct-atlas`;
    await server.store.put('demo_bookings', {
      _id: slotId,
      kind: 'booking',
      uid,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      name: 'Late',
      email: 'late@example.test',
      organisation: 'Past',
      locale: 'en',
      created_at: start.toISOString(),
    });
    const link = await createCancelLinks(server.config).link(slotId, uid, 'en');
    const token = new URL(link).searchParams.get('token');
    const response = await server.api('/api/demo/bookings/cancel', { method: 'POST', json: { token } });
    expect(response.status).toBe(404);
    expect(await server.store.get('demo_bookings', slotId)).toMatchObject({ uid, kind: 'booking' });
  });

  it('When a link is forged or altered, then it cancels nothing', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const body = booking(slotId!, { form_token: await passingToken() });
    expect(await book(body)).toEqual(BOOKED);
    const link = (await inbox.waitFor(String(body.email), /Your online demo/)).link!;
    const [slot, uid, signature] = new URL(link).searchParams.get('token')!.split('.');
    for (const token of [
      `${slot}.${uid}.${'A'.repeat(43)}`,
      `${slot}.${'0'.repeat(32)}@poct-atlas.${signature}`,
      `slot-20300101T0900Z.${uid}.${signature}`,
      '',
      42,
    ]) {
      const response = await server.api('/api/demo/bookings/cancel', { method: 'POST', json: { token } });
      expect(response.status).toBe(404);
    }
    expect((await staffSlots()).find((entry) => entry.id === slotId)?.booking?.email).toBe(body.email);
  });

  it('When staff cancel a booking, then the slot is free and the visitor gets a CANCEL of their invitation', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const body = booking(slotId!, { form_token: await passingToken() });
    expect(await book(body, { locale: 'de' })).toEqual(BOOKED);
    const request = calendarOf(await inbox.waitFor(String(body.email), /Ihre Online-Demo/));

    const response = await server.api(`/api/demo/admin/bookings/${slotId}`, {
      method: 'DELETE',
      token: staffToken,
    });
    expect(response.status).toBe(204);
    expect((await publicSlots()).map((slot) => slot.id)).toContain(slotId);
    const cancellation = await inbox.waitFor(String(body.email), /wurde abgesagt/);
    expect(calendarOf(cancellation)).toMatchObject({ method: 'CANCEL', uid: request.uid, sequence: 1 });
    // Twice is nothing to cancel.
    expect(
      (await server.api(`/api/demo/admin/bookings/${slotId}`, { method: 'DELETE', token: staffToken }))
        .status,
    ).toBe(404);

    // A freed slot (a tombstone in the store) is again booked once, however many arrive at once.
    const token = await passingToken();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book(booking(slotId!, { form_token: token }), { ip: `10.44.0.${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
  });
});

describe('cancelling at the same moment', () => {
  it('When the visitor and staff cancel one booking at once, then one cancellation happens and one CANCEL is mailed', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const body = booking(slotId!, { form_token: await passingToken() });
    expect(await book(body)).toEqual(BOOKED);
    const token = new URL(
      (await inbox.waitFor(String(body.email), /Your online demo/)).link!,
    ).searchParams.get('token');
    const [byLink, byStaff] = await Promise.all([
      server.api('/api/demo/bookings/cancel', { method: 'POST', json: { token } }),
      server.api(`/api/demo/admin/bookings/${slotId}`, { method: 'DELETE', token: staffToken }),
    ]);
    expect([byLink.status, byStaff.status].sort()).toEqual(byLink.status === 200 ? [200, 404] : [204, 404]);
    await inbox.waitFor(String(body.email), /was cancelled/);
    await sleep(800);
    expect(inbox.to(String(body.email)).filter((mail) => /was cancelled/.test(mail.subject))).toHaveLength(1);
  });
});

describe('spam is answered like a booking and takes nothing', () => {
  const cases: Array<[string, () => Promise<Record<string, unknown>>]> = [
    [
      'a filled honeypot',
      async () => ({ website: 'https://spam.example', form_token: await passingToken() }),
    ],
    [
      'a submit faster than the time trap',
      async () => ({
        form_token: ((await (await server.api('/api/demo/form-token')).json()) as { token: string }).token,
      }),
    ],
    ['no time trap at all', async () => ({})],
  ];

  it.each(cases)(
    'When a booking comes with %s, then it answers 202 booked, the slot stays free and nothing is mailed',
    async (_label, spam) => {
      const [slotId] = await openSlots([freshStart()]);
      const body = booking(slotId!, await spam());
      expect(await book(body)).toEqual(BOOKED);
      await sleep(600);
      expect((await publicSlots()).map((slot) => slot.id)).toContain(slotId);
      expect((await staffSlots()).find((slot) => slot.id === slotId)?.booking).toBeUndefined();
      expect(inbox.to(String(body.email))).toEqual([]);
    },
  );

  it('When one address sends a burst over its limit, then all get the booked answer but at most the limit book, and the rest leave their slots free', async () => {
    const ids = await openSlots(Array.from({ length: 10 }, () => freshStart()));
    const token = await passingToken();
    const bodies = ids.map((id) => booking(id, { form_token: token }));
    const answers = await Promise.all(bodies.map((body) => book(body, { ip: '10.42.0.1' })));
    for (const answer of answers) expect(answer).toEqual(BOOKED);
    const booked = (await staffSlots()).filter((slot) => ids.includes(slot.id) && slot.booking);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(booked.length).toBeLessThanOrEqual(LIMITS.contactPerIp);
    expect((await publicSlots()).filter((slot) => ids.includes(slot.id))).toHaveLength(
      ids.length - booked.length,
    );
    await sleep(1000);
    const emails = new Set(bodies.map((body) => String(body.email)));
    expect(inbox.mails.filter((mail) => emails.has(mail.to))).toHaveLength(booked.length);
  });
});

describe('refused input', () => {
  it('When fields are missing or wrong, then each gets the catalogue text in the request language and no slot is taken', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const token = await passingToken();
    const bad = {
      slot_id: slotId,
      name: '',
      email: 'nope',
      organisation: '',
      time_zone: 'Mars/Olympus',
      form_token: token,
      extra: 1,
    };
    const de = await book(bad, { locale: 'de' });
    expect(de.status).toBe(400);
    expect(de.body).toMatchObject({
      statusCode: 400,
      message: 'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
      errors: expect.arrayContaining([
        { field: 'name', key: 'validation.required', message: 'Dieses Feld ist erforderlich' },
        {
          field: 'email',
          key: 'validation.email',
          message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        },
        { field: 'organisation', key: 'validation.required', message: 'Dieses Feld ist erforderlich' },
        expect.objectContaining({ field: 'privacy_consent', key: 'validation.privacy_consent' }),
        expect.objectContaining({ field: 'time_zone', key: 'error.400' }),
        expect.objectContaining({ field: 'extra', key: 'error.400' }),
      ]),
    });
    const noSlot = await book(booking('../_all_docs', { form_token: token }));
    expect(noSlot.body).toMatchObject({ errors: [{ field: 'slot_id', key: 'validation.required' }] });
    expect((await publicSlots()).map((slot) => slot.id)).toContain(slotId);
  });
});

describe('staff manage slots', () => {
  it('When staff open a series, then each start is a slot once; past starts and bad lengths are refused in their language', async () => {
    const starts = [freshStart(), freshStart()];
    const created = await openSlots([...starts, starts[0]!], 45);
    expect(created).toHaveLength(2);
    const again = await server.api('/api/demo/admin/slots', {
      method: 'POST',
      token: staffToken,
      json: { starts, duration_minutes: 45 },
    });
    expect(await again.json()).toEqual({ created: [], skipped: created });
    const listed = (await staffSlots()).filter((slot) => created.includes(slot.id));
    expect(listed.map((slot) => [slot.start, slot.end])).toEqual(
      starts.map((start) => [start, new Date(Date.parse(start) + 45 * 60_000).toISOString()]),
    );

    const refused = await server.api('/api/demo/admin/slots', {
      method: 'POST',
      token: staffToken,
      headers: { 'accept-language': 'de' },
      json: { starts: ['2020-01-01T09:00:00.000Z', 'tomorrow'], duration_minutes: 5 },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
      {
        field: 'duration_minutes',
        key: 'validation.number_min',
        params: { min: 15 },
        message: 'Der Wert muss mindestens 15 betragen',
      },
      {
        field: 'starts/0',
        key: 'validation.demo.slot_past',
        message: 'Der Termin muss in der Zukunft beginnen',
      },
      expect.objectContaining({ field: 'starts/1', key: 'error.400' }),
    ]);
  });

  it('When staff delete a booked slot, then it is refused; a free one goes, and made again it can be booked', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const body = booking(slotId!, { form_token: await passingToken() });
    expect(await book(body)).toEqual(BOOKED);
    const refused = await server.api(`/api/demo/admin/slots/${slotId}`, {
      method: 'DELETE',
      token: staffToken,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Dieser Termin ist gebucht; stornieren Sie die Buchung, bevor Sie den Termin löschen.',
    );

    const start = freshStart();
    const [free] = await openSlots([start]);
    expect(
      (await server.api(`/api/demo/admin/slots/${free}`, { method: 'DELETE', token: staffToken })).status,
    ).toBe(204);
    expect((await publicSlots()).map((slot) => slot.id)).not.toContain(free);
    expect(await openSlots([start])).toEqual([free]);
    expect(await book(booking(free!, { form_token: await passingToken() }))).toEqual(BOOKED);
  });

  it('When staff open, delete and cancel, then each is in the audit log with who did it, and the visitor is not', async () => {
    const staffId = (
      JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()) as { sub: string }
    ).sub;
    const [opened, booked] = await openSlots([freshStart(), freshStart()]);
    const body = booking(booked!, { form_token: await passingToken() });
    expect(await book(body)).toEqual(BOOKED);
    const remove = (path: string) => server.api(path, { method: 'DELETE', token: staffToken });
    expect((await remove(`/api/demo/admin/slots/${opened}`)).status).toBe(204);
    expect((await remove(`/api/demo/admin/bookings/${booked}`)).status).toBe(204);
    // Refused and unknown actions record nothing.
    expect((await remove(`/api/demo/admin/slots/${opened}`)).status).toBe(404);

    const entries = (await server.auth.audit.list(200)).filter((entry) => entry.event.startsWith('demo_'));
    const mine = entries.filter(
      (entry) =>
        entry.subject_id === opened ||
        entry.subject_id === booked ||
        (entry.detail?.created as string[] | undefined)?.includes(opened!),
    );
    expect(mine.map((entry) => [entry.event, entry.actor_id]).sort()).toEqual(
      [
        ['demo_booking_cancelled_by_staff', staffId],
        ['demo_slot_deleted', staffId],
        ['demo_slots_created', staffId],
      ].sort(),
    );
    expect(JSON.stringify(mine)).not.toContain(String(body.email));
  });

  it('When staff open slots that overlap a stored slot or each other, then those are skipped and the rest are made', async () => {
    // Three hours of our own: a stored hour-long slot at `base`, then candidates around it.
    const base = Date.parse(freshStart());
    freshStart();
    freshStart();
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const [stored] = await openSlots([at(0)], 60);
    const response = await server.api('/api/demo/admin/slots', {
      method: 'POST',
      token: staffToken,
      // 00:30 lies inside the stored slot; 01:00 starts as it ends; 01:15 overlaps 01:00.
      json: { starts: [at(30), at(60), at(75), at(120)], duration_minutes: 30 },
    });
    expect(await response.json()).toEqual({
      created: [at(60), at(120)].map((start) => demoSlotId(new Date(start))),
      skipped: [at(30), at(75)].map((start) => demoSlotId(new Date(start))),
    });
    const mine = (await staffSlots()).filter(
      (slot) => Date.parse(slot.start) >= base && Date.parse(slot.start) < base + 3 * 3600_000,
    );
    expect(mine.map((slot) => slot.id)).toEqual([
      stored,
      ...[at(60), at(120)].map((start) => demoSlotId(new Date(start))),
    ]);
  });

  it('When staff open overlapping slots at the same moment, then no two stored slots overlap', async () => {
    const base = Date.parse(freshStart());
    freshStart();
    // Eight requests at once, one start each, 10 minutes apart, each 30 minutes long.
    const starts = Array.from({ length: 8 }, (_, i) => new Date(base + i * 10 * 60_000).toISOString());
    const answers = await Promise.all(
      starts.map((start) =>
        server.api('/api/demo/admin/slots', {
          method: 'POST',
          token: staffToken,
          json: { starts: [start], duration_minutes: 30 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(starts.map(() => 201));
    const made = (
      await Promise.all(answers.map((answer) => answer.json() as Promise<{ created: string[] }>))
    ).flatMap((answer) => answer.created);
    expect(made.length).toBeGreaterThanOrEqual(1);
    const mine = (await staffSlots()).filter((slot) => made.includes(slot.id));
    expect(mine).toHaveLength(made.length);
    for (const [i, a] of mine.entries())
      for (const b of mine.slice(i + 1))
        expect(a.start < b.end && b.start < a.end, `${a.id} and ${b.id}`).toBe(false);
  });

  it('When the lock on the schedule was never given back (a crashed server), then it runs out and slots are made', async () => {
    const id = storeLockId(SCHEDULE_LOCK);
    // Held by a server that died 1 ms ago, before it gave the lock back.
    const before = await server.store.get(STATE_DATABASE, id);
    await server.store.put(STATE_DATABASE, {
      _id: id,
      ...(before?._rev ? { _rev: before._rev } : {}),
      owner: 'crashed',
      expires_at: new Date(Date.now() - 1).toISOString(),
    });
    const [made] = await openSlots([freshStart()]);
    expect(made).toBeDefined();
    const lock = await server.store.get<{ _id: string; owner: string; expires_at: string }>(
      STATE_DATABASE,
      id,
    );
    expect(lock?.owner).not.toBe('crashed');
    expect(Date.parse(lock!.expires_at)).toBeLessThanOrEqual(Date.now());
  });

  it('When a slot is deleted while visitors book it, then it ends either deleted with no booking or booked and kept', async () => {
    const [slotId] = await openSlots([freshStart()]);
    const token = await passingToken();
    const [removal, ...bookings] = await Promise.all([
      server.api(`/api/demo/admin/slots/${slotId}`, { method: 'DELETE', token: staffToken }),
      ...Array.from({ length: 5 }, (_, i) =>
        book(booking(slotId!, { form_token: token }), { ip: `10.43.0.${i}` }),
      ),
    ]);
    const won = bookings.filter((answer) => answer.status === 202);
    expect(won.length).toBeLessThanOrEqual(1);
    const entry = (await staffSlots()).find((slot) => slot.id === slotId);
    if (removal.status === 204) {
      expect(entry).toBeUndefined();
      expect(won).toHaveLength(0);
    } else {
      expect(removal.status).toBe(409);
      expect(won).toHaveLength(1);
      expect(entry?.booking).toBeDefined();
    }
  });
});
