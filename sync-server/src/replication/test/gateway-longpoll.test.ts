// Longpoll `_changes` on a shared database is held by the gateway itself (gateway/held-longpoll.ts)
// and reads of shared databases are answered from kept answers while the database has not moved
// (gateway/shared-reads.ts). Against the real server and store: a held poll returns as soon as a
// write lands, honours `timeout`, leaves nothing behind when the client goes away and never
// carries another database's changes; a kept answer never hides a write made before the read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

interface Feed {
  results: Array<{ id: string }>;
  last_seq: string | number;
}

let server: TestServer;
let premium: string;

beforeAll(async () => {
  server = await startTestServer();
  premium = await server.login('premium');
});

afterAll(async () => {
  await server.close();
});

async function updateSeq(db: string): Promise<string> {
  const info = await server.store.info(db);
  return String(info!.update_seq);
}

function longpoll(db: string, query: string, signal?: AbortSignal): Promise<Response> {
  return server.api(`/db/${db}/_changes?feed=longpoll&${query}`, { token: premium, signal });
}

async function feedOf(response: Response): Promise<Feed> {
  expect(response.status).toBe(200);
  return (await response.json()) as Feed;
}

describe('a longpoll held by the gateway', () => {
  it('When a document lands in the database while the poll waits, then the poll answers with it', async () => {
    const since = await updateSeq('catalogue');
    // A deadline far beyond the test: an answer with results can only come from the write.
    const poll = longpoll('catalogue', `since=${since}&timeout=55000&include_docs=true`);
    await vi.waitFor(() => expect(server.notifier.subscribers).toBeGreaterThan(0));
    await server.store.put('catalogue', { _id: 'longpoll-wakes-1', note: 'x' });
    const feed = await feedOf(await poll);
    expect(feed.results.map((row) => row.id)).toEqual(['longpoll-wakes-1']);
    expect(String(feed.last_seq)).toBe(await updateSeq('catalogue'));
  });

  it('When nothing changes before `timeout`, then it answers no results and last_seq where the caller stands', async () => {
    const since = await updateSeq('masterdata');
    const feed = await feedOf(await longpoll('masterdata', `since=${since}&timeout=300`));
    expect(feed.results).toEqual([]);
    expect(String(feed.last_seq)).toBe(since);
  });

  it('When it asks since=now and nothing changes, then last_seq is the current sequence, not "now"', async () => {
    const feed = await feedOf(await longpoll('publications', 'since=now&timeout=200'));
    expect(feed.results).toEqual([]);
    expect(String(feed.last_seq)).toBe(await updateSeq('publications'));
  });

  it('When the caller is behind, then it answers at once with the changes it missed', async () => {
    const feed = await feedOf(await longpoll('catalogue', 'since=0&limit=3&timeout=55000'));
    expect(feed.results).toHaveLength(3);
  });

  it('When another database changes, then the poll does not answer with that change', async () => {
    const since = await updateSeq('publications');
    const poll = longpoll('publications', `since=${since}&timeout=55000`);
    await vi.waitFor(() => expect(server.notifier.subscribers).toBeGreaterThan(0));
    await server.store.put('catalogue', { _id: 'longpoll-other-db', note: 'x' });
    await server.store.put('publications', { _id: 'longpoll-own-db', note: 'x' });
    const feed = await feedOf(await poll);
    expect(feed.results.map((row) => row.id)).toEqual(['longpoll-own-db']);
  });

  it('When the client goes away, then the gateway stops waiting and keeps no listener', async () => {
    const before = server.notifier.subscribers;
    const client = new AbortController();
    const since = await updateSeq('masterdata');
    const poll = longpoll('masterdata', `since=${since}&timeout=55000`, client.signal);
    await vi.waitFor(() => expect(server.notifier.subscribers).toBe(before + 1));
    client.abort();
    await expect(poll).rejects.toThrow();
    await vi.waitFor(() => expect(server.notifier.subscribers).toBe(before));
  });

  it('When a free reader asks, then it is refused before anything is held', async () => {
    const free = await server.login('free');
    const response = await server.api('/db/catalogue/_changes?feed=longpoll&since=now&timeout=55000', {
      token: free,
    });
    expect(response.status).toBe(403);
  });
});

describe('kept answers of shared reads', () => {
  it('When the store is written between two identical reads, then the second read carries the write', async () => {
    const path = '/db/catalogue/_changes?since=0&limit=10000&style=all_docs';
    const first = await feedOf(await server.api(path, { token: premium }));
    expect(first.results.map((row) => row.id)).not.toContain('kept-answer-write');
    await server.store.put('catalogue', { _id: 'kept-answer-write', note: 'x' });
    const second = await feedOf(await server.api(path, { token: premium }));
    expect(second.results.map((row) => row.id)).toContain('kept-answer-write');
  });

  it('When many identical reads arrive together, then each gets the whole answer', async () => {
    const path = '/db/catalogue/_all_docs?limit=5';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.api(path, { token: premium }).then((r) => r.json())),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((answers[0] as { rows: unknown[] }).rows).toHaveLength(5);
  });

  it('When a read was kept for a reader, then a caller without the right is still refused', async () => {
    const path = '/db/catalogue_master/_all_docs?limit=2';
    const staff = await server.login('staff');
    expect((await server.api(path, { token: staff })).status).toBe(200);
    expect((await server.api(path, { token: premium })).status).toBe(403);
  });
});
