// What the search worker does with each message, apart from the worker glue, so that tests can
// run it in-process.
// - `open` loads the user's cold-start record (cold-start-record.ts); messages that arrive
//   meanwhile wait for it, so a newer change is never undone by the older record.
// - Mutations apply at once, in order; what changed is announced (`changed`, throttled) and
//   saved to the cold-start record after a quiet moment once the sync has caught up (never
//   mid-sync, when batches keep coming), off the typing path.
// - A query waits for one turn of the event loop and then answers only the newest query that
//   arrived meanwhile: when keys come faster than answers, the stale ones are never computed.
import type { ColdStartOwner, ColdStartStore } from './cold-start-record.ts';
import { COLD_START_VERSION } from './cold-start-record.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { SearchCatalogue } from './search-catalogue.ts';

export interface HandlerTimers {
  /** Runs `task` after the messages already queued (a turn of the event loop). */
  turn(task: () => void): void;
  /** Runs `task` after `ms`; returns a function that cancels it. */
  later(task: () => void, ms: number): () => void;
}

export interface HandlerOptions {
  store?: ColdStartStore | undefined;
  timers?: HandlerTimers;
  /** Quiet time after the last change before the cold-start record is written. */
  saveDelayMs?: number;
  /** Least time between two `changed` messages while a sync streams in. */
  notifyEveryMs?: number;
}

const realTimers: HandlerTimers = {
  turn: (task) => void setTimeout(task, 0),
  later: (task, ms) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};

type Query = Extract<SearchRequest, { type: 'query' }>;
type Mutation = Exclude<SearchRequest, { type: 'query' } | { type: 'open' }>;

export function createSearchHandler(
  reply: (response: SearchResponse) => void,
  { store, timers = realTimers, saveDelayMs = 2000, notifyEveryMs = 250 }: HandlerOptions = {},
): (request: SearchRequest) => void {
  let catalogue = new SearchCatalogue();
  let owner: ColdStartOwner | null = null;
  /** The replacement whose parts are arriving, if any. */
  let replacing: ReturnType<SearchCatalogue['beginReplace']> | null = null;
  let replacingChanged = false;
  let pending: Query | null = null;
  /** Messages that arrived while the cold-start record loads. */
  let backlog: SearchRequest[] | null = null;
  let cancelSave: (() => void) | null = null;
  let notifyScheduled = false;
  let lastNotified = -Infinity;
  let masterdataChanged = false;
  let caughtUp = false;
  /** Changes not yet in the cold-start record. */
  let unsaved = false;

  const fail = (seq: number, error: unknown): void =>
    reply({ type: 'error', seq, message: error instanceof Error ? error.message : String(error) });

  const notifyNow = (): void => {
    notifyScheduled = false;
    lastNotified = performance.now();
    const masterdata = masterdataChanged ? catalogue.masterdata() : null;
    masterdataChanged = false;
    reply({ type: 'changed', seq: 0, size: catalogue.size, masterdata });
  };

  const changed = (masters: boolean): void => {
    masterdataChanged ||= masters;
    scheduleSave();
    if (notifyScheduled) return;
    notifyScheduled = true;
    const wait = lastNotified + notifyEveryMs - performance.now();
    if (wait <= 0) timers.turn(notifyNow);
    else timers.later(notifyNow, wait);
  };

  function scheduleSave(): void {
    unsaved = true;
    if (!store || !owner || !caughtUp) return;
    cancelSave?.();
    const savingFor = owner;
    cancelSave = timers.later(() => {
      cancelSave = null;
      unsaved = false;
      store
        .save({
          ...savingFor,
          version: COLD_START_VERSION,
          savedAt: new Date().toISOString(),
          catalogue: catalogue.exportState(),
        })
        .catch((error: unknown) => console.warn('[search] cold-start record not saved', error));
    }, saveDelayMs);
  }

  const answerPending = (): void => {
    const request = pending;
    pending = null;
    if (!request) return;
    try {
      const started = performance.now();
      const answer = catalogue.answer(request);
      reply({ type: 'answer', seq: request.seq, ...answer, tookMs: performance.now() - started });
    } catch (error) {
      fail(request.seq, error);
    }
  };

  const apply = (request: Mutation): void => {
    const started = performance.now();
    let didChange = true;
    let masters = false;
    switch (request.type) {
      case 'replace':
        // Never saved halfway through a replacement: a record of part of the catalogue would
        // answer the next cold start (the parts come over seconds at 40,000 products).
        cancelSave?.();
        cancelSave = null;
        replacing ??= catalogue.beginReplace();
        replacingChanged = replacing.part(request.cards) || replacingChanged;
        if (!request.last) return;
        didChange = replacing.end() || replacingChanged;
        replacing = null;
        replacingChanged = false;
        if (!didChange && unsaved) scheduleSave();
        break;
      case 'upsert':
        catalogue.upsert(request.cards);
        break;
      case 'remove':
        catalogue.remove(request.ids);
        break;
      case 'masterdata':
        didChange = masters = catalogue.setMasterdata(request.masterdata);
        break;
      case 'caught-up':
        caughtUp = request.caughtUp;
        if (!caughtUp) {
          cancelSave?.();
          cancelSave = null;
        } else if (unsaved) scheduleSave();
        didChange = false;
        break;
      case 'ratings':
        // Not the catalogue: nothing to save, and the page asks again itself.
        catalogue.setRatings(request.ratings);
        didChange = false;
        break;
    }
    reply({ type: 'applied', seq: request.seq, size: catalogue.size, tookMs: performance.now() - started });
    if (didChange) changed(masters);
  };

  const open = async (request: Extract<SearchRequest, { type: 'open' }>): Promise<void> => {
    owner = request.owner;
    backlog = [];
    const started = performance.now();
    try {
      const record = store ? await store.load(request.owner) : null;
      if (record) {
        catalogue = SearchCatalogue.fromState(record.catalogue);
        masterdataChanged = true;
        notifyNow();
      }
    } catch (error) {
      // No record (private mode, storage cleared): the local database will feed the index.
      console.warn('[search] cold-start record not read', error);
    }
    reply({ type: 'applied', seq: request.seq, size: catalogue.size, tookMs: performance.now() - started });
    const waiting = backlog;
    backlog = null;
    for (const next of waiting) handle(next);
  };

  function handle(request: SearchRequest): void {
    if (backlog) {
      backlog.push(request);
      return;
    }
    try {
      if (request.type === 'open') {
        void open(request);
      } else if (request.type === 'query') {
        const waiting = pending !== null;
        pending = request;
        if (!waiting) timers.turn(answerPending);
      } else {
        apply(request);
      }
    } catch (error) {
      fail(request.seq, error);
    }
  }

  return handle;
}
