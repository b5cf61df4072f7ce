// The page's handle on the search worker. Messages reach the worker in the order they were
// made, so a query sees every change made before it; a full replacement goes in parts, with a
// turn of the event loop between them, so copying 40,000 cards to the worker never holds the
// page for long.
// An answer's cards arrive as JSON texts; a card whose text equals one the client parsed for a
// recent answer is that same object, so memoised result cards skip rendering it again.
// Only the latest query matters: issuing a query settles the previous one at once with a
// SupersededSearchError, and the worker skips queries that a newer one overtook.
//
// The promises this client returns are marked as handled, so a caller may ignore one (an
// upsert fired from a change stream) without an unhandled rejection; awaiting it still throws.
import type { MasterData, RatingTotals } from '@poct/schemas';
import type { ColdStartOwner } from './cold-start-record.ts';
import type { ProductCard } from './product-card.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import type { SearchAnswer, SearchQuestion } from './search-catalogue.ts';
import { nextTask } from '../../lib/next-task.ts';

export interface TimedAnswer extends SearchAnswer {
  /** Time the worker spent on the query, in milliseconds. */
  tookMs: number;
}

/** What the worker announced it holds now (see protocol.ts `changed`). */
export interface WorkerChange {
  size: number;
  /** The master data, when it changed; null when it did not. */
  masterdata: MasterData[] | null;
}

export interface SearchClient {
  /** Loads the owner's cold-start record in the worker; later changes are saved to it. */
  open(owner: ColdStartOwner): Promise<void>;
  /**
   * Begins making the worker's cards equal the local catalogue, given as ids and revisions:
   * resolves with the ids the worker does not hold at that revision; `replace` with those ends it.
   */
  reconcile(ids: readonly string[], revs: readonly string[]): Promise<string[]>;
  /** Makes the worker's cards equal `cards` (`revs[i]`: `cards[i]`'s revision); resolves when applied. */
  replace(cards: readonly ProductCard[], revs?: readonly string[]): Promise<void>;
  /** Adds cards or replaces those with the same id. */
  upsert(cards: readonly ProductCard[], revs?: readonly string[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  setMasterdata(masterdata: readonly MasterData[]): Promise<void>;
  setRatings(ratings: RatingTotals): Promise<void>;
  /** Tells whether the sync has caught up (the worker saves its record only then). */
  setCaughtUp(caughtUp: boolean): Promise<void>;
  /** The page of cards, the total and the counts; rejects with SupersededSearchError when overtaken. */
  query(question: SearchQuestion): Promise<TimedAnswer>;
  /** Called whenever the worker reports that what it holds changed. */
  onChange(listener: (change: WorkerChange) => void): () => void;
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
  /** Cards per message of a full replacement. */
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

const DEFAULT_CHUNK_SIZE = 2000;
/** Cards kept parsed for the next answers (a few pages): beyond it the cache starts again. */
const PARSED_CARDS_KEPT = 200;

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

function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export function createSearchClient(options: SearchClientOptions = {}): SearchClient {
  const worker = options.worker ?? createWorker();
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const mutations = new Map<number, Pending<unknown>>();
  let latestSearch: Pending<TimedAnswer> | null = null;
  const changeListeners = new Set<(change: WorkerChange) => void>();
  let seq = 0;
  let broken: Error | null = null;
  /** Recently parsed cards by their text. */
  let parsed = new Map<string, ProductCard>();
  const cardsOf = (texts: readonly string[]): ProductCard[] => {
    const kept = parsed.size > PARSED_CARDS_KEPT ? new Map<string, ProductCard>() : parsed;
    const cards = texts.map((text) => parsed.get(text) ?? (JSON.parse(text) as ProductCard));
    texts.forEach((text, i) => kept.set(text, cards[i]!));
    parsed = kept;
    return cards;
  };
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
    if (data.type === 'changed') {
      for (const listener of changeListeners) listener({ size: data.size, masterdata: data.masterdata });
      return;
    }
    if (data.type === 'answer') {
      if (latestSearch?.seq !== data.seq) return;
      const { type: _type, seq: _seq, cardTexts, ...answer } = data;
      latestSearch.resolve({ ...answer, cards: cardsOf(cardTexts) });
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
    mutation?.resolve(data.type === 'wanted' ? data.ids : undefined);
    mutations.delete(data.seq);
  };
  worker.onerror = (event: ErrorEvent) => {
    failAll(new Error(`Search worker failed: ${event.message || 'could not start'}`));
  };

  const mutate = <T = void>(send: (seq: number) => Promise<void> | void): Promise<T> =>
    handled(
      new Promise<T>((resolve, reject) => {
        if (broken) {
          reject(broken);
          return;
        }
        const mySeq = ++seq;
        mutations.set(mySeq, { seq: mySeq, resolve: resolve as (value: unknown) => void, reject });
        enqueue(() => send(mySeq));
      }),
    );

  return {
    open: (owner) => mutate((mySeq) => post({ type: 'open', seq: mySeq, owner })),
    reconcile: (ids, revs) =>
      mutate<string[]>((mySeq) => post({ type: 'reconcile', seq: mySeq, ids: [...ids], revs: [...revs] })),
    replace: (cards, revs) =>
      mutate(async (mySeq) => {
        const parts = Math.max(1, Math.ceil(cards.length / chunkSize));
        for (let part = 0; part < parts; part++) {
          if (part > 0) await nextTask();
          const [from, to] = [part * chunkSize, (part + 1) * chunkSize];
          post({
            type: 'replace',
            seq: mySeq,
            cards: cards.slice(from, to),
            ...(revs ? { revs: revs.slice(from, to) } : {}),
            last: part === parts - 1,
          });
        }
      }),
    upsert: (cards, revs) =>
      mutate((mySeq) =>
        post({ type: 'upsert', seq: mySeq, cards: [...cards], ...(revs ? { revs: [...revs] } : {}) }),
      ),
    remove: (ids) => mutate((mySeq) => post({ type: 'remove', seq: mySeq, ids: [...ids] })),
    setMasterdata: (masterdata) =>
      mutate((mySeq) => post({ type: 'masterdata', seq: mySeq, masterdata: [...masterdata] })),
    setRatings: (ratings) => mutate((mySeq) => post({ type: 'ratings', seq: mySeq, ratings })),
    setCaughtUp: (caughtUp) => mutate((mySeq) => post({ type: 'caught-up', seq: mySeq, caughtUp })),
    query: (question) =>
      handled(
        new Promise<TimedAnswer>((resolve, reject) => {
          if (broken) {
            reject(broken);
            return;
          }
          latestSearch?.reject(new SupersededSearchError());
          const mySeq = ++seq;
          latestSearch = { seq: mySeq, resolve, reject };
          enqueue(() => post({ type: 'query', seq: mySeq, ...question }));
        }),
      ),
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    terminate: () => {
      worker.terminate();
      changeListeners.clear();
      failAll(new Error('Search client terminated'));
    },
  };
}
