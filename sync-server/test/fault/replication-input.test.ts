// Bad input at every replication endpoint the gateway forwards to the store, as property-based
// tests: arbitrary JSON and garbage bodies and parameter values at `GET
// /db/{db}`, `_changes` (every parameter, every feed), `_all_docs` (GET and POST), `_bulk_get`,
// `_revs_diff`, `_bulk_docs`, document reads (rev, open_revs, revs …), `_local` documents and
// `_snapshot`, as a premium reader and as staff on the masters. Every answer is 2xx or 4xx, never a 5xx;
// every refusal is `{statusCode, message}` with the catalogue text in the request's language;
// the store process is never restarted (same pid, no restart event) and its content is
// unchanged (update_seq and doc_count of every database).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Locale } from '@poct/schemas';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { expectWireError } from '../support/wire-error.ts';

let server: TestServer;
let storePid: number | undefined;
let restarts = 0;
const tokens: Record<Caller, string> = { premium: '', staff: '' };
/** Ids that exist in each database: PouchDB's revsDiff only trips over values for these. */
const existing = new Map<string, string[]>();

type Caller = 'premium' | 'staff';
const DATABASES: Record<Caller, string[]> = {
  // The forum's databases and the catalogue's change log are read the same way; the demo brings
  // the forum's topics.
  premium: [
    'catalogue',
    'masterdata',
    'publications',
    'favourites',
    'forum_topics',
    'forum_threads',
    'catalogue_changes',
  ],
  staff: ['catalogue_master', 'masterdata_master', 'publications_master', 'favourites'],
};

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 10 });
  storePid = server.embedded!.pid;
  server.embedded!.onRestart(() => restarts++);
  for (const caller of ['premium', 'staff'] as const) {
    tokens[caller] = await server.login(caller);
    // The caller's own favourites database is created on first use: before the snapshot.
    await (await gateway('GET', caller, '/db/favourites/', 'en')).body?.cancel();
    const favourite = await gateway('PUT', caller, '/db/favourites/_local/seen', 'en', '{"x":1}');
    expect(favourite.status).toBe(201);
  }
  for (const db of [...DATABASES.premium, ...DATABASES.staff]) {
    if (db === 'favourites') continue;
    const docs = await server.store.allDocs(db, { startkey: '`', limit: 3 });
    existing.set(
      db,
      docs.map((doc) => doc._id),
    );
    // A snapshot still being made would answer 503 (a fair answer, but not what is tested here).
    await server.snapshots.caughtUp(db);
  }
});
afterAll(async () => {
  await server?.close();
});

function gateway(
  method: string,
  caller: Caller,
  path: string,
  locale: string,
  body?: string,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens[caller]}`,
      'accept-language': locale,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
    signal: AbortSignal.timeout(15_000),
  });
}

const TEXTS: Record<Locale, Set<string>> = {
  en: new Set(Object.values(MESSAGES).map((texts) => texts.en)),
  de: new Set(Object.values(MESSAGES).map((texts) => texts.de)),
};

/**
 * Every database's update_seq and doc_count, but the projector's lease renewals (`server_state`)
 * and `rate_limits`, where each process renews the heartbeat of its held connections
 * (platform/rate-limit/shared-slots.ts) with time, not with input.
 */
const UNCOUNTED = new Set(['server_state', 'rate_limits']);
async function storeContent(): Promise<Record<string, unknown>> {
  const names = (await server.store.json<string[]>('_all_dbs')).filter((name) => !UNCOUNTED.has(name));
  const content: Record<string, unknown> = {};
  for (const name of names) {
    const info = await server.store.info(name);
    content[name] = [info?.update_seq, info?.doc_count];
  }
  return content;
}

const REV = '1-bc5db6a055cbe3e54ca8ad7ae009e9e5';

/** Parameter values: garbage, JSON of every type, and values close to valid ones. */
const paramValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  fc.integer({ min: -1_000_000, max: 100_000_000 }).map(String),
  fc.constantFrom(
    '',
    'true',
    'false',
    'now',
    'all',
    'main_only',
    'all_docs',
    'normal',
    'longpoll',
    'continuous',
    '0',
    '-1',
    '1e3',
    '12-g1AAAA',
    REV,
    JSON.stringify([REV]),
    JSON.stringify(['bad']),
    '"prod-00001"',
    '["prod-00001"]',
  ),
);

const PARAMS = [
  'since',
  'limit',
  'feed',
  'style',
  'include_docs',
  'heartbeat',
  'timeout',
  'descending',
  'conflicts',
  'seq_interval',
  'return_docs',
  'keys',
  'key',
  'startkey',
  'endkey',
  'start_key',
  'end_key',
  'skip',
  'inclusive_end',
  'update_seq',
  'revs',
  'latest',
  'rev',
  'open_revs',
  'revs_info',
  'filter',
  'doc_ids',
];

/** A query string: some parameters, now and then one of them twice. */
const queryOf: fc.Arbitrary<URLSearchParams> = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...PARAMS), paramValue), { maxLength: 5 }),
    fc.option(fc.tuple(fc.constantFrom(...PARAMS), paramValue, paramValue), { nil: undefined }),
  )
  .map(([pairs, repeated]) => {
    const query = new URLSearchParams();
    for (const [name, value] of pairs) query.append(name, value);
    if (repeated) {
      query.append(repeated[0], repeated[1]);
      query.append(repeated[0], repeated[2]);
    }
    // A valid longpoll or continuous feed waits for changes: keep it short (the feed kinds are
    // refused or accepted all the same; bad timeouts are covered with the other feeds).
    if (['longpoll', 'continuous'].includes(query.get('feed') ?? '')) query.set('timeout', '50');
    return query;
  });

/** Bodies: any JSON, shapes close to each protocol body with wrong parts, and garbage text. */
function bodyOf(db: string): fc.Arbitrary<string> {
  const ids = existing.get(db) ?? [];
  const id = ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.string()) : fc.string();
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  return fc.oneof(
    anyJson.map((value) => JSON.stringify(value)),
    // _revs_diff: an existing id mapped to anything (the store killer was `{"<id>": null}`).
    fc
      .dictionary(id, fc.oneof(anyJson, fc.constant(null), fc.array(paramValue)))
      .map((v) => JSON.stringify(v)),
    // _bulk_get
    fc
      .record({
        docs: fc.oneof(
          anyJson,
          fc.array(
            fc.oneof(
              anyJson,
              fc.record(
                { id: fc.oneof(id, anyJson), rev: anyJson, atts_since: anyJson },
                { requiredKeys: [] },
              ),
            ),
            { maxLength: 4 },
          ),
        ),
      })
      .map((v) => JSON.stringify(v)),
    // _all_docs and _bulk_docs
    fc
      .record({ keys: fc.oneof(anyJson, fc.array(id)), include_docs: anyJson }, { requiredKeys: [] })
      .map((v) => JSON.stringify(v)),
    fc
      .record(
        {
          docs: fc.array(
            fc.oneof(
              anyJson,
              fc.record(
                { _id: id, _rev: anyJson, _deleted: anyJson, _revisions: anyJson, _foo: anyJson },
                { requiredKeys: ['_id'] },
              ),
            ),
            { maxLength: 4 },
          ),
          new_edits: anyJson,
        },
        { requiredKeys: ['docs'] },
      )
      .map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 60 }),
  );
}

interface Attempt {
  caller: Caller;
  db: string;
  method: string;
  path: string;
  query: URLSearchParams;
  body: string | undefined;
  locale: Locale;
}

/** Every replication endpoint the gateway forwards, with bad parameters and bodies. */
const attempts: fc.Arbitrary<Attempt> = fc
  .tuple(fc.constantFrom<Caller>('premium', 'staff'), fc.nat(3), fc.constantFrom<Locale>('en', 'de'))
  .chain(([caller, index, locale]) => {
    const db = DATABASES[caller][index]!;
    const docId = fc.constantFrom(...(existing.get(db) ?? []), 'no-such-doc');
    const endpoint = fc.oneof(
      fc.constant({ method: 'GET', rest: '' }),
      fc.constant({ method: 'GET', rest: '_changes' }),
      fc.constant({ method: 'GET', rest: '_all_docs' }),
      fc.constant({ method: 'POST', rest: '_all_docs' }),
      fc.constant({ method: 'POST', rest: '_bulk_get' }),
      fc.constant({ method: 'POST', rest: '_revs_diff' }),
      fc.constant({ method: 'POST', rest: '_bulk_docs' }),
      // The whole database for a first sync: takes no parameters and no body.
      fc.constantFrom('GET', 'POST').map((method) => ({ method, rest: '_snapshot' })),
      docId.map((rest) => ({ method: 'GET', rest: encodeURIComponent(rest) })),
      ...(db === 'favourites'
        ? [fc.constantFrom('GET', 'PUT', 'DELETE').map((method) => ({ method, rest: '_local/seen' }))]
        : []),
    );
    return fc.record({
      caller: fc.constant(caller),
      db: fc.constant(db),
      locale: fc.constant(locale),
      endpoint,
      query: queryOf,
      body: bodyOf(db),
    });
  })
  .map(({ endpoint, body, ...rest }) => ({
    ...rest,
    method: endpoint.method,
    path: `/db/${rest.db}/${endpoint.rest}`,
    body: ['POST', 'PUT'].includes(endpoint.method) ? body : undefined,
  }));

/** Answers by status class, so the property is seen to reach the store, not only refusals. */
const seen = { accepted: 0, refused: 0 };

async function judge(attempt: Attempt, response: Response): Promise<void> {
  seen[response.status < 400 ? 'accepted' : 'refused']++;
  const what = `${attempt.caller} ${attempt.method} ${attempt.path}?${attempt.query} ${attempt.body ?? ''}: ${response.status}`;
  expect(response.status, what).toBeLessThan(500);
  expect(response.status, what).toBeGreaterThanOrEqual(200);
  if (response.status >= 400) {
    const answer = (await response.json()) as { statusCode: unknown; message: unknown };
    expect(answer.statusCode, what).toBe(response.status);
    expect(TEXTS[attempt.locale].has(String(answer.message)), `${what} says ${String(answer.message)}`).toBe(
      true,
    );
    expectWireError(answer, attempt.locale, what);
  } else if (attempt.path.endsWith('/_bulk_docs')) {
    // A body read as a batch: each document refused on its own, with a catalogue text.
    const results = (await response.json()) as Array<{ ok?: boolean; reason?: string }>;
    for (const result of results) {
      expect(result.ok, what).toBeUndefined();
      expect(TEXTS[attempt.locale].has(String(result.reason)), what).toBe(true);
    }
  } else await response.body?.cancel();
  expect(server.embedded!.pid, `${what}: the store was restarted`).toBe(storePid);
}

describe('bad input at the replication endpoints', () => {
  it('the _revs_diff body that killed the store is refused with 400 and the store lives on', async () => {
    const before = await storeContent();
    const [id] = existing.get('catalogue')!;
    for (const value of [null, {}, 1]) {
      const response = await gateway(
        'POST',
        'premium',
        '/db/catalogue/_revs_diff',
        'de',
        JSON.stringify({ [id!]: value }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        key: 'error.400',
        message: MESSAGES['error.400'].de,
      });
    }
    // Give a dying store time to exit.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.embedded!.pid).toBe(storePid);
    expect(restarts).toBe(0);
    expect(await storeContent()).toEqual(before);
  });

  it('never answers a 5xx or a text outside the catalogue, never restarts the store and changes nothing', async () => {
    const before = await storeContent();
    await fc.assert(
      fc.asyncProperty(attempts, async (attempt) => {
        const search = attempt.query.toString();
        const path = `${attempt.path}${search ? `?${search}` : ''}`;
        await judge(
          attempt,
          await gateway(attempt.method, attempt.caller, path, attempt.locale, attempt.body),
        );
      }),
      { numRuns: 1000 },
    );
    console.log(`[replication-input] ${seen.accepted} accepted, ${seen.refused} refused`);
    // Not a vacuous property: a fair share of the requests got through to the store.
    expect(seen.accepted).toBeGreaterThan(100);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.embedded!.pid).toBe(storePid);
    expect(restarts).toBe(0);
    expect(await storeContent()).toEqual(before);
  }, 120_000);
});
