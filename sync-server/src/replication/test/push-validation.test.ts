// Pushes through the gateway are validated document by document: bad input gets the catalogue's
// message in the request's language and changes nothing; a mixed batch stores exactly the
// valid documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type Locale } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let staffToken: string;
let staffId: string;
let editorToken: string;

type Doc = Record<string, unknown> & { _id: string; _rev?: string };

async function masterDoc(db: string, index = 0): Promise<Doc> {
  const docs = await server.store.allDocs<Doc>(db, { limit: index + 3 });
  return docs.filter((doc) => !doc._id.startsWith('_'))[index]!;
}

async function seq(db: string): Promise<string> {
  return JSON.stringify((await server.store.info(db))?.update_seq);
}

function push(
  db: string,
  body: unknown,
  token: string,
  locale: Locale = 'en',
  raw?: string,
): Promise<Response> {
  return server.api(`/db/${db}/_bulk_docs`, {
    method: 'POST',
    token,
    headers: { 'accept-language': locale, 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await startTestServer({ maxBodyBytes: 64 * 1024 });
  staffToken = await server.login('staff');
  staffId = ((await (await server.api('/api/auth/me', { token: staffToken })).json()) as { id: string }).id;
  // A role that may edit parameters only.
  await server.store.put('roles', {
    _id: 'role-parameter-editor',
    name: 'Parameter editor',
    description: 'Edits parameters',
    permissions: ['parameters-read', 'parameters-create', 'parameters-update'],
    hierarchy: 50,
  });
  const user = {
    id: 'user-parameter-editor',
    username: 'parametereditor',
    email: 'parameter-editor@demo.poct-atlas.test',
    first_name: 'Paula',
    last_name: 'Meter',
    role_id: 'role-parameter-editor',
    premium: true,
    verification_status: 'verified',
    user_type: 'hcp',
    language: 'de',
    country: 'DE',
    is_hcp: true,
    opt_share_institution: false,
    opt_show_real_name: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  await server.auth.createAccount(user as never, 'editor-password');
  const login = await server.api('/api/auth/login', {
    method: 'POST',
    json: { email: user.email, password: 'editor-password' },
  });
  editorToken = ((await login.json()) as { accessToken: string }).accessToken;
});

afterAll(async () => {
  await server?.close();
});

describe('a push with bad documents', () => {
  const cases: Array<[string, (doc: Doc) => Doc, string]> = [
    [
      'schema-invalid (negative minimum price)',
      (d) => ({ ...d, price: { ...(d.price as object), min: -1 } }),
      'validation.min_price',
    ],
    [
      'schema-invalid (negative consumable cost per test)',
      (d) => ({ ...d, consumable_cost_per_test: -2 }),
      'validation.consumable_cost',
    ],
    [
      'schema-invalid (half a control measurement per lot)',
      (d) => ({ ...d, quality_control: { per_day: 1, per_lot: 0.5 } }),
      'validation.quality_control',
    ],
    [
      'business rule (quality control without a figure)',
      (d) => ({ ...d, quality_control: {} }),
      'validation.quality_control_empty',
    ],
    ['schema-invalid (name missing)', ({ name: _n, ...d }) => d as Doc, 'validation.required'],
    ['schema-invalid (unknown field)', (d) => ({ ...d, hacked: true }), 'error.400'],
    ['wrong author', (d) => ({ ...d, updated_by: 'user-superadmin' }), 'error.403'],
    // Product images are our own uploads only (the URL policy): no tracking host, no script.
    ['a javascript: image', (d) => ({ ...d, image_url: 'javascript:alert(1)' }), 'validation.image_upload'],
    [
      'a data: image',
      (d) => ({ ...d, image_url: 'data:image/png;base64,iVBORw0KGgo=' }),
      'validation.image_upload',
    ],
    [
      'a foreign image',
      (d) => ({ ...d, image_url: 'https://evil.example/pixel.png' }),
      'validation.image_upload',
    ],
    [
      'a protocol-relative image',
      (d) => ({ ...d, image_url: '//evil.example/x.png' }),
      'validation.image_upload',
    ],
    [
      'an image outside /uploads/',
      (d) => ({ ...d, image_url: '/uploads/../x.webp' }),
      'validation.image_upload',
    ],
    // Catalogue codes: format and check digit (schemas/src/codes/).
    [
      'a test’s LOINC code with a wrong check digit',
      (d) => ({
        ...d,
        sub_products: (d.sub_products as object[]).map((sub) => ({ ...sub, loinc_codes: ['1988-4'] })),
      }),
      'validation.loinc',
    ],
    [
      'a UDI-DI with a wrong check digit',
      (d) => ({ ...d, regulatory: { udi_di: ['4006381333932'] } }),
      'validation.gtin',
    ],
    ['a malformed SRN', (d) => ({ ...d, regulatory: { srn: 'DE-12345' } }), 'validation.srn'],
    ['an unknown IVDR class', (d) => ({ ...d, regulatory: { ivdr_class: 'E' } }), 'validation.select'],
    [
      'a javascript: source',
      (d) => ({
        ...d,
        sources: [{ kind: 'website', reference: 'javascript:alert(1)', as_of: '2025-07-01' }],
      }),
      'validation.url',
    ],
    // Alternatives: never the product itself, never pinned and excluded at once, ids only.
    [
      'itself as its own alternative',
      (d) => ({ ...d, alternatives_pinned: [d._id] }),
      'validation.alternative_self',
    ],
    [
      'an alternative pinned and excluded',
      (d) => ({ ...d, alternatives_pinned: ['prod-99998'], alternatives_excluded: ['prod-99998'] }),
      'validation.alternative_both',
    ],
    ['a store path as an alternative', (d) => ({ ...d, alternatives_excluded: ['_all_docs'] }), 'error.400'],
    ['a design document', () => ({ _id: '_design/evil', views: {} }), 'error.400'],
    // CouchDB's own members, which the collection schemas never see: a malformed `_rev` or
    // `_deleted`, and members the store would act on (`_revisions`) or fail the batch on (`_foo`).
    ['a malformed _rev', (d) => ({ ...d, _rev: 5 as unknown as string }), 'error.400'],
    ['_deleted not a boolean', (d) => ({ ...d, _deleted: 'yes' }), 'error.400'],
    ['_revisions', (d) => ({ ...d, _revisions: { start: 1, ids: ['x'] } }), 'error.400'],
    ['an unknown CouchDB member (the store answered 500)', (d) => ({ ...d, _foo: 1 }), 'error.400'],
    [
      'an attachment',
      (d) => ({ ...d, _attachments: { 'x.txt': { content_type: 'text/plain', data: 'eA==' } } }),
      'error.403',
    ],
  ];

  it.each(
    cases.flatMap(([name, mutate, key]) =>
      (['en', 'de'] as const).map((locale) => [name, locale, mutate, key] as const),
    ),
  )('%s is refused in %s and leaves the store unchanged', async (_name, locale, mutate, key) => {
    const before = await seq('catalogue_master');
    const doc = mutate({ ...(await masterDoc('catalogue_master')), updated_by: staffId });
    const response = await push('catalogue_master', { docs: [doc] }, staffToken, locale);
    expect(response.status).toBe(201);
    const [result] = (await response.json()) as Array<{ error: string; reason: string }>;
    expect(result).toMatchObject({ error: 'forbidden', reason: message(key, locale) });
    expect(await seq('catalogue_master')).toBe(before);
  });

  it.each([
    ['parameter', { loinc: '1988-4' }, 'validation.loinc'],
    ['sample_type', { hl7_specimen: 'BLOOD' }, 'validation.hl7_specimen'],
    ['sample_type', { snomed: '119297001' }, 'validation.sctid'],
    ['method', { emdn: 'W010' }, 'validation.emdn'],
  ] as const)(
    'a %s with a bad code %j is refused in both languages and stored nowhere',
    async (type, change, key) => {
      for (const locale of ['en', 'de'] as const) {
        const before = await seq('masterdata_master');
        const item = (await server.store.allDocs<Doc>('masterdata_master')).find((d) => d.type === type)!;
        const doc = { ...item, ...change, updated_by: staffId, updated_at: new Date().toISOString() };
        const response = await push('masterdata_master', { docs: [doc] }, staffToken, locale);
        const [result] = (await response.json()) as Array<{ error: string; reason: string }>;
        expect(result).toMatchObject({ error: 'forbidden', reason: message(key, locale) });
        expect(await seq('masterdata_master')).toBe(before);
      }
    },
  );

  // Product links follow the same policy: https only, http where the link type allows it.
  it.each([
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['a link disguised by case and a control character', { url: '\u0001JaVaScRiPt:alert(1)' }],
    ['a vbscript: link', { url: 'vbscript:msgbox(1)' }],
    ['a data: link', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['a protocol-relative link', { url: '//evil.example/study.pdf' }],
    ['an http: brochure', { type: 'brochure', url: 'http://example.org/brochure.pdf' }],
  ])('%s is refused with the URL message and leaves the store unchanged', async (_name, change) => {
    for (const locale of ['en', 'de'] as const) {
      const before = await seq('publications_master');
      const doc = { ...(await masterDoc('publications_master')), ...change, updated_by: staffId };
      const response = await push('publications_master', { docs: [doc] }, staffToken, locale);
      const [result] = (await response.json()) as Array<{ error: string; reason: string }>;
      expect(result).toMatchObject({ error: 'forbidden', reason: message('validation.url', locale) });
      expect(await seq('publications_master')).toBe(before);
    }
  });

  it('accepts an http: address for a link type that allows it', async () => {
    const doc = {
      ...(await masterDoc('publications_master', 1)),
      type: 'official_website',
      url: 'http://manufacturer.example/',
      updated_by: staffId,
      updated_at: new Date().toISOString(),
    };
    const response = await push('publications_master', { docs: [doc] }, staffToken, 'en');
    expect(((await response.json()) as Array<{ ok?: boolean }>)[0]).toMatchObject({ ok: true });
  });

  // Safety notices: a link type of its own that names an authority and its reference.
  const NOTICE = {
    type: 'safety_notice',
    category: 'manual_product_documentation',
    signal: 'r',
    url: 'https://www.bfarm.de/SharedDocs/Kundeninfos/DE/notice.html',
    authority: 'bfarm',
    reference: '12345/26',
  };

  it('accepts a safety notice with authority and reference', async () => {
    const doc = {
      ...(await masterDoc('publications_master', 2)),
      ...NOTICE,
      updated_by: staffId,
      updated_at: new Date().toISOString(),
    };
    const response = await push('publications_master', { docs: [doc] }, staffToken, 'en');
    expect(((await response.json()) as Array<{ ok?: boolean }>)[0]).toMatchObject({ ok: true });
    expect(await server.store.get('publications_master', doc._id)).toMatchObject(NOTICE);
  });

  it.each([
    ['a safety notice without authority', { ...NOTICE, authority: undefined }, 'validation.select'],
    [
      'a safety notice without reference',
      { ...NOTICE, reference: undefined },
      'validation.safety_notice_reference',
    ],
    ['a safety notice in green', { ...NOTICE, signal: 'g' }, 'validation.safety_notice_signal'],
    ['an authority on a brochure', { type: 'brochure', authority: 'fda' }, 'validation.safety_notice_only'],
  ])('%s is refused in both languages and leaves the store unchanged', async (_name, change, key) => {
    for (const locale of ['en', 'de'] as const) {
      const before = await seq('publications_master');
      const doc = { ...(await masterDoc('publications_master', 3)), ...change, updated_by: staffId };
      const response = await push(
        'publications_master',
        { docs: [JSON.parse(JSON.stringify(doc))] },
        staffToken,
        locale,
      );
      const [result] = (await response.json()) as Array<{ error: string; reason: string }>;
      expect(result).toMatchObject({ error: 'forbidden', reason: message(key, locale) });
      expect(await seq('publications_master')).toBe(before);
    }
  });

  it.each(['en', 'de'] as const)(
    'without the permission for that document type is refused (%s)',
    async (locale) => {
      const before = await seq('masterdata_master');
      const all = await server.store.allDocs<Doc>('masterdata_master');
      const method = all.find((d) => d.type === 'method')!;
      const parameter = all.find((d) => d.type === 'parameter')!;
      const edit = (d: Doc): Doc => ({
        ...d,
        updated_by: 'user-parameter-editor',
        updated_at: new Date().toISOString(),
      });
      const response = await push('masterdata_master', { docs: [edit(method)] }, editorToken, locale);
      const [result] = (await response.json()) as Array<{ error: string; reason: string }>;
      expect(result).toMatchObject({ error: 'forbidden', reason: message('error.403', locale) });
      expect(await seq('masterdata_master')).toBe(before);
      // The same caller may edit a parameter.
      const allowed = await push('masterdata_master', { docs: [edit(parameter)] }, editorToken, locale);
      expect(((await allowed.json()) as Array<{ ok?: boolean }>)[0]).toMatchObject({ ok: true });
    },
  );

  it('deleting a document that is not stored needs the delete permission too', async () => {
    const before = await seq('masterdata_master');
    const tombstones = [
      { _id: 'param-never-there', _deleted: true },
      { _id: 'param-never-there-2', type: 'parameter', _deleted: true },
    ];
    const response = await push('masterdata_master', { docs: tombstones }, editorToken, 'de');
    const results = (await response.json()) as Array<{ error: string; reason: string }>;
    expect(results).toEqual(
      tombstones.map(() =>
        expect.objectContaining({ error: 'forbidden', reason: message('error.403', 'de') }),
      ),
    );
    expect(await seq('masterdata_master')).toBe(before);
  });

  it('accepts a product image that is one of our uploads', async () => {
    const doc = {
      ...(await masterDoc('catalogue_master', 1)),
      image_url: `/uploads/${'c3'.repeat(32)}-960.webp`,
      updated_by: staffId,
      updated_at: new Date().toISOString(),
    };
    const response = await push('catalogue_master', { docs: [doc] }, staffToken, 'en');
    expect(((await response.json()) as Array<{ ok?: boolean }>)[0]).toMatchObject({ ok: true });
  });

  it('to a database the caller may not write is refused whole', async () => {
    const premium = await server.login('premium');
    const before = await seq('catalogue_master');
    const response = await push(
      'catalogue_master',
      { docs: [await masterDoc('catalogue_master')] },
      premium,
      'de',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      statusCode: 403,
      key: 'error.403',
      message: message('error.403', 'de'),
    });
    expect(await seq('catalogue_master')).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"docs": [', 400, 'error.400'],
    ['duplicate keys', '{"docs": [{"_id": "prod-00001", "_id": "prod-00002"}]}', 400, 'error.400'],
    ['no docs array', '{"doc": []}', 400, 'error.400'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('latin1'), 400, 'error.400'],
    [
      'an oversized body',
      JSON.stringify({ docs: [{ _id: 'x', pad: 'x'.repeat(100 * 1024) }] }),
      413,
      'error.413',
    ],
  ] as const)('with %s is refused with the catalogue message', async (_name, raw, status, key) => {
    for (const locale of ['en', 'de'] as const) {
      const before = await seq('catalogue_master');
      const response = await push('catalogue_master', undefined, staffToken, locale, raw);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ statusCode: status, key, message: message(key, locale) });
      expect(await seq('catalogue_master')).toBe(before);
    }
  });
});

describe('a mixed batch', () => {
  it('stores exactly the valid documents and answers in order', async () => {
    const [a, b, c] = await server.store.allDocs<Doc>('catalogue_master', { limit: 3 });
    const now = new Date().toISOString();
    const good1 = { ...a!, name: `${String(a!.name)} (edited)`, updated_by: staffId, updated_at: now };
    const bad = { ...b!, price: { ...(b!.price as object), max: -5 }, updated_by: staffId };
    const good2 = { ...c!, name: `${String(c!.name)} (edited)`, updated_by: staffId, updated_at: now };
    const response = await push('catalogue_master', { docs: [good1, bad, good2] }, staffToken, 'de');
    const results = (await response.json()) as Array<{ id: string; ok?: boolean; error?: string }>;
    expect(results.map((r) => [r.id, r.ok ?? r.error])).toEqual([
      [a!._id, true],
      [b!._id, 'forbidden'],
      [c!._id, true],
    ]);
    expect((await server.store.get<Doc>('catalogue_master', a!._id))?.name).toBe(good1.name);
    expect((await server.store.get<Doc>('catalogue_master', b!._id))?._rev).toBe(b!._rev);
    expect((await server.store.get<Doc>('catalogue_master', c!._id))?.name).toBe(good2.name);
  });
});

describe('audit of master writes', () => {
  it('keeps every accepted write with the version it replaced, and nothing for refused ones', async () => {
    const doc = await masterDoc('catalogue_master', 3);
    const changed = { ...doc, name: `${String(doc.name)} (audited)`, updated_by: staffId };
    const response = await push('catalogue_master', { docs: [changed] }, staffToken);
    const [result] = (await response.json()) as Array<{ ok?: boolean; rev?: string }>;
    expect(result?.ok).toBe(true);
    const entries = await server.store.allDocs<Doc>('audit', {
      startkey: `master:catalogue_master:${doc._id}:`,
      endkey: `master:catalogue_master:${doc._id}:\ufff0`,
    });
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry).toMatchObject({
      type: 'master-write',
      status: 'stored',
      rev: result!.rev,
      user_id: staffId,
      action: 'update',
      previous: { _id: doc._id, _rev: doc._rev, name: doc.name },
      document: { _id: doc._id, name: changed.name },
    });

    const refused = { ...changed, name: '', updated_by: staffId };
    await push('catalogue_master', { docs: [{ ...refused, _rev: result!.rev }] }, staffToken);
    const audits = await server.store.allDocs<Doc>('audit', {
      startkey: `master:catalogue_master:${doc._id}:`,
      endkey: `master:catalogue_master:${doc._id}:\ufff0`,
    });
    expect(audits).toHaveLength(1);
  });
});

describe('encodings', () => {
  it('refuses a body that claims gzip instead of guessing, and stores nothing', async () => {
    const before = await seq('catalogue_master');
    const doc = await masterDoc('catalogue_master', 5);
    const response = await server.api('/db/catalogue_master/_bulk_docs', {
      method: 'POST',
      token: staffToken,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'de' },
      body: JSON.stringify({ docs: [{ ...doc, name: 'gzip?', updated_by: staffId }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      key: 'error.400',
      message: message('error.400', 'de'),
    });
    expect(await seq('catalogue_master')).toBe(before);
  });
});

describe('REST bodies', () => {
  it('refuse a repeated key and absurd nesting with a 400 in the request language', async () => {
    for (const body of [
      '{"email":"a@b.test","email":"c@d.test","password":"x"}',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ]) {
      const response = await server.api('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        key: 'error.400',
        message: message('error.400', 'de'),
      });
    }
  });

  it('refuse unknown or wrongly typed profile fields and change nothing', async () => {
    const before = await seq('accounts');
    for (const json of [{ is_admin: true }, { opt_newsletter: 'yes' }, { first_name: 'A', language: 'fr' }]) {
      const response = await server.api('/api/account/profile', {
        method: 'PATCH',
        token: staffToken,
        headers: { 'accept-language': 'en' },
        json,
      });
      expect(response.status).toBe(400);
    }
    // A body that says nothing (or cannot be read as JSON) changes nothing either.
    const empty = await server.api('/api/account/profile', {
      method: 'PATCH',
      token: staffToken,
      headers: { 'content-type': 'text/plain' },
      body: '{"first_name":"Changed"}',
    });
    expect(empty.status).toBe(200);
    expect(await seq('accounts')).toBe(before);
  });
});
