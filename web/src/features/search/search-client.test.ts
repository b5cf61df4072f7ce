import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './facets/filter-state.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { createSearchClient, isSupersededSearch, type SearchWorkerPort } from './search-client.ts';
import { demoCards } from './test-cards.ts';
import { createSearchHandler, type HandlerTimers } from './worker-handler.ts';

const { cards, masterdata } = demoCards(40);
const ask = (query: string, limit = 20) => ({ query, filter: EMPTY_FILTER, limit });

/**
 * The worker's handler run in-process, with messages delivered asynchronously like a real
 * worker's. `hold` keeps queries waiting until `release`, to overtake them on purpose.
 */
function fakeWorker() {
  const received: SearchRequest[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const timers: HandlerTimers = {
    turn: (task) => {
      if (holding) held.push(task);
      else setTimeout(task, 0);
    },
    later: (task, ms) => {
      const timer = setTimeout(task, ms);
      return () => clearTimeout(timer);
    },
  };
  const port: SearchWorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      received.push(structuredClone(message));
      queueMicrotask(() => handle(structuredClone(message)));
    },
    terminate() {
      port.onmessage = null;
    },
  };
  const handle = createSearchHandler(
    (response: SearchResponse) => {
      queueMicrotask(() =>
        port.onmessage?.({ data: structuredClone(response) } as MessageEvent<SearchResponse>),
      );
    },
    { timers },
  );
  return {
    port,
    received,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const task of held.splice(0)) task();
    },
  };
}

describe('search client', () => {
  it('replaces the cards in parts and answers a page of cards, the total and the counts', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port, chunkSize: 15 });
    await client.setMasterdata(masterdata);
    await client.replace(cards);
    const parts = worker.received.filter((m) => m.type === 'replace');
    expect(parts.map((m) => m.cards.length)).toEqual([15, 15, 10]);
    expect(parts.map((m) => m.last)).toEqual([false, false, true]);
    const name = cards[3]!.name;
    const answer = await client.query(ask(name, 1));
    expect(answer.cards.map((card) => card.id)).toEqual([cards[3]!.id]);
    expect(answer.total).toBeGreaterThanOrEqual(1);
    expect(answer.query).toBe(name);
    expect(answer.counts.parameter.length).toBeGreaterThan(0);
    expect(answer.tookMs).toBeGreaterThanOrEqual(0);
  });

  it('applies upserts and removals in order, before later queries', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port, chunkSize: 20 });
    void client.replace(cards);
    void client.upsert([{ ...cards[0]!, name: 'Polarstern Gasmesser' }]);
    void client.remove([cards[1]!.id]);
    const polar = await client.query(ask('polarstern'));
    const removed = await client.query(ask(cards[1]!.name));
    expect(polar.cards.map((card) => card.id)).toEqual([cards[0]!.id]);
    expect(removed.cards.map((card) => card.id)).not.toContain(cards[1]!.id);
    expect(worker.received.map((m) => m.type)).toEqual([
      'replace',
      'replace',
      'upsert',
      'remove',
      'query',
      'query',
    ]);
  });

  it('drops stale queries: only the latest answer arrives, earlier ones are superseded', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    await client.replace(cards);
    worker.hold();
    const typed = ['n', 'no', 'nor', 'nord'].map((query) => client.query(ask(query)));
    const settled = await Promise.allSettled(typed.slice(0, 3));
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      expect(isSupersededSearch((outcome as PromiseRejectedResult).reason)).toBe(true);
    }
    worker.release();
    await expect(typed[3]).resolves.toMatchObject({ query: 'nord' });
  });

  it('the worker computes only the newest of the queries waiting for it', () => {
    const answered: SearchResponse[] = [];
    const tasks: (() => void)[] = [];
    const handle = createSearchHandler((response) => answered.push(response), {
      timers: { turn: (task) => tasks.push(task), later: () => () => {} },
    });
    handle({ type: 'replace', seq: 1, cards, last: true });
    // The replacement's slices and its `changed` notice, each a turn.
    while (tasks.length > 0) tasks.shift()!();
    handle({ type: 'query', seq: 2, ...ask('c', 5) });
    handle({ type: 'query', seq: 3, ...ask('cr', 5) });
    handle({ type: 'query', seq: 4, ...ask('crp', 5) });
    // One turn for the answer.
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(answered.filter((r) => r.type !== 'changed').map((r) => [r.type, r.seq])).toEqual([
      ['applied', 1],
      ['answer', 4],
    ]);
    expect(answered.find((r) => r.type === 'answer')).toMatchObject({ query: 'crp' });
  });

  it('rejects pending and later calls once terminated', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    worker.hold();
    const pending = client.query(ask('crp'));
    client.terminate();
    await expect(pending).rejects.toThrow('terminated');
    await expect(client.upsert(cards)).rejects.toThrow('terminated');
  });

  it('rejects everything when the worker fails to start', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    worker.hold();
    const pending = client.query(ask('crp'));
    worker.port.onerror?.({ message: 'SyntaxError in worker' } as ErrorEvent);
    await expect(pending).rejects.toThrow('SyntaxError in worker');
    await expect(client.query(ask('crp'))).rejects.toThrow('SyntaxError in worker');
  });

  it('passes a worker error back to the call that caused it', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    // A card without tests' lists breaks the indexes: the upsert fails, the client keeps working.
    await expect(client.upsert([{ id: 'broken' } as unknown as (typeof cards)[number]])).rejects.toThrow(
      /Search worker/,
    );
    await client.replace(cards);
    await expect(client.query(ask(cards[2]!.name, 1))).resolves.toMatchObject({ total: expect.any(Number) });
  });
});
