// Shared reads against a small HTTP stand-in for the store that counts what it is asked and can
// hold its answers, so the rules are checked exactly: identical reads share one store request,
// a kept answer is given only at the sequence it was fetched at, a sequence read that began
// before a caller arrived is never used for that caller, and a question nobody asked yet is
// fetched at once, without waiting for the sequence read.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createSharedReads, type SharedRead } from './shared-reads.ts';

interface FakeStore {
  client: StoreClient;
  /** The database's state; every write bumps it. */
  seq: number;
  asked: { info: number; changes: number };
  /** When set, info answers wait until release() (each answers the seq of its arrival). */
  holdInfo: boolean;
  release(): void;
  /** Resolves once this many info requests have arrived in all. */
  infoArrived(count: number): Promise<void>;
  close(): Promise<void>;
}

async function startFakeStore(): Promise<FakeStore> {
  const held: Array<() => void> = [];
  const arrivals: Array<{ count: number; resolve: () => void }> = [];
  const fake = {
    seq: 1,
    asked: { info: 0, changes: 0 },
    holdInfo: false,
  } as FakeStore;
  const server = http.createServer((req, res) => {
    const answer = (body: unknown): void => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.url === '/catalogue') {
      fake.asked.info++;
      for (const arrival of arrivals) if (fake.asked.info >= arrival.count) arrival.resolve();
      const seqAtArrival = fake.seq;
      if (fake.holdInfo) held.push(() => answer({ update_seq: seqAtArrival }));
      else answer({ update_seq: seqAtArrival });
      return;
    }
    fake.asked.changes++;
    answer({ results: [], last_seq: fake.seq, state: fake.seq });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.client = { url: `http://127.0.0.1:${port}/`, authorization: undefined } as StoreClient;
  fake.release = () => held.splice(0).forEach((send) => send());
  fake.infoArrived = (count) =>
    new Promise<void>((resolve) => {
      if (fake.asked.info >= count) resolve();
      else arrivals.push({ count, resolve });
    });
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const changes: SharedRead = {
  method: 'GET',
  db: 'catalogue',
  path: 'catalogue/_changes',
  query: new URLSearchParams({ since: '0', include_docs: 'true' }),
};

const stateOf = (answer: { body: Buffer }): number =>
  (JSON.parse(answer.body.toString('utf8')) as { state: number }).state;

let store: FakeStore;

beforeEach(async () => {
  store = await startFakeStore();
});

afterEach(async () => {
  await store.close();
});

describe('shared reads', () => {
  it('When identical reads arrive together, then the store is asked once and all get the answer', async () => {
    const reads = createSharedReads(store.client);
    const answers = await Promise.all(Array.from({ length: 10 }, () => reads.read(changes)));
    expect(store.asked.changes).toBe(1);
    for (const answer of answers) expect(stateOf(answer)).toBe(1);
  });

  it('When the database has not moved, then a later read is answered without a new store read', async () => {
    const reads = createSharedReads(store.client);
    await reads.read(changes);
    const again = await reads.read({
      ...changes,
      query: new URLSearchParams({ include_docs: 'true', since: '0' }),
    });
    expect(stateOf(again)).toBe(1);
    expect(store.asked.changes).toBe(1);
  });

  it('When the database moved, then the next read is fetched again and carries the new state', async () => {
    const reads = createSharedReads(store.client);
    await reads.read(changes);
    store.seq = 2;
    expect(stateOf(await reads.read(changes))).toBe(2);
    expect(store.asked.changes).toBe(2);
  });

  it('When a write lands while an earlier caller checks the sequence, then a caller arriving after it sees the write', async () => {
    const reads = createSharedReads(store.client);
    await reads.read(changes); // kept at seq 1
    store.holdInfo = true;
    const early = reads.read(changes);
    await store.infoArrived(2); // the early caller's sequence read is at the store, seeing seq 1
    store.seq = 2; // a write is acknowledged
    const late = reads.read(changes);
    store.release();
    expect(stateOf(await early)).toBe(1);
    // The late caller waited for a sequence read of its own, released in turn.
    await store.infoArrived(3);
    store.release();
    expect(stateOf(await late)).toBe(2);
  });

  it('When POST bodies differ, then they are different questions', async () => {
    const reads = createSharedReads(store.client);
    const post = (ids: string[]): SharedRead => ({
      method: 'POST',
      db: 'catalogue',
      path: 'catalogue/_bulk_get',
      query: new URLSearchParams(),
      body: Buffer.from(JSON.stringify({ docs: ids.map((id) => ({ id })) })),
    });
    await reads.read(post(['a']));
    await reads.read(post(['b']));
    await reads.read(post(['a']));
    expect(store.asked.changes).toBe(2);
  });

  const page = (since: string): SharedRead => ({
    ...changes,
    query: new URLSearchParams({ since, include_docs: 'true' }),
  });

  it('When a question is new, then it is fetched at once beside the sequence read, and kept under the sequence known before it', async () => {
    const reads = createSharedReads(store.client);
    await reads.read(page('0')); // a sequence read has ended: seq 1
    store.holdInfo = true;
    // Answered while its sequence read is still held at the store: nothing waited for it.
    expect(stateOf(await reads.read(page('50')))).toBe(1);
    expect(store.asked.changes).toBe(2);
    store.release();
    store.holdInfo = false;
    // The database has not moved: the kept answer is given again.
    expect(stateOf(await reads.read(page('50')))).toBe(1);
    expect(store.asked.changes).toBe(2);
    // It moved: the next caller's own sequence read finds another state, and a new fetch.
    store.seq = 2;
    expect(stateOf(await reads.read(page('50')))).toBe(2);
    expect(store.asked.changes).toBe(3);
  });

  it('When the first question of a database arrives, then it waits for a sequence read (none has ended to keep it under)', async () => {
    const reads = createSharedReads(store.client);
    store.holdInfo = true;
    let answered = false;
    const first = reads.read(page('0')).then((answer) => {
      answered = true;
      return answer;
    });
    await store.infoArrived(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect(store.asked.changes).toBe(0);
    store.release();
    expect(stateOf(await first)).toBe(1);
  });
});
