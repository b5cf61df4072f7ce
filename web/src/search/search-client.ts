// The page's handle on the search worker. Messages reach the worker in the order they were
// made, so a search sees every change made before it; a full replacement goes in parts, with a
// turn of the event loop between them, so copying 40,000 records to the worker never holds the
// page for long.
// Only the latest search matters: issuing a search settles the previous one at once with a
// SupersededSearchError, and the worker skips searches that a newer one overtook.
//
// The promises this client returns are marked as handled, so a caller may ignore one (an
// upsert fired from a change stream) without an unhandled rejection; awaiting it still throws.
import type { SearchHits, SearchRecord } from '@poct/schemas/search';
import type { SearchRequest, SearchResponse } from './protocol.ts';

export interface SearchAnswer extends SearchHits {
  /** Time the worker spent on the query, in milliseconds. */
  tookMs: number;
}

export interface SearchOptions {
  /** Most ids to return (the total still counts every match). Default 20. */
  limit?: number;
}

export interface SearchClient {
  /** Replaces the whole index; resolves when the worker has built it. */
  replace(records: readonly SearchRecord[]): Promise<void>;
  /** Adds records or replaces those with the same id. */
  upsert(records: readonly SearchRecord[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Products matching every word, best first; rejects with SupersededSearchError when overtaken. */
  search(query: string, options?: SearchOptions): Promise<SearchAnswer>;
  /** Stops the worker; pending calls reject. */
  terminate(): void;
}

/** What the client needs of a worker; a `Worker` is one, and tests pass a fake. */
export interface SearchWorkerPort {
  postMessage(message: SearchRequest): void;
  onmessage: ((event: MessageEvent<SearchResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface SearchClientOptions {
  /** The worker to talk to; by default a new module worker running search.worker.ts. */
  worker?: SearchWorkerPort;
  /** Records per message of a full replacement. */
  chunkSize?: number;
}

/** A search that a newer one overtook; its answer would be stale. Named like an aborted fetch. */
export class SupersededSearchError extends Error {
  constructor() {
    super('A newer search replaced this one');
    this.name = 'AbortError';
  }
}

export function isSupersededSearch(error: unknown): error is SupersededSearchError {
  return error instanceof SupersededSearchError;
}

export const DEFAULT_SEARCH_LIMIT = 20;
const DEFAULT_CHUNK_SIZE = 2000;

interface Pending<T> {
  seq: number;
  resolve: (value: T) => void;
  reject: (reason: Error) => void;
}

function createWorker(): SearchWorkerPort {
  return new Worker(new URL('./search.worker.ts', import.meta.url), {
    type: 'module',
    name: 'product-search',
  }) as SearchWorkerPort;
}

/** Lets the page run between two parts; a message, not a timer, which hidden tabs throttle. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export function createSearchClient(options: SearchClientOptions = {}): SearchClient {
  const worker = options.worker ?? createWorker();
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const mutations = new Map<number, Pending<void>>();
  let latestSearch: Pending<SearchAnswer> | null = null;
  let seq = 0;
  let broken: Error | null = null;
  /**
   * Messages waiting to be posted, in order: a chunked replacement is never interleaved, and a
   * search sees every mutation made before it. When nothing waits, a message is posted at once.
   */
  const outbox: (() => Promise<void> | void)[] = [];
  let draining = false;

  const drain = async (): Promise<void> => {
    draining = true;
    try {
      for (let task = outbox.shift(); task; task = outbox.shift()) {
        const sending = broken ? undefined : task();
        if (sending) await sending;
      }
    } finally {
      draining = false;
    }
  };

  const enqueue = (task: () => Promise<void> | void): void => {
    outbox.push(task);
    if (!draining) void drain();
  };

  const post = (message: SearchRequest): void => {
    if (!broken) worker.postMessage(message);
  };

  const failAll = (error: Error): void => {
    broken ??= error;
    for (const pending of mutations.values()) pending.reject(error);
    mutations.clear();
    latestSearch?.reject(error);
    latestSearch = null;
  };

  worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
    if (data.type === 'result') {
      if (latestSearch?.seq !== data.seq) return;
      latestSearch.resolve({ ids: data.ids, total: data.total, tookMs: data.tookMs });
      latestSearch = null;
      return;
    }
    const mutation = mutations.get(data.seq);
    if (data.type === 'error') {
      const error = new Error(`Search worker: ${data.message}`);
      if (mutation) mutation.reject(error);
      else if (latestSearch?.seq === data.seq) latestSearch.reject(error);
      mutations.delete(data.seq);
      if (latestSearch?.seq === data.seq) latestSearch = null;
      return;
    }
    mutation?.resolve();
    mutations.delete(data.seq);
  };
  worker.onerror = (event: ErrorEvent) => {
    failAll(new Error(`Search worker failed: ${event.message || 'could not start'}`));
  };

  const mutate = (send: (seq: number) => Promise<void> | void): Promise<void> =>
    handled(
      new Promise<void>((resolve, reject) => {
        if (broken) {
          reject(broken);
          return;
        }
        const mySeq = ++seq;
        mutations.set(mySeq, { seq: mySeq, resolve, reject });
        enqueue(() => send(mySeq));
      }),
    );

  return {
    replace: (records) =>
      mutate(async (mySeq) => {
        const parts = Math.max(1, Math.ceil(records.length / chunkSize));
        for (let part = 0; part < parts; part++) {
          if (part > 0) await nextTurn();
          const slice = records.slice(part * chunkSize, (part + 1) * chunkSize);
          post({ type: 'replace', seq: mySeq, records: slice, last: part === parts - 1 });
        }
      }),
    upsert: (records) => mutate((mySeq) => post({ type: 'upsert', seq: mySeq, records: [...records] })),
    remove: (ids) => mutate((mySeq) => post({ type: 'remove', seq: mySeq, ids: [...ids] })),
    search: (query, { limit = DEFAULT_SEARCH_LIMIT } = {}) =>
      handled(
        new Promise<SearchAnswer>((resolve, reject) => {
          if (broken) {
            reject(broken);
            return;
          }
          latestSearch?.reject(new SupersededSearchError());
          const mySeq = ++seq;
          latestSearch = { seq: mySeq, resolve, reject };
          enqueue(() => post({ type: 'search', seq: mySeq, query, limit }));
        }),
      ),
    terminate: () => {
      worker.terminate();
      failAll(new Error('Search client terminated'));
    },
  };
}
