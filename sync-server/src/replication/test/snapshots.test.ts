// Snapshots for the first sync, against the real server and the real embedded store:
// snapshot + `_changes` since its seq is the database (ids and revisions), also with writes while
// it is made; one new snapshot per burst of changes, with a new ETag; brotli and gzip as asked;
// the pull rule of `_changes` for access, rights ending after the token was issued included; bad
// requests get a clear error and change nothing.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { makeSnapshot } from '../snapshots/make-snapshot.ts';
import { MAX_UNPACKING, RETRY_AFTER_S } from '../snapshots/serve-snapshot.ts';
import { startSnapshotKeeper } from '../snapshots/snapshot-keeper.ts';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import { startSecondServer, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { newPremiumUser } from '../../../test/support/held-feeds.ts';
import {
  decode,
  getSnapshot,
  rawRequest,
  snapshotThenCatchUp,
  type SnapshotBody,
} from '../../../test/support/snapshot-client.ts';

let server: TestServer;
let premium: string;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 60 });
  premium = await server.login('premium');
  await server.snapshots.caughtUp('catalogue');
});
afterAll(async () => {
  await server?.close();
});

/** The database in the store: id → winning rev, design documents left out. */
async function storeRevs(db: string): Promise<Map<string, string>> {
  const body = await server.store.json<{ rows: Array<{ id: string; value: { rev: string } }> }>(
    `${db}/_all_docs`,
  );
  return new Map(
    body.rows.filter((row) => !row.id.startsWith('_design/')).map((row) => [row.id, row.value.rev]),
  );
}

function topic(id: string, n: number): CouchDoc {
  const at = new Date().toISOString();
  return {
    _id: id,
    name: { de: `Thema ${n}`, en: `Topic ${n}` },
    created_at: at,
    updated_at: at,
    updated_by: 'test',
  };
}

describe('snapshot + _changes since its seq equals the database', () => {
  it('When documents are created, changed and deleted while the snapshot is made and after it, then snapshot + catch-up has exactly the ids and revisions of _all_docs', async () => {
    const db = 'forum_topics';
    // Three `_changes` pages, so writes land between the pages of one make.
    const seeded = await server.store.bulkDocs(
      db,
      Array.from({ length: 2400 }, (_, n) => topic(`snap-topic-${String(n).padStart(4, '0')}`, n)),
    );
    const revs = new Map(seeded.map((result) => [result.id, result.rev!]));
    const ids = [...revs.keys()];
    let writes = 0;
    let done = false;
    const write = async (n: number): Promise<void> => {
      const kind = n % 3;
      // Early ids sit in the first page of the make, late ones in the last.
      const id = n % 2 === 0 ? ids[n % 200]! : ids[ids.length - 1 - (n % 200)]!;
      if (kind === 0 || !revs.has(id)) {
        const [created] = await server.store.bulkDocs(db, [topic(`snap-new-${n}`, n)]);
        revs.set(created!.id, created!.rev!);
      } else if (kind === 1) {
        const [changed] = await server.store.bulkDocs(db, [{ ...topic(id, n), _rev: revs.get(id) }]);
        if (changed?.rev) revs.set(id, changed.rev);
      } else {
        const [deleted] = await server.store.bulkDocs(db, [{ _id: id, _rev: revs.get(id), _deleted: true }]);
        if (deleted?.ok) revs.delete(id);
      }
      writes += 1;
    };
    const making = makeSnapshot(server.store, db, new AbortController().signal).finally(() => {
      done = true;
    });
    let n = 0;
    while (!done) await write(n++);
    const writesWhileMaking = writes;
    const snapshot = await making;
    for (let after = 0; after < 30; after += 1) await write(n++);

    expect(writesWhileMaking).toBeGreaterThan(0);
    const body = JSON.parse(zlib.brotliDecompressSync(snapshot.br).toString('utf8')) as SnapshotBody;
    expect(body.count).toBe(body.docs.length);
    const device = await snapshotThenCatchUp(server.url, db, premium, body);
    const truth = await storeRevs(db);
    expect(device.size).toBe(truth.size);
    expect(Object.fromEntries(device)).toEqual(Object.fromEntries(truth));
    // The catch-up had work to do: the snapshot alone is not the database.
    expect(Object.fromEntries(body.docs.map((doc) => [doc._id, doc._rev]))).not.toEqual(
      Object.fromEntries(truth),
    );
  });

  it('When the catalogue changed through its master after the snapshot, then the served snapshot + catch-up equals the projection', async () => {
    const before = decode(await getSnapshot(server.url, 'catalogue', premium));
    const [product] = await server.store.allDocs<{ _id: string; name: string }>('catalogue_master', {
      startkey: '`',
      limit: 1,
    });
    await server.store.put('catalogue_master', { ...product!, name: `${product!.name} (geändert)` });
    await server.projector.idle();
    const device = await snapshotThenCatchUp(server.url, 'catalogue', premium, before);
    expect(Object.fromEntries(device)).toEqual(Object.fromEntries(await storeRevs('catalogue')));
    expect(before.docs.every((doc) => !doc._id.startsWith('_design/') && doc._rev)).toBe(true);
  });
});

describe('through COUCHDB_URL', () => {
  // The CouchDB path of the store client (a second process on the same store, as behind a load
  // balancer): its own snapshots have the same seq and the same ETag, so a device may switch.
  it('When a second server process shares the store, then it serves the same snapshot with the same ETag', async () => {
    const second = await startSecondServer(server);
    try {
      for (const db of ['catalogue', 'masterdata'] as const) {
        const [one, two] = await Promise.all([server.snapshots.caughtUp(db), second.snapshots.caughtUp(db)]);
        expect(two.seq).toEqual(one.seq);
        expect(two.tag).toBe(one.tag);
        const answer = await getSnapshot(second.url, db, premium, { 'if-none-match': `"${one.tag}-br"` });
        expect(answer.status).toBe(304);
      }
    } finally {
      await second.close();
    }
  });
});

describe('rebuilds', () => {
  it('When 1,000 edits arrive in a burst, then one new snapshot is made, its ETag changes, the old ETag gets 200 with the new body and the new one 304', async () => {
    const db = 'catalogue_master';
    const staff = await server.login('staff');
    // Counted on a keeper of its own with a 5 s quiet window, so that a slow write on a busy
    // machine does not split the burst; the server's own keeper (1 s) serves the requests.
    const counted = startSnapshotKeeper(server.store, server.notifier, [db], {
      quietMs: 5000,
      maxWaitMs: 120_000,
      log: () => undefined,
    });
    onTestFinished(() => counted.stop());
    await counted.caughtUp(db);
    await server.snapshots.caughtUp(db);
    const made = counted.made(db);
    const old = await getSnapshot(server.url, db, staff);
    expect(old.status).toBe(200);
    const oldTag = old.headers.etag!;

    const products = await server.store.allDocs<{ _id: string; _rev: string; name: string }>(db, {
      startkey: '`',
    });
    expect(products.length).toBeGreaterThanOrEqual(50);
    let docs = products.slice(0, 50);
    for (let round = 0; round < 20; round += 1) {
      const results = await server.store.bulkDocs(
        db,
        docs.map((doc) => ({ ...doc, name: `${doc.name.split(' #')[0]} #${round}` })),
      );
      docs = docs.map((doc, i) => ({ ...doc, _rev: results[i]!.rev! }));
    }
    await counted.caughtUp(db, 120_000);
    expect(counted.made(db)).toBe(made + 1);
    const current = await server.snapshots.caughtUp(db);
    expect(current.seq).toEqual(counted.current(db)!.seq);

    const fresh = await getSnapshot(server.url, db, staff, { 'if-none-match': oldTag });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(oldTag);
    const body = decode(fresh);
    expect(String(body.seq)).toBe(String(current.seq));
    expect(body.docs.find((doc) => doc._id === docs[0]!._id)?._rev).toBe(docs[0]!._rev);

    const again = await getSnapshot(server.url, db, staff, { 'if-none-match': fresh.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(fresh.headers.etag);
  });
});

describe('encodings', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding "%s" is answered with %s', async (accept, encoding) => {
    const answer = await getSnapshot(server.url, 'catalogue', premium, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gzip)?"$/);
    const body = decode(answer);
    expect(Object.keys(body)).toEqual(['db', 'seq', 'count', 'docs']);
    expect(body.db).toBe('catalogue');
    expect(body.count).toBe(body.docs.length);
    expect(body.count).toBeGreaterThanOrEqual(50);
    for (const doc of body.docs) {
      expect(doc._id.startsWith('_design/')).toBe(false);
      expect(doc._rev).toMatch(/^\d+-/);
      expect(doc._deleted).toBeUndefined();
    }
    if (encoding) expect(answer.body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 3);
  });

  it('When 50 devices ask at once, then each gets the same bytes and ETag', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => getSnapshot(server.url, 'catalogue', premium)),
    );
    const first = answers[0]!;
    expect(first.status).toBe(200);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.body.equals(first.body)).toBe(true);
    }
  });

  it('Without Accept-Encoding the body is plain JSON of the same snapshot', async () => {
    const plain = await rawRequest(`${server.url}/db/catalogue/_snapshot`, {
      authorization: `Bearer ${premium}`,
    });
    const packed = await getSnapshot(server.url, 'catalogue', premium);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(decode(plain)).toEqual(decode(packed));
  });
});

describe('access: the pull rule of _changes', () => {
  it('When premium ends after the token was issued, then the same token gets 200 before and 403 after', async () => {
    // Far enough ahead that creating and signing in the user under load ends before it.
    const endsAt = Date.now() + 5000;
    const user = await newPremiumUser(server, { premium_until: new Date(endsAt).toISOString() });
    expect((await getSnapshot(server.url, 'catalogue', user.token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 700));
    const refused = await getSnapshot(server.url, 'catalogue', user.token, { 'accept-language': 'de' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString())).toEqual({
      statusCode: 403,
      key: 'error.403',
      message: 'Sie haben keine Berechtigung, auf diese Ressource zuzugreifen.',
    });
  });

  it('When the session ends (logout), then the next snapshot request is 401', async () => {
    const user = await newPremiumUser(server);
    expect((await getSnapshot(server.url, 'masterdata', user.token)).status).toBe(200);
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.status).toBe(204);
    const refused = await getSnapshot(server.url, 'masterdata', user.token);
    expect(refused.status).toBe(401);
    expect(refused.body.toString()).not.toContain('"docs"');
  });
});

// 40 MB of JSON in one database: more than loopback buffers hold, so an answer the client does
// not read stays in flight on the server.
describe('large snapshots', () => {
  const db = 'forum_comments';
  const url = () => `${server.url}/db/${db}/_snapshot`;
  beforeAll(async () => {
    const at = new Date().toISOString();
    await server.store.bulkDocs(
      db,
      Array.from({ length: 40 }, (_, n) => ({
        _id: `big-${n}`,
        body: `Kommentar ${n} `.repeat(80_000),
        created_at: at,
      })),
    );
    await server.snapshots.caughtUp(db);
  });

  it('When the session ends while a granted download is in flight, then it completes like a _changes batch and the next request is 401', async () => {
    const user = await newPremiumUser(server);
    const headers = { authorization: `Bearer ${user.token}`, 'accept-encoding': 'identity' };
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(url(), { headers }, resolve).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.status).toBe(204);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(body.length).toBe(Number(response.headers['content-length']));
    expect((JSON.parse(body.toString('utf8')) as SnapshotBody).count).toBeGreaterThanOrEqual(40);
    expect((await rawRequest(url(), headers)).status).toBe(401);
  });

  it('When more clients than MAX_UNPACKING take plain JSON at once, then the others get 503 + Retry-After until one is done', async () => {
    const headers = { authorization: `Bearer ${premium}`, 'accept-encoding': 'identity' };
    const held = await Promise.all(
      Array.from(
        { length: MAX_UNPACKING },
        () =>
          new Promise<http.ClientRequest>((resolve, reject) => {
            const request = http.get(url(), { headers }, (response) => {
              expect(response.statusCode).toBe(200);
              // Not read: the server's writes back up and its unpacking stays in flight.
              resolve(request);
            });
            request.on('error', reject);
          }),
      ),
    );
    const refused = await rawRequest(url(), { ...headers, 'accept-language': 'de' });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    // No validator of the snapshot on a refusal (Express tags every JSON body weakly).
    expect(refused.headers.etag ?? '').toMatch(/^(W\/.*)?$/);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ statusCode: 503 });
    // Packed answers are not unpacked, so they are not held back.
    expect((await getSnapshot(server.url, db, premium)).status).toBe(200);

    for (const request of held) request.destroy();
    const deadline = Date.now() + 10_000;
    let answer = await rawRequest(url(), headers);
    while (answer.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await rawRequest(url(), headers);
    }
    expect(answer.status).toBe(200);
    expect(decode(answer).count).toBeGreaterThanOrEqual(40);
  });
});

describe('bad requests change nothing', () => {
  const cases: Array<[string, string, string, Record<string, string>, number, string]> = [
    ['a query string', 'GET', '/db/catalogue/_snapshot?since=0', {}, 400, 'Ungültige Anfrage.'],
    ['POST', 'POST', '/db/catalogue/_snapshot', {}, 403, 'Sie haben keine Berechtigung'],
    ['HEAD', 'HEAD', '/db/catalogue/_snapshot', {}, 403, ''],
    ['an unknown database', 'GET', '/db/no_such_db/_snapshot', {}, 403, 'Sie haben keine Berechtigung'],
    ['a server-wide name', 'GET', '/db/_users/_snapshot', {}, 403, 'Sie haben keine Berechtigung'],
    [
      'favourites',
      'GET',
      '/db/favourites/_snapshot',
      {},
      404,
      'Wir konnten die angegebene Ressource nicht finden',
    ],
    ['a path below it', 'GET', '/db/catalogue/_snapshot/x', {}, 403, 'Sie haben keine Berechtigung'],
  ];
  it.each(cases)('%s (%s %s)', async (_name, method, path, headers, status, text) => {
    const made = server.snapshots.made('catalogue');
    const tag = server.snapshots.current('catalogue')?.tag;
    const answer = await rawRequest(
      `${server.url}${path}`,
      { authorization: `Bearer ${premium}`, 'accept-language': 'de', 'accept-encoding': 'br', ...headers },
      method,
    );
    expect(answer.status).toBe(status);
    expect(answer.headers['content-encoding']).toBeUndefined();
    if (method !== 'HEAD') {
      const body = JSON.parse(answer.body.toString()) as { statusCode: number; message: string };
      expect(body.statusCode).toBe(status);
      expect(body.message).toContain(text);
    }
    expect(server.snapshots.made('catalogue')).toBe(made);
    expect(server.snapshots.current('catalogue')?.tag).toBe(tag);
  });

  it('A huge If-None-Match of validators that match nothing gets the whole snapshot', async () => {
    const header = Array.from({ length: 300 }, (_, i) => `"${'x'.repeat(20)}${i}"`).join(', ');
    const answer = await getSnapshot(server.url, 'catalogue', premium, { 'if-none-match': header });
    expect(answer.status).toBe(200);
    expect(decode(answer).db).toBe('catalogue');
  });

  it('An If-None-Match larger than the header limit is refused by HTTP itself, and the server keeps serving', async () => {
    const answer = await getSnapshot(server.url, 'catalogue', premium, {
      'if-none-match': `"${'y'.repeat(20_000)}"`,
    });
    expect(answer.status).toBe(431);
    expect((await getSnapshot(server.url, 'catalogue', premium)).status).toBe(200);
  });

  it('A weak or * validator of the current snapshot is a 304 (If-None-Match compares weakly)', async () => {
    const { etag } = (await getSnapshot(server.url, 'catalogue', premium)).headers;
    expect(
      (await getSnapshot(server.url, 'catalogue', premium, { 'if-none-match': `W/${etag}` })).status,
    ).toBe(304);
    expect((await getSnapshot(server.url, 'catalogue', premium, { 'if-none-match': '*' })).status).toBe(304);
  });
});
