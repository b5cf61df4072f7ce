// /api/quotations against the real server and store: premium readers send quote requests, a
// repeat of the same id is stored once, bad input is refused in the request's language and
// stores nothing, and only staff with the quotations permissions list and delete them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let premium: string;
let verified: string;
let free: string;
let staff: string;
let superadmin: string;

const PRODUCT = 'prod-00001';
const HIDDEN_PRODUCT = 'prod-00002';
let counter = 0;

function request(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    id: `test-quote-${String(counter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 10)}`,
    product_id: PRODUCT,
    sub_product_id: `${PRODUCT}-sp1`,
    name: 'Petra Müller',
    company: 'Demo-Klinikum',
    email: 'premium@demo.poct-atlas.test',
    phone: '+49 30 123456',
    subject: 'Angebot für drei Geräte',
    message: 'Bitte senden Sie uns ein Angebot.',
    devices_count: 3,
    planned_purchase_date: '2026-10-01',
    tests_per_year: 5000,
    additional_info: '',
    ...overrides,
  };
}

function send(body: unknown, token: string | undefined, locale: Locale = 'en'): Promise<Response> {
  return server.api('/api/quotations', {
    method: 'POST',
    token,
    headers: { 'accept-language': locale },
    json: body,
  });
}

type Stored = Record<string, unknown> & { _id: string; _rev: string };

async function storedIds(): Promise<string[]> {
  return (await server.store.allDocs<Stored>('quotations')).map((doc) => doc._id);
}

/** The staff mails (written as .eml files without SMTP) that mention `subject`. */
async function mailsAbout(subject: string): Promise<string[]> {
  const dir = path.join(server.dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
  return mails.filter((mail) => mail.includes(subject));
}

interface Refusal {
  statusCode: number;
  message: string;
  errors?: Array<{ field: string; key: string; message: string }>;
}

beforeAll(async () => {
  server = await startTestServer();
  [premium, verified, free, staff, superadmin] = await Promise.all([
    server.login('premium'),
    server.login('verified'),
    server.login('free'),
    server.login('staff'),
    server.login('superadmin'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/quotations', () => {
  it('when a premium reader sends a request, then it is stored with the names, the language and the sender', async () => {
    const body = request({ user_id: 'someone-else', product_name: 'Forged' });
    const response = await send(body, premium, 'de');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: body.id, status: 'received' });

    const stored = await server.store.get<Stored>('quotations', body.id as string);
    const me = (await (await server.api('/api/auth/me', { token: premium })).json()) as { id: string };
    const product = await server.store.get<Stored>('catalogue', PRODUCT);
    expect(stored).toMatchObject({
      user_id: me.id,
      product_id: PRODUCT,
      product_name: product!.name,
      sub_product_id: `${PRODUCT}-sp1`,
      locale: 'de',
      devices_count: 3,
      tests_per_year: 5000,
      subject: 'Angebot für drei Geräte',
    });
    expect(stored!.product_name).not.toBe('Forged');
    // An optional field sent empty is left out rather than stored blank.
    expect(stored).not.toHaveProperty('additional_info');
  });

  it('when the same request is sent again, then it is already received and stored once', async () => {
    const body = request();
    expect((await send(body, premium)).status).toBe(201);
    const again = await send({ ...body, subject: 'Changed on the way' }, premium);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: body.id, status: 'already_received' });

    const stored = await server.store.get<Stored>('quotations', body.id as string);
    expect(stored!._rev).toMatch(/^1-/);
    expect(stored!.subject).toBe('Angebot für drei Geräte');
  });

  it('when a request is stored, then staff who handle quotations get one mail, and none for a repeat', async () => {
    const subject = `Mail check ${Math.random().toString(36).slice(2, 10)}`;
    const body = request({ subject });
    expect((await send(body, premium)).status).toBe(201);
    // One mail per account whose role has quotations-read (the demo's staff and super-admin),
    // sent one after the other: wait for the whole set, not the first.
    const recipientsOf = (mails: string[]) => mails.map((mail) => /^To: (\S+)/m.exec(mail)?.[1] ?? '').sort();
    await vi.waitFor(
      async () =>
        expect(recipientsOf(await mailsAbout(subject))).toEqual([
          'staff@demo.poct-atlas.test',
          'superadmin@demo.poct-atlas.test',
        ]),
      { timeout: 10_000 },
    );
    const mails = await mailsAbout(subject);
    expect(mails[0]).toContain('/ds/quotations');

    expect((await send(body, premium)).status).toBe(200);
    // A repeat sends nothing: give a background mail the time it would need, then count again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout(subject)).toHaveLength(mails.length);
  });

  it('when the same request arrives several times at once, then exactly one is stored', async () => {
    const body = request();
    const answers = await Promise.all([send(body, premium), send(body, premium), send(body, premium)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 201]);
    expect((await storedIds()).filter((id) => id === body.id)).toHaveLength(1);
  });

  it.each([
    ['en', 'This field is required', 'Please enter a valid email address', 'Bad Request.'],
    [
      'de',
      'Dieses Feld ist erforderlich',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      'Ungültige Anfrage.',
    ],
  ] as const)(
    'when fields are missing or wrong (%s), then each is named in that language and nothing is stored',
    async (locale, required, email, bad) => {
      const before = await storedIds();
      const body = request({ name: '   ', email: 'petra.mueller', message: '' });
      const response = await send(body, premium, locale);
      expect(response.status).toBe(400);
      const refusal = (await response.json()) as Refusal;
      expect(refusal.statusCode).toBe(400);
      expect(refusal.message).toContain(bad);
      expect(refusal.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', key: 'validation.required', message: required },
          { field: 'message', key: 'validation.required', message: required },
          { field: 'email', key: 'validation.email', message: email },
        ]),
      );
      expect(await storedIds()).toEqual(before);
    },
  );

  it('when the number of devices is below one, then the bound is named', async () => {
    const response = await send(request({ devices_count: 0 }), premium, 'de');
    const refusal = (await response.json()) as Refusal;
    expect(response.status).toBe(400);
    expect(refusal.errors).toContainEqual({
      field: 'devices_count',
      key: 'validation.number_min',
      params: { min: 1 },
      message: 'Der Wert muss mindestens 1 betragen',
    });
  });

  it.each([
    [10_000_001, 'validation.number_max', { max: 10_000_000 }],
    [-1, 'validation.number_min', { min: 0 }],
    [1200.5, 'error.400', undefined],
  ])(
    'when the tests per year are %s, then the request is refused and nothing stored',
    async (tests, key, params) => {
      const before = await storedIds();
      const response = await send(request({ tests_per_year: tests }), premium);
      const refusal = (await response.json()) as Refusal;
      expect(response.status).toBe(400);
      expect(refusal.errors).toContainEqual(
        expect.objectContaining({ field: 'tests_per_year', key, ...(params ? { params } : {}) }),
      );
      expect(await storedIds()).toEqual(before);
    },
  );

  it('when the test is not one of the product, then a choice is asked for', async () => {
    const before = await storedIds();
    const response = await send(request({ sub_product_id: 'prod-00003-sp1' }), premium);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).errors).toEqual([
      { field: 'sub_product_id', key: 'validation.select', message: 'You must select an element' },
    ]);
    expect(await storedIds()).toEqual(before);
  });

  it('when a field nobody may send is present, then the request is refused', async () => {
    const response = await send(request({ status: 'approved' }), premium);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).errors).toContainEqual(
      expect.objectContaining({ field: 'status', key: 'error.400' }),
    );
  });

  it.each([
    ['missing', undefined, 'validation.required'],
    ['in the reserved space', '_design/quotes', 'error.400'],
    ['too short', 'abc', 'error.400'],
  ])('when the id is %s, then the request is refused', async (_what, id, key) => {
    const response = await send(request({ id }), premium);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).errors).toEqual([
      expect.objectContaining({ field: 'id', key }),
    ]);
  });

  it.each([
    ['unknown', 'prod-99999'],
    ['hidden', HIDDEN_PRODUCT],
  ])('when the product is %s, then the answer is 404 and nothing is stored', async (_what, productId) => {
    const before = await storedIds();
    const response = await send(request({ product_id: productId, sub_product_id: undefined }), premium);
    expect(response.status).toBe(404);
    expect(((await response.json()) as Refusal).message).toBe("We couldn't find the specified resource");
    expect(await storedIds()).toEqual(before);
  });

  it('when a free user sends a request, then it is forbidden and nothing is stored', async () => {
    const before = await storedIds();
    const response = await send(request(), free, 'de');
    expect(response.status).toBe(403);
    expect(((await response.json()) as Refusal).message).toBe(
      'Sie haben keine Berechtigung, auf diese Ressource zuzugreifen.',
    );
    expect(await storedIds()).toEqual(before);
  });

  it('when a guest sends a request, then it is unauthorized', async () => {
    const response = await send(request(), undefined);
    expect(response.status).toBe(401);
    expect(((await response.json()) as Refusal).message).toBe('Unauthorized. Please log in to continue.');
  });

  it("when another user reuses someone's id, then it is refused and the first request is untouched", async () => {
    const body = request();
    expect((await send(body, premium)).status).toBe(201);
    const response = await send({ ...body, subject: 'Not mine' }, verified);
    expect(response.status).toBe(403);
    const stored = await server.store.get<Stored>('quotations', body.id as string);
    expect(stored!.subject).toBe('Angebot für drei Geräte');
    expect(stored!._rev).toMatch(/^1-/);
  });

  it('when staff send a request, then it is accepted', async () => {
    expect((await send(request(), staff)).status).toBe(201);
  });
});

describe('GET and DELETE /api/quotations', () => {
  it('lists every request newest first for quotations-read, and refuses readers without it', async () => {
    const body = request({ subject: 'Listed request' });
    expect((await send(body, premium)).status).toBe(201);

    const refused = await server.api('/api/quotations', { token: premium });
    expect(refused.status).toBe(403);

    const listed = await server.api('/api/quotations', { token: staff });
    expect(listed.status).toBe(200);
    const { quotations } = (await listed.json()) as { quotations: Array<{ id: string; created_at: string }> };
    expect(quotations.map((quotation) => quotation.id)).toContain(body.id);
    const times = quotations.map((quotation) => quotation.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(quotations).toHaveLength((await storedIds()).length);
  });

  it('deletes a request for quotations-delete; a second delete finds nothing', async () => {
    const body = request();
    expect((await send(body, premium)).status).toBe(201);
    const path = `/api/quotations/${body.id as string}`;

    expect((await server.api(path, { method: 'DELETE', token: premium })).status).toBe(403);
    expect(await storedIds()).toContain(body.id);

    expect((await server.api(path, { method: 'DELETE', token: superadmin })).status).toBe(204);
    expect(await storedIds()).not.toContain(body.id);
    const again = await server.api(path, {
      method: 'DELETE',
      token: superadmin,
      headers: { 'accept-language': 'de' },
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as Refusal).message).toBe(
      'Wir konnten die angegebene Ressource nicht finden',
    );
  });
});
