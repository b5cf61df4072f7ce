// The access matrix (@poct/schemas DATABASE_ACCESS), role by database by endpoint, against the real
// server and store. Every cell names the status it expects; a cell that lets a premium
// document through to an anonymous or free caller fails twice (status and body check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type DemoUser, type TestServer } from './support/test-server.ts';
import { expectWireError } from './support/wire-error.ts';
import {
  userAlertsDbName,
  userComparisonsDbName,
  userDbName,
  userWatchlistDbName,
} from '../src/platform/store/databases.ts';
import {
  DEFAULT_LOCALE,
  AD_ENDPOINT_ACCESS,
  ASSISTANT_ENDPOINTS,
  hasSnapshot,
  mayUseAssistant,
  SNAPSHOT_DATABASES,
} from '@poct/schemas';
import { putPlan, signInNewPremium } from './support/premium-accounts.ts';
import { newPremiumUser } from './support/held-feeds.ts';
import { DEMO_PUBLIC_POST_ID } from '../src/demo/index.ts';

/** `nolinks`: premium through a plan without `link_access`: no publications. */
type Caller = DemoUser | 'anonymous' | 'nolinks';
const CALLERS: Caller[] = [
  'anonymous',
  'free',
  'commercial',
  'premium',
  'nolinks',
  'verified',
  'staff',
  'superadmin',
];
const PREMIUM: Caller[] = ['premium', 'nolinks', 'verified', 'staff', 'superadmin'];
const WITH_LINKS: Caller[] = PREMIUM.filter((caller) => caller !== 'nolinks');
const STAFF: Caller[] = ['staff', 'superadmin'];
const DATABASES = [
  'catalogue',
  'masterdata',
  'publications',
  'catalogue_master',
  'masterdata_master',
  'publications_master',
  'favourites',
  // Saved comparisons: premium, in the caller's own database like the favourites.
  'saved_comparisons',
  // The watchlist and its alerts: premium, in the caller's own databases; of an alert a push
  // may only change the read mark (a new one is refused document by document).
  'watchlist',
  'alerts',
  // Published reviews (moderation/): premium pulls, nobody pushes.
  'reviews',
  // The forum: premium and forum staff read, nobody pushes (writes go through REST).
  'forum_topics',
  'forum_threads',
  'forum_comments',
  // The catalogue's change log: whoever pulls the catalogue, nobody pushes (the projector writes it).
  'catalogue_changes',
] as const;
type Db = (typeof DATABASES)[number];

const readers = (db: Db): Caller[] =>
  db.endsWith('_master') ? STAFF : db === 'publications' ? WITH_LINKS : PREMIUM;
const OWN: readonly Db[] = ['favourites', 'saved_comparisons', 'watchlist', 'alerts'];
const writers = (db: Db): Caller[] => (db.endsWith('_master') ? STAFF : OWN.includes(db) ? PREMIUM : []);

interface Endpoint {
  name: string;
  method: string;
  path: (db: string) => string;
  body?: (ctx: Context) => unknown;
  /** Who gets 2xx; everyone else authenticated gets 403, anonymous 401. */
  allowed: (db: Db) => Caller[];
}

interface Context {
  db: Db;
  caller: Caller;
  userId: string;
  sampleDoc: Record<string, unknown> | undefined;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET db info', method: 'GET', path: (db) => `/db/${db}/`, allowed: readers },
  {
    name: '_changes normal',
    method: 'GET',
    path: (db) => `/db/${db}/_changes?since=0&limit=5&include_docs=true`,
    allowed: readers,
  },
  {
    name: '_changes longpoll',
    method: 'GET',
    path: (db) => `/db/${db}/_changes?feed=longpoll&since=0&limit=5&timeout=200&include_docs=true`,
    allowed: readers,
  },
  {
    name: '_all_docs',
    method: 'GET',
    path: (db) => `/db/${db}/_all_docs?include_docs=true&limit=5`,
    allowed: readers,
  },
  {
    name: '_all_docs keys',
    method: 'POST',
    path: (db) => `/db/${db}/_all_docs`,
    body: () => ({ keys: ['x'] }),
    allowed: readers,
  },
  {
    name: '_bulk_get',
    method: 'POST',
    path: (db) => `/db/${db}/_bulk_get`,
    body: () => ({ docs: [{ id: 'x' }] }),
    allowed: readers,
  },
  {
    name: '_revs_diff',
    method: 'POST',
    path: (db) => `/db/${db}/_revs_diff`,
    body: () => ({ x: ['1-abc'] }),
    allowed: readers,
  },
  {
    name: '_find',
    method: 'POST',
    path: (db) => `/db/${db}/_find`,
    body: () => ({ selector: {}, limit: 2 }),
    // A query language replication does not use: never forwarded.
    allowed: () => [],
  },
  {
    name: '_bulk_docs',
    method: 'POST',
    path: (db) => `/db/${db}/_bulk_docs`,
    body: (ctx) => ({ docs: [validDoc(ctx)] }),
    allowed: writers,
  },
  {
    name: 'PUT doc',
    method: 'PUT',
    path: (db) => `/db/${db}/some-doc`,
    body: () => ({ name: 'x' }),
    allowed: () => [],
  },
  { name: 'DELETE doc', method: 'DELETE', path: (db) => `/db/${db}/some-doc?rev=1-abc`, allowed: () => [] },
  { name: 'GET doc', method: 'GET', path: (db) => `/db/${db}/does-not-matter`, allowed: readers },
  // The whole database for a first sync: exactly who may pull it; favourites has none (404).
  { name: '_snapshot', method: 'GET', path: (db) => `/db/${db}/_snapshot`, allowed: readers },
  {
    name: 'PUT _local doc',
    method: 'PUT',
    path: (db) => `/db/${db}/_local/checkpoint`,
    body: () => ({ last_seq: 1 }),
    allowed: (db) => (OWN.includes(db) ? PREMIUM : []),
  },
  { name: 'GET _design doc', method: 'GET', path: (db) => `/db/${db}/_design/all`, allowed: () => [] },
  {
    name: 'PUT _design doc',
    method: 'PUT',
    path: (db) => `/db/${db}/_design/evil`,
    body: () => ({ views: {} }),
    allowed: () => [],
  },
  { name: 'attachment', method: 'GET', path: (db) => `/db/${db}/doc/file.pdf`, allowed: () => [] },
  { name: '_security', method: 'GET', path: (db) => `/db/${db}/_security`, allowed: () => [] },
];

const GLOBAL_PATHS = [
  '/db/_all_dbs',
  '/db/_session',
  '/db/_users',
  '/db/_config/admins/x',
  '/db/_uuids',
  '/db/',
];

function validDoc(ctx: Context): Record<string, unknown> {
  if (ctx.db === 'favourites') {
    return {
      _id: 'prod-00001',
      product_id: 'prod-00001',
      user_id: ctx.userId,
      created_at: '2026-01-01T00:00:00.000Z',
    };
  }
  if (ctx.db === 'saved_comparisons') {
    const at = '2026-01-01T00:00:00.000Z';
    return {
      _id: 'cmp-00000000-0000-4000-8000-00000000000a',
      name: 'Matrix',
      product_ids: ['prod-00001'],
      created_at: at,
      updated_at: at,
      updated_by: ctx.userId,
    };
  }
  if (ctx.db === 'watchlist') {
    return {
      _id: 'prod-00001',
      product_id: 'prod-00001',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_by: ctx.userId,
    };
  }
  if (ctx.db === 'alerts') {
    const at = '2026-01-01T00:00:00.000Z';
    return {
      _id: 'alert-0123456789abcdef-0123456789abcdef01234567',
      product_id: 'prod-00001',
      product_name: 'Erfunden',
      kind: 'changed',
      at,
      read: false,
      created_at: at,
      updated_at: at,
    };
  }
  if (!ctx.sampleDoc) return { _id: 'no-sample' };
  const { _rev: _ignored, ...doc } = ctx.sampleDoc;
  return { ...doc, _rev: ctx.sampleDoc._rev, updated_by: ctx.userId, updated_at: new Date().toISOString() };
}

const REVIEW_BODY = { overall: 4, handling: 4, performance: 4, service: 4, declared_independent: true };
const REVIEW_MARKER = 'review-marker-of-the-access-matrix';
/** A review id of the right shape (review-<43 base64url>) that names no review. */
const NO_SUCH_REVIEW = `review-${'0'.repeat(43)}`;

let server: TestServer;
const tokens = new Map<Caller, string | undefined>();

/** One request as `caller` (their token; none for anonymous), with a JSON body if given. */
function askAs(caller: Caller, method: string, path: string, json?: unknown): Promise<Response> {
  return server.api(path, { method, token: tokens.get(caller), ...(json === undefined ? {} : { json }) });
}
const userIds = new Map<Caller, string>();
let productNames: string[] = [];

/** A premium account whose plan withholds links, signed in. */
async function signInWithoutLinks(): Promise<string> {
  await putPlan(
    server,
    'plan-no-links',
    { chat_access: false, link_access: false },
    { de: 'Ohne Publikationen', en: 'Without publications' },
  );
  return signInNewPremium(server, 'nolinks', { plan_id: 'plan-no-links' });
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.set('anonymous', undefined);
  for (const caller of CALLERS.filter((c) => c !== 'anonymous')) {
    const token = caller === 'nolinks' ? await signInWithoutLinks() : await server.login(caller);
    tokens.set(caller, token);
    const me = (await (await server.api('/api/auth/me', { token })).json()) as { id: string };
    userIds.set(caller, me.id);
  }
  // A change of a listed product, so a refused read of the change log has a name to leak.
  const changed = await server.store.get('catalogue_master', 'prod-00001');
  await server.store.put('catalogue_master', { ...changed!, synonyms: ['access-matrix'] });
  const products = await server.store.allDocs<{ _id: string; name: string }>('catalogue_master', {
    limit: 40,
  });
  productNames = products.map((p) => p.name).filter((name) => name.length > 6);
  // A published review, so a refused read of `reviews` has something to leak.
  const written = await server.api('/api/reviews/own/prod-00001', {
    method: 'PUT',
    token: tokens.get('verified'),
    json: { ...REVIEW_BODY, comment: REVIEW_MARKER },
  });
  expect(written.status).toBe(201);
  await server.projector.idle();
  expect(await server.store.allDocs('catalogue_changes')).toContainEqual(
    expect.objectContaining({ product_id: 'prod-00001', kind: 'changed' }),
  );
  // A snapshot still being made answers 503; the matrix asks about access, not readiness.
  await Promise.all(SNAPSHOT_DATABASES.map((db) => server.snapshots.caughtUp(db)));
});

afterAll(async () => {
  await server?.close();
});

describe.each(DATABASES)('database %s', (db) => {
  describe.each(CALLERS)('as %s', (caller) => {
    it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
      const storeDb = OWN.includes(db) ? undefined : db;
      const sampleDoc = storeDb
        ? // After the design documents (`_design/…` sorts first): a document of the catalogue.
          (
            await server.store.allDocs<Record<string, unknown> & { _id: string }>(storeDb, { startkey: '`' })
          )[0]
        : undefined;
      const ctx: Context = { db, caller, userId: userIds.get(caller) ?? 'nobody', sampleDoc };
      const body = endpoint.body?.(ctx);
      const response = await askAs(caller, endpoint.method, endpoint.path(db), body);
      const text = await response.text();
      const allowed = endpoint.allowed(db).includes(caller);
      if (caller === 'anonymous') expect(response.status).toBe(401);
      else if (!allowed) expect(response.status).toBe(403);
      else if (endpoint.name === '_snapshot') expect(response.status).toBe(hasSnapshot(db) ? 200 : 404);
      else {
        // A read of a missing document is still an allowed read (404 from the store).
        expect([200, 201, 404]).toContain(response.status);
        if (endpoint.name === '_bulk_docs') {
          const results = JSON.parse(text) as Array<{ ok?: boolean; error?: string }>;
          // The server writes alerts; a device may only mark a stored one read.
          expect(results[0]).toMatchObject(db === 'alerts' ? { error: 'forbidden' } : { ok: true });
        }
      }
      if (!allowed) {
        for (const name of productNames) expect(text).not.toContain(name);
        expect(text).not.toContain(REVIEW_MARKER);
        expect(text).not.toContain('"_rev"');
      }
    });
  });
});

describe('snapshots after premium ended', () => {
  // The token was issued while premium; the rule is read from the account as it is now.
  it('When premium ended after the token was issued, then every snapshot is 403 and no document leaks', async () => {
    // Far enough ahead that creating and signing in the user under load ends before it.
    const endsAt = Date.now() + 5000;
    const user = await newPremiumUser(server, { premium_until: new Date(endsAt).toISOString() });
    expect((await server.api('/db/catalogue/_snapshot', { token: user.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 700));
    for (const db of SNAPSHOT_DATABASES) {
      const response = await server.api(`/db/${db}/_snapshot`, { token: user.token });
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(text).not.toContain('"_rev"');
      for (const name of productNames) expect(text).not.toContain(name);
    }
  });
});

describe('server-wide endpoints', () => {
  it.each(CALLERS.flatMap((caller) => GLOBAL_PATHS.map((p) => [caller, p] as const)))(
    '%s cannot reach %s',
    async (caller, pathname) => {
      const response = await server.api(pathname, { token: tokens.get(caller) });
      expect([401, 403]).toContain(response.status);
      const body = (await response.json()) as { statusCode: number; message: string };
      expect(body.statusCode).toBe(response.status);
      expect(body.message.length).toBeGreaterThan(0);
      expectWireError(body, DEFAULT_LOCALE, `${caller} ${pathname}`);
    },
  );

  it.each(CALLERS.filter((c) => c !== 'anonymous'))(
    "%s cannot open another user's saved comparisons",
    async (caller) => {
      const other = caller === 'premium' ? 'verified' : 'premium';
      await server.api('/db/saved_comparisons/', { token: tokens.get(other) });
      const response = await server.api(`/db/${userComparisonsDbName(userIds.get(other)!)}/_all_docs`, {
        token: tokens.get(caller),
      });
      expect(response.status).toBe(403);
    },
  );

  it.each(
    CALLERS.filter((c) => c !== 'anonymous').flatMap((caller) =>
      (
        [
          ['watchlist', userWatchlistDbName],
          ['alerts', userAlertsDbName],
        ] as const
      ).map(([db, dbOf]) => [caller, db, dbOf] as const),
    ),
  )("%s cannot open another user's %s", async (caller, db, dbOf) => {
    const other = caller === 'premium' ? 'verified' : 'premium';
    await server.api(`/db/${db}/`, { token: tokens.get(other) });
    const response = await server.api(`/db/${dbOf(userIds.get(other)!)}/_all_docs`, {
      token: tokens.get(caller),
    });
    expect(response.status).toBe(403);
  });

  it.each(CALLERS.filter((c) => c !== 'anonymous'))(
    "%s cannot open another user's userdb",
    async (caller) => {
      const other = caller === 'premium' ? 'verified' : 'premium';
      // Make sure the other user's database exists, then try to read it directly.
      await server.api('/db/favourites/', { token: tokens.get(other) });
      const response = await server.api(`/db/${userDbName(userIds.get(other)!)}/_all_docs`, {
        token: tokens.get(caller),
      });
      expect(response.status).toBe(403);
    },
  );
});

const REPORT_BODY = { category: 'other', reason: 'x', good_faith: true };

/** REST endpoints of reviews and moderation: who gets through (2xx or a 4xx past the check). */
const REST_ROWS: ReadonlyArray<{
  name: string;
  method: string;
  path: string;
  body?: unknown;
  allowed: Caller[];
  /** What a signed-out caller gets (401 unless the row says otherwise). */
  anonymous?: number;
}> = [
  // Writing needs verified premium (the demo staff and super-admin are verified too).
  {
    name: 'write own review',
    method: 'PUT',
    path: '/api/reviews/own/prod-00002',
    body: REVIEW_BODY,
    allowed: ['verified', 'staff', 'superadmin'],
  },
  { name: 'moderation queue', method: 'GET', path: '/api/moderation/queue', allowed: STAFF },
  {
    name: 'reject',
    method: 'POST',
    path: `/api/moderation/review/${NO_SUCH_REVIEW}/reject`,
    body: { reason: 'x' },
    allowed: STAFF,
  },
  // Whoever reads the kind reports; a guest reads no review, so one is not there for them.
  {
    name: 'report',
    method: 'POST',
    path: `/api/moderation/review/${NO_SUCH_REVIEW}/report`,
    body: REPORT_BODY,
    allowed: PREMIUM,
    anonymous: 404,
  },
  // A public post is there for everyone, guests included (each caller reports it once).
  {
    name: 'report a public post',
    method: 'POST',
    path: `/api/moderation/post/${DEMO_PUBLIC_POST_ID}/report`,
    body: REPORT_BODY,
    allowed: CALLERS,
    anonymous: 201,
  },
  // A share link of a saved comparison: whoever may pull the catalogue gets past the check
  // (this token names none: 404); everyone else a 403 without data.
  {
    name: 'open a shared comparison',
    method: 'GET',
    path: `/api/comparisons/shared/${'61'.repeat(4)}.cmp-00000000-0000-4000-8000-000000000000.${'a'.repeat(43)}`,
    allowed: PREMIUM,
  },
  // Any author objects to a decision on their own item, premium or not any more.
  {
    name: 'objection',
    method: 'POST',
    path: `/api/moderation/review/${NO_SUCH_REVIEW}/objection`,
    body: { reason: 'x' },
    allowed: CALLERS.filter((caller) => caller !== 'anonymous'),
  },
];

describe('reviews and moderation endpoints', () => {
  it.each(REST_ROWS.flatMap((row) => CALLERS.map((caller) => [row.name, caller, row] as const)))(
    '%s as %s',
    async (_name, caller, row) => {
      const response = await askAs(caller, row.method, row.path, row.body);
      if (caller === 'anonymous') expect(response.status).toBe(row.anonymous ?? 401);
      else if (!row.allowed.includes(caller)) expect(response.status).toBe(403);
      // Past the check: written, listed, or the item is not there.
      else expect([200, 201, 404]).toContain(response.status);
    },
  );
});

describe('plan facts', () => {
  it("tell the signed-in user their plan's chat and link access, and none to premium without a plan", async () => {
    const me = async (caller: Caller) =>
      ((await (await server.api('/api/auth/me', { token: tokens.get(caller) })).json()) as { plan: unknown })
        .plan;
    expect(await me('nolinks')).toEqual({
      id: 'plan-no-links',
      name: { de: 'Ohne Publikationen', en: 'Without publications' },
      chat_access: false,
      link_access: false,
    });
    expect(await me('premium')).toBeNull();
    expect(await me('free')).toBeNull();
  });
});

describe('free and anonymous callers', () => {
  it('reach the catalogue only through the two-hit preview', async () => {
    for (const caller of ['anonymous', 'free', 'commercial'] as const) {
      const response = await server.api(
        `/api/search/preview?q=${encodeURIComponent(productNames[0]!.split(' ')[0]!)}`,
        {
          token: tokens.get(caller),
        },
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { total: number; hits: Array<Record<string, unknown>> };
      expect(body.total).toBeGreaterThan(0);
      expect(body.hits.length).toBeLessThanOrEqual(2);
      for (const hit of body.hits) expect(Object.keys(hit).sort()).toEqual(['id', 'manufacturer', 'name']);
    }
  });
});

// Blog posts are REST only (not replicated; @poct/schemas `mayReadPost`): one row per endpoint,
// the status each caller gets. Workspace endpoints need `posts-*` (staff and admins); the public
// ones answer everyone, a private post only to staff, a post for professionals only to signed-in
// callers (404 to the rest, as if it did not exist).
describe('REST: posts', () => {
  const POST = 'crp-schnelltests-in-der-hausarztpraxis';
  const PRIVATE = 'interne-redaktionsplanung-herbst';
  const INVISIBLE = 'entwurf-neue-vergleichsfunktion';
  const PROFESSIONALS = 'meldepflichtige-erreger-im-poct-alltag';
  const staffOnly = (caller: Caller, ok: number) =>
    caller === 'anonymous' ? 401 : STAFF.includes(caller) ? ok : 403;
  const ROWS: Array<{
    name: string;
    method: string;
    path: string;
    json?: unknown;
    status(c: Caller): number;
  }> = [
    { name: 'public list', method: 'GET', path: '/api/posts', status: () => 200 },
    { name: 'public post', method: 'GET', path: `/api/posts/${POST}`, status: () => 200 },
    {
      name: 'public private post',
      method: 'GET',
      path: `/api/posts/${PRIVATE}`,
      status: (c) => (STAFF.includes(c) ? 200 : 404),
    },
    { name: 'public invisible post', method: 'GET', path: `/api/posts/${INVISIBLE}`, status: () => 404 },
    {
      name: 'public post for professionals',
      method: 'GET',
      path: `/api/posts/${PROFESSIONALS}`,
      status: (c) => (c === 'anonymous' ? 404 : 200),
    },
    { name: 'workspace list', method: 'GET', path: '/api/admin/posts', status: (c) => staffOnly(c, 200) },
    {
      name: 'workspace invisible post',
      method: 'GET',
      path: `/api/admin/posts/${INVISIBLE}`,
      status: (c) => staffOnly(c, 200),
    },
    // Invalid on purpose: a caller who gets past the permission check meets the schema (400).
    {
      name: 'workspace create',
      method: 'POST',
      path: '/api/admin/posts',
      json: {},
      status: (c) => staffOnly(c, 400),
    },
    {
      name: 'workspace update',
      method: 'PUT',
      path: `/api/admin/posts/${POST}`,
      json: { rev: 'stale' },
      status: (c) => staffOnly(c, 409),
    },
    {
      name: 'workspace delete',
      method: 'DELETE',
      path: '/api/admin/posts/no-such-post',
      status: (c) => staffOnly(c, 404),
    },
  ];
  it.each(ROWS.flatMap((row) => CALLERS.map((caller) => [row.name, caller, row] as const)))(
    '%s as %s',
    async (_name, caller, row) => {
      const response = await askAs(caller, row.method, row.path, row.json);
      expect(response.status).toBe(row.status(caller));
      const text = await response.text();
      if (!STAFF.includes(caller)) {
        expect(text).not.toContain(PRIVATE);
        expect(text).not.toContain(INVISIBLE);
      }
    },
  );
});

describe('advertisement endpoints (AD_ENDPOINT_ACCESS)', () => {
  // The default audience (ADS_AUDIENCE=signed-in); sync-server/src/commerce/test/ads.test.ts serves real banners.
  it.each(CALLERS)(
    '%s: a slot answers 200 without a cookie; a click link we did not sign is 404',
    async (caller) => {
      const slot = await server.api('/api/ads/aside', { token: tokens.get(caller) });
      expect(slot.status).toBe(200);
      expect(slot.headers.get('set-cookie')).toBeNull();
      expect(slot.headers.get('cache-control')).toBe('no-store');
      expect(((await slot.json()) as { ad: unknown }).ad).toBeNull();
      const click = await fetch(`${server.url}/api/ads/click/v1.ad-1.${'a'.repeat(22)}.1.${'b'.repeat(43)}`, {
        redirect: 'manual',
      });
      expect(click.status).toBe(404);
      expect(click.headers.get('location')).toBeNull();
    },
  );

  it.each(CALLERS)('%s: the figures of a campaign need advertisements-read', async (caller) => {
    const response = await server.api('/api/ads/statistics/ad-missing', { token: tokens.get(caller) });
    const holders: Caller[] = STAFF.filter(() =>
      AD_ENDPOINT_ACCESS.statistics.includes('advertisements-read'),
    );
    if (caller === 'anonymous') expect(response.status).toBe(401);
    else if (holders.includes(caller)) expect(response.status).toBe(404);
    else expect(response.status).toBe(403);
  });
});

// Demo booking: the staff endpoints need `demos-*` (built-in staff and super-admin
// hold them); the public ones are open to anyone; the two server-only databases are behind no
// gateway path. A refused call leaves no slot behind and shows no visitor's details.
describe('demo booking endpoints', () => {
  const start = () => {
    const at = new Date(Date.now() + 30 * 86_400_000);
    at.setUTCHours(7, CALLERS.length, 0, 0);
    return at;
  };
  const STAFF_ENDPOINTS: Array<{ name: string; method: string; path: string; json?: unknown; ok: number[] }> =
    [
      { name: 'list slots and bookings', method: 'GET', path: '/api/demo/admin/slots', ok: [200] },
      {
        name: 'open slots',
        method: 'POST',
        path: '/api/demo/admin/slots',
        json: { starts: [start().toISOString()], duration_minutes: 30 },
        ok: [201],
      },
      // 404: no such slot or booking, after the permission check let the caller through.
      {
        name: 'delete a slot',
        method: 'DELETE',
        path: '/api/demo/admin/slots/slot-20300101T0900Z',
        ok: [404],
      },
      {
        name: 'cancel a booking',
        method: 'DELETE',
        path: '/api/demo/admin/bookings/slot-20300101T0900Z',
        ok: [404],
      },
    ];

  it.each(
    CALLERS.flatMap((caller) =>
      STAFF_ENDPOINTS.map((endpoint) => [caller, endpoint.name, endpoint] as const),
    ),
  )('%s: %s', async (caller, _name, endpoint) => {
    const response = await askAs(caller, endpoint.method, endpoint.path, endpoint.json);
    const body = await response.text();
    if (caller === 'anonymous') expect(response.status).toBe(401);
    else if (!STAFF.includes(caller)) expect(response.status).toBe(403);
    else expect(endpoint.ok).toContain(response.status);
    if (!STAFF.includes(caller)) expect(body).not.toContain('"slots"');
  });

  it('refused callers opened no slot', async () => {
    const slots = await server.store.allDocs<{ _id: string; created_by: string }>('demo_slots');
    const staffIds = STAFF.map((caller) => userIds.get(caller));
    for (const slot of slots) expect(staffIds).toContain(slot.created_by);
  });

  it.each(CALLERS.flatMap((caller) => ['demo_slots', 'demo_bookings'].map((db) => [caller, db] as const)))(
    '%s cannot reach %s through the gateway',
    async (caller, db) => {
      const response = await server.api(`/db/${db}/_all_docs`, { token: tokens.get(caller) });
      expect([401, 403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('"rows"');
    },
  );

  it.each(CALLERS)('%s may read the free slots and a form token', async (caller) => {
    for (const path of ['/api/demo/slots', '/api/demo/form-token'])
      expect((await server.api(path, { token: tokens.get(caller) })).status).toBe(200);
  });
});

describe('assistant endpoints (ASSISTANT_ENDPOINTS)', () => {
  // Only premium with a plan that grants chat access: the demo verified@ (yearly plan). Staff
  // rights and premium without a plan, or with a plan without chat, are refused.
  const CHAT: Caller[] = ['verified'];
  const BODIES: Record<(typeof ASSISTANT_ENDPOINTS)[number], unknown> = {
    '/mcp': {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'matrix', version: '1' },
      },
    },
    '/api/assistant/answer': { question: 'CRP' },
  };
  describe.each(ASSISTANT_ENDPOINTS)('POST %s', (endpoint) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const response = await server.api(endpoint, {
        method: 'POST',
        token: tokens.get(caller),
        headers: { accept: 'application/json, text/event-stream' },
        json: BODIES[endpoint],
      });
      const expected = caller === 'anonymous' ? 401 : CHAT.includes(caller) ? 200 : 403;
      expect(response.status).toBe(expected);
      expect(mayUseAssistant(await planFacts(caller))).toBe(expected === 200);
    });
  });
});

async function planFacts(
  caller: Caller,
): Promise<{ premium: boolean; plan: { chat_access: boolean } | null } | null> {
  const token = tokens.get(caller);
  if (!token) return null;
  return (await (await server.api('/api/auth/me', { token })).json()) as {
    premium: boolean;
    plan: { chat_access: boolean } | null;
  };
}

// The forum's REST endpoints: who may write, count a view, keep the watched words.
describe('forum endpoints', () => {
  // Verified premium accounts: the demo staff and super-admin are verified premium too.
  const WRITERS: Caller[] = ['verified', 'staff', 'superadmin'];
  const VIEWERS: Caller[] = PREMIUM;
  const WORD_KEEPERS: Caller[] = STAFF;
  const cases: Array<{ name: string; method: string; path: string; body?: unknown; allowed: Caller[] }> = [
    {
      name: 'write a thread',
      method: 'POST',
      path: '/api/forum/threads',
      body: { id: 't-matrix-0000', topic_id: 'no-such-subtopic', subject: 'x', body: 'x' },
      allowed: WRITERS,
    },
    {
      name: 'edit a thread',
      method: 'PUT',
      path: '/api/forum/threads/t-matrix-0000',
      body: { subject: 'x', body: 'x' },
      allowed: WRITERS,
    },
    {
      name: 'write a comment',
      method: 'POST',
      path: '/api/forum/comments',
      body: { id: 't-matrix-0000:c-matrix-0000', thread_id: 't-matrix-0000', body: 'x' },
      allowed: WRITERS,
    },
    {
      name: 'edit a comment',
      method: 'PUT',
      path: '/api/forum/comments/t-matrix-0000:c-matrix-0000',
      body: { body: 'x' },
      allowed: WRITERS,
    },
    { name: 'count a view', method: 'POST', path: '/api/forum/threads/t-matrix-0000/view', allowed: VIEWERS },
    { name: 'read watched words', method: 'GET', path: '/api/forum/watched-words', allowed: WORD_KEEPERS },
    { name: 'list topics', method: 'GET', path: '/api/admin/forum-topics', allowed: STAFF },
    { name: 'list sub-topics', method: 'GET', path: '/api/admin/forum-sub-topics', allowed: STAFF },
  ];
  it.each(CALLERS.flatMap((caller) => cases.map((c) => [c.name, caller, c] as const)))(
    '%s as %s',
    async (_name, caller, c) => {
      const response = await askAs(caller, c.method, c.path, c.body);
      if (caller === 'anonymous') expect(response.status).toBe(401);
      else if (!c.allowed.includes(caller)) expect(response.status).toBe(403);
      // Allowed: past the permission check; the missing thread or sub-topic is a 404 then.
      else expect([200, 404]).toContain(response.status);
    },
  );
});

// Bulk import and export of the catalogue (content/catalogue-import/): staff only; importing
// needs products-create and products-update, reading batches, export and template products-read.
describe('catalogue import endpoints', () => {
  const IMPORT = '/api/catalogue-import';
  // Well formed (the id check runs before the permission check) and never made.
  const MISSING_BATCH = 'batch-00000000-0000-4000-8000-000000000000';
  const cases: { name: string; method: string; path: string; body?: string }[] = [
    {
      name: 'dry run',
      method: 'POST',
      path: `${IMPORT}/dry-run?file_name=a.csv`,
      body: 'Produktname;Hersteller\r\n',
    },
    { name: 'list batches', method: 'GET', path: `${IMPORT}/batches` },
    { name: 'read a batch', method: 'GET', path: `${IMPORT}/batches/${MISSING_BATCH}` },
    { name: 'apply a batch', method: 'POST', path: `${IMPORT}/batches/${MISSING_BATCH}/apply` },
    { name: 'undo a batch', method: 'POST', path: `${IMPORT}/batches/${MISSING_BATCH}/undo` },
    { name: 'export', method: 'GET', path: `${IMPORT}/export?format=csv` },
    { name: 'template', method: 'GET', path: `${IMPORT}/template?format=xlsx&lang=en` },
  ];
  it.each(CALLERS.flatMap((caller) => cases.map((c) => [c.name, caller, c] as const)))(
    '%s as %s',
    async (_name, caller, c) => {
      const response = await server.api(c.path, {
        method: c.method,
        token: tokens.get(caller),
        ...(c.body === undefined ? {} : { body: c.body, headers: { 'content-type': 'text/csv' } }),
      });
      await response.arrayBuffer();
      if (caller === 'anonymous') expect(response.status).toBe(401);
      else if (!STAFF.includes(caller)) expect(response.status).toBe(403);
      // Past the check: answered, or the batch is not there.
      else expect([200, 404]).toContain(response.status);
    },
  );
});

// The user's rights over their own data (privacy/): every signed-in caller, for their own account
// only (no route names another user); anonymous callers get 401. Closing is asked with a wrong
// password, so it stops past the check and closes nothing.
describe('my data and account deletion endpoints', () => {
  const cases: { name: string; method: string; path: string; body?: unknown; ok: number[] }[] = [
    {
      name: 'start my data',
      method: 'POST',
      path: '/api/account/data-export',
      body: { language: 'de' },
      ok: [202],
    },
    { name: 'state of my data', method: 'GET', path: '/api/account/data-export', ok: [200] },
    { name: 'download my data', method: 'GET', path: '/api/account/data-export/archive', ok: [200, 404] },
    {
      name: 'close my account',
      method: 'POST',
      path: '/api/account/deletion',
      body: { password: 'not-the-password' },
      ok: [400],
    },
  ];
  it.each(CALLERS.flatMap((caller) => cases.map((c) => [c.name, caller, c] as const)))(
    '%s as %s',
    async (_name, caller, c) => {
      const response = await askAs(caller, c.method, c.path, c.body);
      await response.arrayBuffer();
      if (caller === 'anonymous') expect(response.status).toBe(401);
      else expect(c.ok).toContain(response.status);
    },
  );
});

// The public Atom feed of newly listed products (content/catalogue-feed/): the same answer for
// every caller, names and manufacturers only; no hidden product and no premium field in it.
describe('catalogue Atom feed', () => {
  it.each(CALLERS)('as %s: 200, no hidden product, no premium data', async (caller) => {
    const masters = await server.store.allDocs<{ _id: string; visible: boolean }>('catalogue_master');
    const hidden = masters.filter((doc) => doc.visible === false && !doc._id.startsWith('_'));
    expect(hidden.length).toBeGreaterThan(0);
    const response = await server.api('/api/catalogue/feed.atom', { token: tokens.get(caller) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('atom');
    const text = await response.text();
    expect(text).toContain('<entry>');
    // An entry's id is the product's address.
    for (const doc of hidden) expect(text).not.toContain(`/products/${encodeURIComponent(doc._id)}<`);
    for (const field of [
      'price',
      'consumable_cost_per_test',
      'quality_control',
      'internal_note',
      'udi',
      'sub_products',
      'EUR',
    ])
      expect(text).not.toContain(field);
  });
});

describe('the alert digest’s unsubscribe link', () => {
  // No sign-in decides: only the signed token. A forged one changes nothing for anyone.
  it.each(CALLERS.flatMap((caller) => (['GET', 'POST'] as const).map((method) => [caller, method] as const)))(
    'as %s, %s with a forged token is 400',
    async (caller, method) => {
      const token = `${Buffer.from(userIds.get(caller) ?? 'user-premium').toString('base64url')}.forged`;
      const response = await askAs(caller, method, `/api/alerts/unsubscribe?token=${token}`);
      expect(response.status).toBe(400);
    },
  );
});
