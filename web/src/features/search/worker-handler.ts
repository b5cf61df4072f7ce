// What the search worker does with each message, apart from the worker glue, so that tests can
// run it in-process.
// - `open` loads the user's cold-start record (cold-start-record.ts); messages that arrive
//   meanwhile wait for it, so a newer change is never undone by the older record.
// - A key never waits behind bulk work (the first key after "Synced"). The bulk work
//   (a replacement in parts, a record save) runs in slices of `sliceSize` cards with a turn of
//   the event loop between them, and a waiting query is answered at each turn, from what the
//   worker holds then (a replacement under way answers from the old cards and the new parts so
//   far; `changed` follows when it ends, and the page asks again).
// - Changes (upsert, remove, master data) apply at once, in order, also while a replacement is
//   under way: the replacement's cards are older (the feed read them first), so it skips the ids
//   a change touched meanwhile and removes none of them. A query sees every change made before
//   it. What changed is announced (`changed`, throttled) and saved to the cold-start record after
//   a quiet moment once the sync has caught up (never mid-sync, when batches keep coming, nor
//   while keys keep coming); a change during a save abandons it (the next quiet moment saves
//   again).
// - A query waits for one turn of the event loop and then answers only the newest query that
//   arrived meanwhile: when keys come faster than answers, the stale ones are never computed.
import type { ColdStartOwner, ColdStartStore } from './cold-start-record.ts';
import { COLD_START_VERSION } from './cold-start-record.ts';
import type { ProductCard } from './product-card.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { SearchCatalogue, type CatalogueReplacement } from './search-catalogue.ts';

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
  /** Cards per slice of bulk work (a replacement's comparison, a save's export) between two turns. */
  sliceSize?: number;
}

/**
 * A turn through a message to itself: behind the messages already queued, like `setTimeout(0)`,
 * but without the clamp to 4 ms that nested timeouts get (the bulk work's pump turns hundreds of
 * times, and a key waiting for the next turn waited for that clamp).
 */
function messageTurns(): (task: () => void) => void {
  if (typeof MessageChannel === 'undefined') return (task) => void setTimeout(task, 0);
  const channel = new MessageChannel();
  const tasks: Array<() => void> = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  // In Node (tests) an open port would keep the process alive.
  (channel.port1 as { unref?(): void }).unref?.();
  return (task) => {
    tasks.push(task);
    channel.port2.postMessage(null);
  };
}

let turnByMessage: ((task: () => void) => void) | undefined;

const realTimers: HandlerTimers = {
  turn: (task) => (turnByMessage ??= messageTurns())(task),
  later: (task, ms) => {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};

type Query = Extract<SearchRequest, { type: 'query' }>;
type Mutation = Exclude<
  SearchRequest,
  { type: 'query' } | { type: 'open' } | { type: 'replace' } | { type: 'reconcile' }
>;

/** One piece of bulk work: `step` does a slice and says whether the work is done. */
interface BulkWork {
  step(): boolean;
  /** Reports a slice that threw; `step` is called again after it (and may then say it is done). */
  failed(error: unknown): void;
}

/** A replacement whose parts are arriving, and the ids changes touched since it began. */
interface Replacing {
  replacement: CatalogueReplacement;
  touched: Set<string>;
  changed: boolean;
}

export function createSearchHandler(
  reply: (response: SearchResponse) => void,
  {
    store,
    timers = realTimers,
    saveDelayMs = 2000,
    notifyEveryMs = 250,
    sliceSize = 500,
  }: HandlerOptions = {},
): (request: SearchRequest) => void {
  let catalogue = new SearchCatalogue();
  let owner: ColdStartOwner | null = null;
  let replacing: Replacing | null = null;
  let pending: Query | null = null;
  let answerScheduled = false;
  /** Bulk work in order; the first is under way. */
  const bulk: BulkWork[] = [];
  let pumping = false;
  /** Messages that arrived while the cold-start record loads. */
  let backlog: SearchRequest[] | null = null;
  let cancelSave: (() => void) | null = null;
  /** The save under way (its export runs in slices); a change abandons it. */
  let saving: { abandoned: boolean } | null = null;
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

  const stopSaving = (): void => {
    cancelSave?.();
    cancelSave = null;
    if (saving) saving.abandoned = true;
    saving = null;
  };

  function scheduleSave(): void {
    unsaved = true;
    stopSaving();
    // Never mid-sync, nor halfway through a replacement (a record of part of the catalogue
    // would answer the next cold start).
    if (!store || !owner || !caughtUp || replacing) return;
    cancelSave = timers.later(() => {
      cancelSave = null;
      startSave(store, owner!);
    }, saveDelayMs);
  }

  function startSave(target: ColdStartStore, savingFor: ColdStartOwner): void {
    const run = { abandoned: false };
    saving = run;
    const steps = catalogue.exportInSlices(sliceSize);
    schedule({
      step: () => {
        if (run.abandoned) return true;
        const next = steps.next();
        if (!next.done) return false;
        saving = null;
        unsaved = false;
        target
          .save({
            ...savingFor,
            version: COLD_START_VERSION,
            savedAt: new Date().toISOString(),
            catalogue: next.value,
          })
          .catch((error: unknown) => {
            unsaved = true;
            console.warn('[search] cold-start record not saved', error);
          });
        return true;
      },
      failed: (error) => {
        run.abandoned = true;
        saving = null;
        console.warn('[search] cold-start record not saved', error);
      },
    });
  }

  const answerPending = (): void => {
    answerScheduled = false;
    const request = pending;
    pending = null;
    if (!request) return;
    try {
      const started = performance.now();
      const answer = catalogue.answerTexts(request);
      reply({ type: 'answer', seq: request.seq, ...answer, tookMs: performance.now() - started });
    } catch (error) {
      fail(request.seq, error);
    }
  };

  /** Runs the bulk work a slice at a time, answering a waiting query before each slice. */
  const pump = (): void => {
    answerPending();
    const work = bulk[0];
    if (!work) {
      pumping = false;
      return;
    }
    try {
      if (work.step()) bulk.shift();
    } catch (error) {
      work.failed(error);
    }
    timers.turn(pump);
  };

  function schedule(work: BulkWork): void {
    bulk.push(work);
    if (pumping) return;
    pumping = true;
    timers.turn(pump);
  }

  const applied = (seq: number, started: number): void =>
    reply({ type: 'applied', seq, size: catalogue.size, tookMs: performance.now() - started });

  const beginReplacing = (): Replacing => {
    stopSaving();
    return (replacing ??= { replacement: catalogue.beginReplace(), touched: new Set(), changed: false });
  };

  /** Keeps what the worker holds at the local catalogue's revisions; the rest is wanted. */
  const reconcile = (request: Extract<SearchRequest, { type: 'reconcile' }>): void => {
    const current = beginReplacing();
    const wanted = catalogue.wanted(request.ids, request.revs);
    const sending = new Set(wanted);
    current.replacement.keep(request.ids.filter((id) => !sending.has(id)));
    reply({ type: 'wanted', seq: request.seq, ids: wanted });
  };

  /** One part of a replacement: compared and applied in slices, behind the parts before it. */
  const replacePart = (request: Extract<SearchRequest, { type: 'replace' }>): void => {
    const current = beginReplacing();
    let from = 0;
    schedule({
      step: () => {
        const started = performance.now();
        const slice: ProductCard[] = [];
        const revs: string[] = [];
        const to = Math.min(request.cards.length, from + sliceSize);
        for (let i = from; i < to; i++) {
          const card = request.cards[i]!;
          if (current.touched.has(card.id)) continue;
          slice.push(card);
          revs.push(request.revs?.[i] ?? '');
        }
        // Moved on first: a slice that throws (a card the indexes refuse) is reported, not retried.
        from += sliceSize;
        current.changed = current.replacement.part(slice, revs) || current.changed;
        if (from < request.cards.length) return false;
        if (!request.last) return true;
        current.replacement.keep(current.touched);
        const didChange = current.replacement.end() || current.changed;
        replacing = null;
        applied(request.seq, started);
        if (didChange) changed(false);
        else if (unsaved) scheduleSave();
        return true;
      },
      // The next step goes on after the slice that threw.
      failed: (error) => fail(request.seq, error),
    });
  };

  const apply = (request: Mutation): void => {
    const started = performance.now();
    let didChange = true;
    let masters = false;
    switch (request.type) {
      case 'upsert':
        catalogue.upsert(request.cards, request.revs);
        for (const card of request.cards) replacing?.touched.add(card.id);
        break;
      case 'remove':
        catalogue.remove(request.ids);
        for (const id of request.ids) replacing?.touched.add(id);
        break;
      case 'masterdata':
        didChange = masters = catalogue.setMasterdata(request.masterdata);
        break;
      case 'caught-up':
        caughtUp = request.caughtUp;
        if (!caughtUp) stopSaving();
        else if (unsaved) scheduleSave();
        didChange = false;
        break;
      case 'ratings':
        // Not the catalogue: nothing to save, and the page asks again itself.
        catalogue.setRatings(request.ratings);
        didChange = false;
        break;
    }
    applied(request.seq, started);
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
    applied(request.seq, started);
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
        pending = request;
        // Typing is not a quiet moment: a save not yet begun waits for the next pause, so its
        // one large IndexedDB write (the clone of the whole record) never lands between keys.
        if (cancelSave) scheduleSave();
        // While bulk work runs, the pump answers it before its next slice.
        if (!pumping && !answerScheduled) {
          answerScheduled = true;
          timers.turn(answerPending);
        }
      } else if (request.type === 'replace') {
        replacePart(request);
      } else if (request.type === 'reconcile') {
        reconcile(request);
      } else {
        apply(request);
      }
    } catch (error) {
      fail(request.seq, error);
    }
  }

  return handle;
}
