// Search statistics against the real server and store: devices send batches of search events
// (guests too), each event id counts once, concurrent batches lose no increment, bad batches
// store nothing and are answered in the request's language, and only staff with products-read
// read the figures.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, type Locale } from '@poct/schemas';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  startSecondServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

let server: TestServer;
let staffToken: string;

interface QueryRow {
  query: string;
  display: string;
  count: number;
  found: number;
  zero_count: number;
  last_searched_at: string;
}
interface FilterRow {
  facet: string;
  value: string;
  count: number;
  last_used_at: string;
  label?: { de: string; en: string };
}

/** A query no other test uses, so the tests may share one server. */
const unique = (word: string) => `${word} ${randomUUID().slice(0, 8)}`;
const event = (query: string, found: number, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  query,
  found,
  at: new Date().toISOString(),
  ...extra,
});

function send(events: unknown[], locale: Locale = 'en', token?: string, ip?: string): Promise<Response> {
  return server.api('/api/search/statistics', {
    method: 'POST',
    json: { events },
    headers: { 'accept-language': locale, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    ...(token ? { token } : {}),
  });
}

/** `events` sent by three visitors (three addresses), a third each. */
async function sendFromThree(events: unknown[]): Promise<void> {
  const third = Math.ceil(events.length / 3);
  for (let i = 0; i < 3; i++) {
    const answer = await send(events.slice(i * third, (i + 1) * third), 'en', undefined, `10.80.0.${i + 1}`);
    expect(answer.status).toBe(200);
  }
}

async function queryRow(query: string): Promise<QueryRow | undefined> {
  const response = await server.api(
    `/api/search/statistics/queries?q=${encodeURIComponent(query)}&limit=500`,
    {
      token: staffToken,
    },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: QueryRow[] };
  return body.items.find((row) => row.query === query);
}

async function filterRows(facet: string): Promise<FilterRow[]> {
  const response = await server.api(`/api/search/statistics/filters?facet=${facet}&limit=500`, {
    token: staffToken,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: FilterRow[] }).items;
}

beforeAll(async () => {
  // Visitors are told apart by address: the tests choose theirs with X-Forwarded-For.
  server = await startTestServer({ trustProxy: 'loopback' });
  staffToken = await server.login('staff');
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/search/statistics', () => {
  it('When a guest sends searches, then each normalised query is counted with the latest found and time', async () => {
    const query = unique('Gerät');
    const folded = query.replace('Gerät', 'geraet');
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const later = new Date(Date.now() - 1_000).toISOString();
    const response = await send([
      event(`  ${query.toUpperCase().replace('GERÄT', 'GERÄT')} `, 4, { at: earlier }),
      event(folded, 0, { at: later }),
      event(query, 7, { at: earlier }),
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 3, duplicates: 0, stale: 0, limited: 0 });

    const row = await queryRow(folded);
    expect(row).toMatchObject({ query: folded, count: 3, zero_count: 1, found: 0 });
    expect(row?.last_searched_at).toBe(later);
  });

  it('When people type a query in different forms, then the statistics show the form typed most often, not the folded key', async () => {
    const typed = unique('Altmühl');
    const folded = typed.replace('Altmühl', 'altmuehl').toLowerCase();
    // Two batches, so the forms are merged into the stored document as well as within a batch.
    expect((await send([event(typed, 2), event(`  ${typed}  `, 2), event(folded, 2)])).status).toBe(200);
    expect((await send([event(typed.toUpperCase(), 2)])).status).toBe(200);
    const row = await queryRow(folded);
    expect(row).toMatchObject({ query: folded, display: typed, count: 4 });
    // Many spellings of one query keep a bounded number of forms; the most typed still shows.
    const spellings = Array.from({ length: 12 }, (_, index) => event(`${typed}${'!'.repeat(index + 1)}`, 1));
    expect((await send(spellings)).status).toBe(200);
    expect((await queryRow(folded))?.display).toBe(typed);
  });

  it('When searches use filters, then each filter value is counted, named from the master data', async () => {
    const masterdata = await server.store.allDocs<{ _id: string; type: string; name: { en: string } }>(
      'masterdata_master',
      { limit: 400 },
    );
    const parameter = masterdata.find((doc) => doc.type === 'parameter')!;
    const volume = String(100 + Math.floor(Math.random() * 1_000_000));
    const response = await send([
      event(unique('crp'), 3, {
        filters: [
          { facet: 'parameter', value: parameter._id },
          { facet: 'max_sample_volume', value: volume },
          { facet: 'parameter', value: parameter._id },
        ],
      }),
      // A search by filters alone counts the filters and no query.
      event('', 12, { filters: [{ facet: 'max_sample_volume', value: volume }] }),
    ]);
    expect(response.status).toBe(200);

    const volumes = (await filterRows('max_sample_volume')).filter((row) => row.value === volume);
    expect(volumes).toEqual([expect.objectContaining({ count: 2 })]);
    const parameters = (await filterRows('parameter')).filter((row) => row.value === parameter._id);
    expect(parameters).toEqual([expect.objectContaining({ count: 1, label: parameter.name })]);
    expect(await queryRow('')).toBeUndefined();
  });

  it('When the same event arrives again, then it is counted once', async () => {
    const query = unique('hba1c');
    const first = event(query, 2);
    const second = event(query, 2);
    expect(await (await send([first])).json()).toEqual({ accepted: 1, duplicates: 0, stale: 0, limited: 0 });
    // The device did not hear the answer and sends the event again, with a new one.
    expect(await (await send([first, second])).json()).toEqual({
      accepted: 1,
      duplicates: 1,
      stale: 0,
      limited: 0,
    });
    expect(await (await send([first, first])).json()).toEqual({
      accepted: 0,
      duplicates: 1,
      stale: 0,
      limited: 0,
    });
    expect((await queryRow(query))?.count).toBe(2);
  });

  it('When two batches for the same query and filter arrive at once, then both are counted', async () => {
    const query = unique('troponin');
    const value = unique('conn');
    const batch = () =>
      Array.from({ length: 20 }, () => event(query, 1, { filters: [{ facet: 'connectivity', value }] }));
    const answers = await Promise.all([send(batch()), send(batch()), send(batch()), send(batch())]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await queryRow(query))?.count).toBe(80);
    expect((await filterRows('connectivity')).find((row) => row.value === value)?.count).toBe(80);
  });

  it('When an event is older than the retention, then it is acknowledged but not counted', async () => {
    const query = unique('stale');
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    expect(await (await send([event(query, 1, { at: old })])).json()).toEqual({
      accepted: 0,
      duplicates: 0,
      stale: 1,
      limited: 0,
    });
    expect(await queryRow(query)).toBeUndefined();
  });

  describe.each(['en', 'de'] as const)('bad input, in %s', (locale) => {
    it('When a field is wrong, then nothing of the batch is stored and each field is named', async () => {
      const query = unique('valid');
      const response = await send(
        [
          event(query, 1),
          { id: randomUUID(), query: 'x', found: -1, at: new Date().toISOString() },
          { id: randomUUID(), query: 'x', found: 1, at: 'yesterday' },
          { id: randomUUID(), query: 'x', at: new Date().toISOString() },
        ],
        locale,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        statusCode: number;
        message: string;
        errors: Array<{ field: string; key: string; message: string }>;
      };
      expect(body.statusCode).toBe(400);
      expect(body.message).toBe(message('error.400', locale));
      expect(body.errors).toEqual([
        {
          field: 'events/1/found',
          key: 'validation.number_min',
          params: { min: 0 },
          message: message('validation.number_min', locale, { min: 0 }),
        },
        { field: 'events/2/at', key: 'validation.date', message: message('validation.date', locale) },
        {
          field: 'events/3/found',
          key: 'validation.required',
          message: message('validation.required', locale),
        },
      ]);
      expect(await queryRow(query)).toBeUndefined();
    });

    it('When a batch holds more than 100 events, then it is refused as too large', async () => {
      const query = unique('many');
      const response = await send(
        Array.from({ length: 101 }, () => event(query, 1)),
        locale,
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        statusCode: 413,
        key: 'error.413',
        message: message('error.413', locale),
      });
      expect(await queryRow(query)).toBeUndefined();
    });

    it('When a batch is larger than 16 KiB, then it is refused as too large', async () => {
      const query = unique('big');
      const filters = Array.from({ length: 30 }, (_, index) => ({
        facet: 'parameter',
        value: `${'v'.repeat(90)}${index}`,
      }));
      const events = Array.from({ length: 8 }, () => event(query, 1, { filters }));
      expect(JSON.stringify({ events }).length).toBeGreaterThan(16 * 1024);
      const response = await send(events, locale);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toBe(message('error.413', locale));
      expect(await queryRow(query)).toBeUndefined();
    });

    it('When the body is not a batch, then it is a bad request', async () => {
      const response = await server.api('/api/search/statistics', {
        method: 'POST',
        headers: { 'accept-language': locale, 'content-type': 'application/json' },
        body: '{"events": 3}',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message('error.400', locale));
    });
  });

  it('When the batch is sent as text/plain or a form (what any website can make a browser send), then 415 in the request language and nothing is stored', async () => {
    const query = unique('cross-site');
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]) {
      const response = await server.api('/api/search/statistics', {
        method: 'POST',
        headers: { 'content-type': type, 'accept-language': 'de' },
        body: JSON.stringify({ events: [event(query, 5)] }),
      });
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { message: string }).message).toBe(message('error.415.json', 'de'));
    }
    expect(await queryRow(query)).toBeUndefined();
  });

  it('When the JSON repeats a key, then 400 as at every other endpoint, and nothing is stored', async () => {
    const query = unique('duplicate key');
    const response = await server.api('/api/search/statistics', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"events": [], "events": [${JSON.stringify(event(query, 5))}]}`,
    });
    expect(response.status).toBe(400);
    expect(await queryRow(query)).toBeUndefined();
  });
});

describe('per address, on every server process', () => {
  /** Search events counted from one address per window on this pair of processes. */
  const LIMIT = 30;
  let pair: { first: TestServer; second: Awaited<ReturnType<typeof startSecondServer>> };
  beforeAll(async () => {
    const first = await startTestServer({
      trustProxy: 'loopback',
      demoProducts: 0,
      searchEventsPerIp: LIMIT,
    });
    pair = {
      first,
      second: await startSecondServer(first, { trustProxy: 'loopback', searchEventsPerIp: LIMIT }),
    };
  });
  afterAll(async () => {
    await pair?.second.close();
    await pair?.first.close();
  });

  async function signIn(url: string): Promise<string> {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.premium, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  }

  it('When one address sends a parallel burst to both processes, also from two sessions of an account, then only the limit is counted and the rest is acknowledged', async () => {
    const query = unique('burst');
    const sessions = [await signIn(pair.first.url), await signIn(pair.second.url), undefined];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? pair.first : pair.second).url}/api/search/statistics`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': '10.90.0.1',
            ...(sessions[i % 3] ? { authorization: `Bearer ${sessions[i % 3]}` } : {}),
          },
          body: JSON.stringify({ events: Array.from({ length: 10 }, () => event(query, 1)) }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const results = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      accepted: number;
      limited: number;
    }>;
    expect(results.reduce((sum, result) => sum + result.accepted, 0)).toBe(LIMIT);
    expect(results.reduce((sum, result) => sum + result.limited, 0)).toBe(80 - LIMIT);
    const rows = await pair.first.api(`/api/search/statistics/queries?q=${encodeURIComponent(query)}`, {
      token: await pair.first.login('staff'),
    });
    const row = ((await rows.json()) as { items: QueryRow[] }).items.find((item) => item.query === query);
    expect(row?.count).toBe(LIMIT);
    // Another address still counts.
    const other = await fetch(`${pair.second.url}/api/search/statistics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.90.0.2' },
      body: JSON.stringify({ events: [event(query, 1)] }),
    });
    expect(((await other.json()) as { accepted: number }).accepted).toBe(1);
  });

  it('When one address sends more batches a minute than allowed, split over both processes, then the rest are 429 with Retry-After', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        fetch(`${(i % 2 === 0 ? pair.first : pair.second).url}/api/search/statistics`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.90.0.3' },
          body: JSON.stringify({ events: [] }),
        }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          drained: await response.arrayBuffer(),
        })),
      ),
    );
    expect(statuses.filter(({ status }) => status === 429)).toHaveLength(10);
    expect(statuses.find(({ status }) => status === 429)?.retryAfter).toBe('60');
  });
});

describe('GET /api/search/popular', () => {
  it('On a fresh install, then the demo data has seeded popular searches, marked as demo, each finding products', async () => {
    const { queries } = (await (await server.api('/api/search/popular?limit=20')).json()) as {
      queries: Array<{ query: string; display: string; count: number; demo?: boolean }>;
    };
    const demo = queries.filter((row) => row.demo === true);
    expect(demo.length).toBeGreaterThanOrEqual(3);
    for (const row of demo) expect((await queryRow(row.query))?.found).toBeGreaterThan(0);
    // A real search of one keeps it marked: its count still holds the seeded ones.
    const first = demo[0]!;
    await send([event(first.display, 5)], 'en', undefined, '10.83.0.1');
    const again = (await (await server.api('/api/search/popular?limit=20')).json()) as {
      queries: Array<{ query: string; count: number; demo?: boolean }>;
    };
    expect(again.queries.find((row) => row.query === first.query)).toEqual(
      expect.objectContaining({ count: first.count + 1, demo: true }),
    );
  });

  it('lists frequent queries that found something, most searched first, with cache headers and an ETag', async () => {
    const top = unique('popular top');
    const second = unique('popular second');
    const empty = unique('popular nothing');
    const rare = unique('popular rare');
    await sendFromThree(Array.from({ length: 39 }, () => event(top, 3)));
    await sendFromThree(Array.from({ length: 30 }, () => event(second, 1)));
    await sendFromThree(Array.from({ length: 30 }, () => event(empty, 0)));
    await send([event(rare, 2), event(rare, 2)]);

    const response = await server.api('/api/search/popular?limit=20');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const { queries } = (await response.json()) as { queries: Array<{ query: string; count: number }> };
    const names = queries.map((row) => row.query);
    expect(names.indexOf(top)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(top)).toBeLessThan(names.indexOf(second));
    expect(names).not.toContain(empty);
    // Searched twice: too rare to be shown to everyone.
    expect(names).not.toContain(rare);
    expect(queries.find((row) => row.query === top)?.count).toBe(39);

    const again = await server.api('/api/search/popular?limit=20', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    // When the figures change, the ETag does too.
    await send(Array.from({ length: 50 }, () => event(second, 1)));
    const changed = await server.api('/api/search/popular?limit=20', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    const reordered = ((await changed.json()) as { queries: Array<{ query: string }> }).queries.map(
      (row) => row.query,
    );
    expect(reordered.indexOf(second)).toBeLessThan(reordered.indexOf(top));
  });

  it('When one visitor searches a query many times (or forges a batch of 100), then it is not published; three visitors publish it', async () => {
    const forged = unique('forged popular');
    for (let i = 0; i < 3; i++)
      expect(
        (
          await send(
            Array.from({ length: 100 }, () => event(forged, 7)),
            'en',
            undefined,
            '10.81.0.1',
          )
        ).status,
      ).toBe(200);
    expect((await queryRow(forged))?.count).toBe(300);
    const names = async () =>
      (
        (await (await server.api('/api/search/popular?limit=20')).json()) as {
          queries: Array<{ query: string }>;
        }
      ).queries.map((row) => row.query);
    expect(await names()).not.toContain(forged);
    // Rotating X-Forwarded-For through a proxy that is not trusted would not help either (see
    // limits-concurrency.test.ts); here two more real addresses search it.
    await send([event(forged, 7)], 'en', undefined, '10.81.0.2');
    expect(await names()).not.toContain(forged);
    await send([event(forged, 7)], 'en', undefined, '10.81.0.3');
    expect(await names()).toContain(forged);
    // The store keeps keyed hashes, never the addresses.
    const stored = await server.store.allDocs<{ _id: string; query?: string; visitors?: string[] }>(
      'search_queries',
    );
    const doc = stored.find((entry) => entry.query === forged)!;
    expect(doc.visitors).toHaveLength(3);
    expect(JSON.stringify(doc)).not.toContain('10.81.0');
  });

  it('When several devices behind one address search a query, then each counts as a visitor; one device repeating it counts once; neither id nor address is stored', async () => {
    const shared = unique('behind one address');
    const address = '10.82.0.1';
    const fromDevice = (device: string, events: unknown[]) =>
      server.api('/api/search/statistics', {
        method: 'POST',
        json: { device, events },
        headers: { 'x-forwarded-for': address },
      });
    const names = async () =>
      (
        (await (await server.api('/api/search/popular?limit=20')).json()) as {
          queries: Array<{ query: string }>;
        }
      ).queries.map((row) => row.query);
    const devices = [randomUUID(), randomUUID(), randomUUID()];
    // One device, many times and batches: one visitor.
    for (let i = 0; i < 3; i++) expect((await fromDevice(devices[0]!, [event(shared, 4)])).status).toBe(200);
    expect((await fromDevice(devices[1]!, [event(shared, 4)])).status).toBe(200);
    expect(await names()).not.toContain(shared);
    // A third device at the same address: three visitors publish it.
    expect((await fromDevice(devices[2]!, [event(shared, 4)])).status).toBe(200);
    expect(await names()).toContain(shared);
    const stored = await server.store.allDocs<{ _id: string; query?: string; visitors?: string[] }>(
      'search_queries',
    );
    const doc = stored.find((entry) => entry.query === shared)!;
    expect(doc.visitors).toHaveLength(3);
    for (const secret of [...devices, address]) expect(JSON.stringify(doc)).not.toContain(secret);
  });

  it('When a batch names a malformed device id, then 400 and nothing is stored', async () => {
    const query = unique('bad device');
    const answer = await server.api('/api/search/statistics', {
      method: 'POST',
      json: { device: 'x', events: [event(query, 1)] },
    });
    expect(answer.status).toBe(400);
    expect(await queryRow(query)).toBeUndefined();
  });

  it('refuses a limit out of range', async () => {
    expect((await server.api('/api/search/popular?limit=0')).status).toBe(400);
    expect((await server.api('/api/search/popular?limit=1000')).status).toBe(400);
  });
});

describe('workspace statistics', () => {
  it('When the caller lacks products-read, then the figures are refused (401 signed out, 403 otherwise)', async () => {
    const premium = await server.login('premium');
    for (const path of ['queries', 'filters', 'report']) {
      expect((await server.api(`/api/search/statistics/${path}`)).status).toBe(401);
      const refused = await server.api(`/api/search/statistics/${path}`, {
        token: premium,
        headers: { 'accept-language': 'de' },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        statusCode: 403,
        key: 'error.403',
        message: message('error.403', 'de'),
      });
      const allowed = await server.api(`/api/search/statistics/${path}`, { token: staffToken });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('pages and sorts the queries, and filters those that found nothing', async () => {
    const stem = unique('paging');
    const queries = ['a', 'b', 'c', 'd'].map((letter) => `${stem} ${letter}`);
    await send(
      queries.flatMap((query, index) => Array.from({ length: index + 1 }, () => event(query, index % 2))),
    );
    const get = async (params: string) =>
      (await (
        await server.api(`/api/search/statistics/queries?q=${encodeURIComponent(stem)}&${params}`, {
          token: staffToken,
        })
      ).json()) as { total: number; offset: number; items: QueryRow[] };

    const byCount = await get('sort=count&dir=desc&limit=2');
    expect(byCount.total).toBe(4);
    expect(byCount.items.map((row) => row.count)).toEqual([4, 3]);
    const next = await get('sort=count&dir=desc&limit=2&offset=2');
    expect(next.items.map((row) => row.count)).toEqual([2, 1]);
    const byName = await get('sort=query&dir=asc');
    expect(byName.items.map((row) => row.query)).toEqual(queries);
    const none = await get('found=none&sort=query&dir=asc');
    expect(none.items.map((row) => row.query)).toEqual([queries[0], queries[2]]);
    expect(
      (await server.api('/api/search/statistics/queries?sort=nonsense', { token: staffToken })).status,
    ).toBe(400);
  });

  it('reports the catalogue gaps: queries whose latest search found nothing, most often first', async () => {
    const gap = unique('gap');
    const before = (await (
      await server.api('/api/search/statistics/report?limit=500', { token: staffToken })
    ).json()) as { totals: { searches: number; zero_searches: number }; gaps: QueryRow[] };
    await send(Array.from({ length: 60 }, () => event(gap, 0)));
    const after = (await (
      await server.api('/api/search/statistics/report?limit=500', { token: staffToken })
    ).json()) as typeof before;
    expect(after.totals.searches - before.totals.searches).toBe(60);
    expect(after.totals.zero_searches - before.totals.zero_searches).toBe(60);
    expect(after.gaps[0]).toMatchObject({ query: gap, zero_count: 60, found: 0 });
  });
});
