// The URL policy at every REST endpoint that takes an address (the gateway's pushes are in
// push-validation.test.ts): creating or updating an advertisement, a post, a forum topic or
// sub-topic with a script, data or foreign address is refused with the catalogue's field text in
// the request's language, and nothing is stored. Every collection with an address field
// (URL_FIELDS of @poct/schemas) must be named here or there, so a new one is not forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, URL_FIELDS, type CollectionName } from '@poct/schemas';
import { createTopicRecord } from './support/forum.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
let topicId: string;
beforeAll(async () => {
  server = await startTestServer({ demoProducts: 0 });
  token = await server.login('superadmin');
  topicId = await createTopicRecord(server, token, 'forum-topics');
});
afterAll(async () => {
  await server?.close();
});

const UPLOAD = `/uploads/${'e5'.repeat(32)}-960.webp`;
const BAD_IMAGES = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'https://evil.example/pixel.png',
  '//evil.example/x.webp',
  `${UPLOAD}?track=1`,
];
const BAD_ADDRESSES = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,x',
  '//evil.example/',
  'http://plain.example/',
  'https://trusted.example@evil.example/',
];

interface Endpoint {
  path: string;
  database: string;
  collection: CollectionName;
  valid: () => Record<string, unknown>;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/admin/advertisements',
    database: 'advertisements',
    collection: 'advertisement',
    valid: () => ({
      name: 'Autumn campaign',
      company: 'Nordlicht Diagnostik GmbH',
      banner_type: 'aside',
      budget: 500,
      expires_at: '2027-10-31',
      banner_url: UPLOAD,
      target_url: 'https://nordlicht.example/autumn',
      pricing_model: 'click',
      price: 0.5,
    }),
  },
  {
    path: '/api/admin/posts',
    database: 'posts',
    collection: 'post',
    valid: () => ({
      title: `Gerinnung ${Math.random()}`,
      brief: 'INR am Krankenbett.',
      content: 'Text.',
      banner_url: UPLOAD,
      tags: [],
      language: 'de',
      private: false,
      visible: true,
    }),
  },
  {
    path: '/api/admin/forum-topics',
    database: 'forum_topics',
    collection: 'forum_topic',
    valid: () => ({
      name: { de: 'Blutgase', en: 'Blood gases' },
      description: { de: 'Fragen', en: 'Questions' },
      image_url: UPLOAD,
    }),
  },
  {
    path: '/api/admin/forum-sub-topics',
    database: 'forum_topics',
    collection: 'forum_topic',
    valid: () => ({
      name: { de: 'Laktat', en: 'Lactate' },
      description: { de: 'Fragen', en: 'Questions' },
      image_url: UPLOAD,
      parent_id: topicId,
    }),
  },
];

/** Collections whose address fields reach the store through the gateway (push-validation.test.ts). */
const PUSHED: CollectionName[] = ['product', 'link'];

const cases = ENDPOINTS.flatMap((endpoint) =>
  (URL_FIELDS[endpoint.collection] ?? []).flatMap(({ field, kind }) => {
    const image = kind(endpoint.valid()) === 'image';
    const key = image ? 'validation.image_upload' : 'validation.url';
    return (image ? BAD_IMAGES : BAD_ADDRESSES).map((value) => ({ ...endpoint, field, value, key }));
  }),
);

async function seq(database: string): Promise<string> {
  return JSON.stringify((await server.store.info(database))?.update_seq);
}

describe('the URL policy at the REST endpoints', () => {
  it('covers every collection with an address field', () => {
    const covered = new Set([...ENDPOINTS.map((endpoint) => endpoint.collection), ...PUSHED]);
    expect(
      Object.keys(URL_FIELDS).filter((collection) => !covered.has(collection as CollectionName)),
    ).toEqual([]);
  });

  it.each(ENDPOINTS)('$path stores a record with good addresses', async ({ path, valid }) => {
    const response = await server.api(path, { method: 'POST', token, json: valid() });
    expect(response.status).toBe(201);
  });

  it.each(cases)('$path refuses $field $value on create and update', async (c) => {
    const created = await server.api(c.path, { method: 'POST', token, json: c.valid() });
    const record = (await created.json()) as Record<string, unknown> & { id: string; rev: string };
    for (const locale of ['en', 'de'] as const) {
      const before = await seq(c.database);
      const writes = [
        server.api(c.path, {
          method: 'POST',
          token,
          headers: { 'accept-language': locale },
          json: { ...c.valid(), [c.field]: c.value },
        }),
        server.api(`${c.path}/${record.id}`, {
          method: 'PUT',
          token,
          headers: { 'accept-language': locale },
          json: { ...c.valid(), [c.field]: c.value, rev: record.rev },
        }),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.status).toBe(400);
        const body = (await response.json()) as { errors: Array<{ field: string; message: string }> };
        expect(body.errors).toEqual([{ field: c.field, key: c.key, message: message(c.key, locale) }]);
      }
      expect(await seq(c.database)).toBe(before);
    }
    const stored = await server.store.get(c.database, record.id);
    expect(stored?.[c.field]).toBe(record[c.field]);
  });
});
