// What the search worker does with each message, apart from the worker glue, so that tests can
// run it in-process. Mutations apply at once, in order. A search waits for one turn of the
// event loop and then answers only the newest search that arrived meanwhile: when keystrokes
// come faster than answers, the stale ones are never computed.
import { ProductIndex, type SearchRecord } from '@poct/schemas/search';
import type { SearchRequest, SearchResponse } from './protocol.ts';

export type Schedule = (task: () => void) => void;

const nextTurn: Schedule = (task) => {
  setTimeout(task, 0);
};

export function createSearchHandler(
  reply: (response: SearchResponse) => void,
  schedule: Schedule = nextTurn,
): (request: SearchRequest) => void {
  let index = new ProductIndex();
  let staged: SearchRecord[] = [];
  let pending: Extract<SearchRequest, { type: 'search' }> | null = null;

  const answerPending = (): void => {
    const request = pending;
    pending = null;
    if (!request) return;
    try {
      const started = performance.now();
      const hits = index.search(request.query, request.limit);
      reply({ type: 'result', seq: request.seq, ...hits, tookMs: performance.now() - started });
    } catch (error) {
      fail(request.seq, error);
    }
  };

  const apply = (request: Exclude<SearchRequest, { type: 'search' }>): void => {
    const started = performance.now();
    switch (request.type) {
      case 'replace':
        for (const record of request.records) staged.push(record);
        if (!request.last) return;
        index = new ProductIndex(staged);
        staged = [];
        break;
      case 'upsert':
        index.upsert(request.records);
        break;
      case 'remove':
        index.remove(request.ids);
        break;
    }
    reply({ type: 'applied', seq: request.seq, size: index.size, tookMs: performance.now() - started });
  };

  return (request) => {
    try {
      if (request.type !== 'search') {
        apply(request);
        return;
      }
      const waiting = pending !== null;
      pending = request;
      if (!waiting) schedule(answerPending);
    } catch (error) {
      fail(request.seq, error);
    }
  };

  function fail(seq: number, error: unknown): void {
    reply({ type: 'error', seq, message: error instanceof Error ? error.message : String(error) });
  }
}
