import { describe, expect, it } from 'vitest';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { createSearchClient, isSupersededSearch, type SearchWorkerPort } from './search-client.ts';
import { CATALOGUE } from '../../../schemas/src/search/test-catalogue.ts';
import { createSearchHandler, type Schedule } from './worker-handler.ts';

/**
 * The worker's handler run in-process, with messages delivered asynchronously like a real
 * worker's. `hold` keeps searches waiting until `release`, to overtake them on purpose.
 */
function fakeWorker() {
  const received: SearchRequest[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const schedule: Schedule = (task) => {
    if (holding) held.push(task);
    else setTimeout(task, 0);
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
  const handle = createSearchHandler((response: SearchResponse) => {
    queueMicrotask(() =>
      port.onmessage?.({ data: structuredClone(response) } as MessageEvent<SearchResponse>),
    );
  }, schedule);
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
  it('replaces the index in parts and then searches it', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port, chunkSize: 3 });
    await client.replace(CATALOGUE);
    const parts = worker.received.filter((m) => m.type === 'replace');
    expect(parts.map((m) => m.records.length)).toEqual([3, 3, 1]);
    expect(parts.map((m) => m.last)).toEqual([false, false, true]);
    const answer = await client.search('troponin', { limit: 1 });
    expect(answer).toMatchObject({ ids: ['p-troponin-name'], total: 2 });
    expect(answer.tookMs).toBeGreaterThanOrEqual(0);
  });

  it('applies upserts and removals in order, before later searches', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port, chunkSize: 2 });
    void client.replace(CATALOGUE);
    void client.upsert([{ ...(CATALOGUE[0] as (typeof CATALOGUE)[number]), name: 'Polarstern Gasmesser' }]);
    void client.remove(['p-hba1c']);
    const [polar, glycolux, blutgas] = [
      await client.search('polarstern'),
      await client.search('glycolux'),
      await client.search('blutgas'),
    ];
    expect(polar.ids).toEqual(['p-bga']);
    expect(glycolux.total).toBe(0);
    expect(blutgas.total).toBe(0);
    expect(worker.received.map((m) => m.type)).toEqual([
      'replace',
      'replace',
      'replace',
      'replace',
      'upsert',
      'remove',
      'search',
      'search',
      'search',
    ]);
  });

  it('drops stale queries: only the latest answer arrives, earlier ones are superseded', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    await client.replace(CATALOGUE);
    worker.hold();
    const typed = ['t', 'tr', 'tro', 'trop'].map((query) => client.search(query));
    const settled = await Promise.allSettled(typed.slice(0, 3));
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      expect(isSupersededSearch((outcome as PromiseRejectedResult).reason)).toBe(true);
    }
    worker.release();
    await expect(typed[3]).resolves.toMatchObject({ total: 2 });
  });

  it('the worker computes only the newest of the searches waiting for it', () => {
    const answered: SearchResponse[] = [];
    const tasks: (() => void)[] = [];
    const handle = createSearchHandler(
      (response) => answered.push(response),
      (task) => tasks.push(task),
    );
    handle({ type: 'replace', seq: 1, records: [...CATALOGUE], last: true });
    handle({ type: 'search', seq: 2, query: 'c', limit: 5 });
    handle({ type: 'search', seq: 3, query: 'cr', limit: 5 });
    handle({ type: 'search', seq: 4, query: 'crp', limit: 5 });
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(answered.map((r) => [r.type, r.seq])).toEqual([
      ['applied', 1],
      ['result', 4],
    ]);
    expect(answered[1]).toMatchObject({ total: 2 });
  });

  it('rejects pending and later calls once terminated', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    worker.hold();
    const pending = client.search('crp');
    client.terminate();
    await expect(pending).rejects.toThrow('terminated');
    await expect(client.upsert(CATALOGUE)).rejects.toThrow('terminated');
  });

  it('rejects everything when the worker fails to start', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    worker.hold();
    const pending = client.search('crp');
    worker.port.onerror?.({ message: 'SyntaxError in worker' } as ErrorEvent);
    await expect(pending).rejects.toThrow('SyntaxError in worker');
    await expect(client.search('crp')).rejects.toThrow('SyntaxError in worker');
  });

  it('passes a worker error back to the call that caused it', async () => {
    const worker = fakeWorker();
    const client = createSearchClient({ worker: worker.port });
    // A record without a name breaks the index: the upsert fails, the client keeps working.
    await expect(client.upsert([{ id: 'broken' } as unknown as (typeof CATALOGUE)[number]])).rejects.toThrow(
      /Search worker/,
    );
    await client.replace(CATALOGUE);
    await expect(client.search('bga')).resolves.toMatchObject({ ids: ['p-bga'] });
  });
});
