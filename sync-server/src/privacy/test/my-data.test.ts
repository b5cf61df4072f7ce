// "Download my data" against the real server and store: two people with data of every kind; each
// kind of the first one's data is in their archive (JSON and the readable page), nothing of the
// second one's is, the page escapes what users wrote, the archive is only ever the caller's own,
// starts are limited per account, and a bad body starts nothing.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { createTopics } from '../../../test/support/forum.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { PERSONAL_DATA } from '../my-data/personal-data.ts';
import { seedPerson, type SeededPerson } from './seed-person.ts';

let server: TestServer;
let anna: SeededPerson;
let bert: SeededPerson;

interface Archive {
  json: { user_id: string; data: Record<string, unknown> };
  jsonText: string;
  html: string;
}

async function exportOf(person: SeededPerson, language: 'de' | 'en' = 'de'): Promise<Archive> {
  const started = await server.api('/api/account/data-export', {
    method: 'POST',
    token: person.token,
    json: { language },
  });
  expect(started.status, await started.clone().text()).toBe(202);
  let status = '';
  for (let poll = 0; poll < 400 && status !== 'ready'; poll++) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    const state = await server.api('/api/account/data-export', { token: person.token });
    status = ((await state.json()) as { status: string }).status;
    expect(status).not.toBe('failed');
  }
  expect(status).toBe('ready');
  const download = await server.api('/api/account/data-export/archive', { token: person.token });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="poct-atlas-/);
  const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
  expect(Object.keys(files).sort()).toEqual(['data.json', 'index.html']);
  const jsonText = strFromU8(files['data.json']!);
  return { json: JSON.parse(jsonText) as Archive['json'], jsonText, html: strFromU8(files['index.html']!) };
}

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 10, dataExportsPerUser: 2 });
  const { subTopicId } = await createTopics(server, await server.login('superadmin'));
  anna = await seedPerson(server, `anna${process.pid}`, 'prod-00001', subTopicId);
  bert = await seedPerson(server, `bert${process.pid}`, 'prod-00003', subTopicId);
});
afterAll(async () => {
  await server?.close();
});

describe('download my data', () => {
  let archive: Archive;
  beforeAll(async () => {
    archive = await exportOf(anna);
  });

  const list = (key: string) => archive.json.data[key] as Array<Record<string, unknown>>;

  /** Where each kind shows the person's own data: a check per entry of the table. */
  const OWN: Record<string, (person: SeededPerson) => void> = {
    account: (p) => expect(archive.json.data.account).toMatchObject({ id: p.id, email: p.email }),
    role: () => expect(archive.json.data.role).toMatchObject({ id: 'role-user' }),
    plan_periods: () => expect(list('plan_periods').length).toBeGreaterThan(0),
    consents: () => expect(Object.keys(archive.json.data.consents as object)).toContain('opt_newsletter'),
    favourites: (p) =>
      expect(list('favourites')).toEqual([expect.objectContaining({ product_id: p.product })]),
    saved_comparisons: (p) =>
      expect(list('saved_comparisons')).toEqual([
        expect.objectContaining({ name: `Comparison ${p.marker}` }),
      ]),
    watchlist: (p) => expect(list('watchlist')).toEqual([expect.objectContaining({ id: p.product })]),
    alerts: (p) =>
      expect(list('alerts')).toEqual([expect.objectContaining({ product_name: `Alert ${p.marker}` })]),
    alert_digests: () =>
      expect(list('alert_digests')).toEqual([{ period: '2026-01-01', sent_at: expect.any(String) }]),
    reviews: (p) => expect(list('reviews')).toEqual([expect.objectContaining({ author_id: p.id })]),
    forum_threads: (p) =>
      expect(list('forum_threads')).toEqual([expect.objectContaining({ id: p.threadId })]),
    forum_comments: (p) =>
      expect(list('forum_comments')).toEqual([expect.objectContaining({ id: p.commentId })]),
    content_reports: (p) =>
      expect(list('content_reports')).toEqual([
        expect.objectContaining({ kind: 'post', reason: `Report ${p.marker}` }),
      ]),
    quote_requests: (p) =>
      expect(list('quote_requests')).toEqual([expect.objectContaining({ user_id: p.id })]),
    orders: (p) => expect(list('orders')).toEqual([expect.objectContaining({ user_id: p.id })]),
    demo_bookings: (p) =>
      expect(list('demo_bookings')).toEqual([expect.objectContaining({ uid: `uid-${p.username}` })]),
    contact_messages: (p) =>
      expect(list('contact_messages')).toEqual([expect.objectContaining({ message: `Contact ${p.marker}` })]),
    security_events: (p) =>
      expect(list('security_events')).toEqual(
        expect.arrayContaining([expect.objectContaining({ event: 'login', subject_id: p.id })]),
      ),
  };

  it('has a check for every kind of data the table collects', () => {
    expect(Object.keys(OWN).sort()).toEqual(PERSONAL_DATA.map((kind) => kind.key).sort());
  });

  it.each(PERSONAL_DATA.map((kind) => [kind.key, kind] as const))(
    "holds the caller's %s, in the JSON and on the readable page",
    (key, kind) => {
      OWN[key]!(anna);
      expect(archive.html).toContain(`<h2>${kind.title.de}</h2>`);
    },
  );

  it("holds nothing of anyone else's", () => {
    for (const text of [archive.jsonText, archive.html]) {
      expect(text).not.toContain(bert.id);
      expect(text).not.toContain(bert.email);
      expect(text.toLowerCase()).not.toContain(bert.email.toLowerCase());
      expect(text).not.toContain(bert.marker);
      expect(text).not.toContain('password_hash');
    }
    // Each kind's own marker is there: the seeding reached every kind the check above names.
    expect(archive.jsonText.split(anna.marker).length - 1).toBeGreaterThanOrEqual(9);
  });

  it('escapes what users wrote on the readable page', () => {
    expect(archive.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(archive.html).not.toContain('<script>');
    expect(archive.html).toMatch(/^<!doctype html>\n<html lang="de">/);
  });

  it("gives each caller only their own archive: no one else's, none before it is made", async () => {
    const other = await server.api('/api/account/data-export/archive', { token: bert.token });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe(message('error.404.resource', 'de'));
    const state = await server.api('/api/account/data-export', { token: bert.token });
    expect(await state.json()).toEqual({ status: 'none' });
  });

  it('limits the archives an account starts, counted in the store', async () => {
    // The second start of the window is within the limit of two; the third is refused.
    expect(
      (
        await server.api('/api/account/data-export', {
          method: 'POST',
          token: anna.token,
          json: { language: 'en' },
        })
      ).status,
    ).toBe(202);
    const third = await server.api('/api/account/data-export', {
      method: 'POST',
      token: anna.token,
      json: { language: 'en' },
      headers: { 'accept-language': 'de' },
    });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toBe(message('error.429', 'de'));
  });

  it('refuses a body without a language and starts nothing', async () => {
    const before = await server.api('/api/account/data-export', { token: bert.token });
    const refused = await server.api('/api/account/data-export', {
      method: 'POST',
      token: bert.token,
      json: { language: 'fr' },
      headers: { 'accept-language': 'de' },
    });
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { errors: Array<{ field: string; key: string }> };
    expect(answer.errors).toEqual([expect.objectContaining({ field: 'language', key: 'validation.select' })]);
    expect(await (await server.api('/api/account/data-export', { token: bert.token })).json()).toEqual(
      await before.json(),
    );
  });
});
