// Reads of the shared databases (the projections and the masters) give the same answer to every
// caller the access policy lets through, and under load most callers ask the same things: every
// device on its first sync walks the same `_changes` pages, and every device told of a change
// asks from the same checkpoint. So the gateway keeps each answer and gives it again while the
// database has not moved, and identical requests in flight share one request to the store.
//
// Whether the database moved is asked of the store, not guessed: before answering, the gateway
// reads the database's update_seq with a request that STARTED AFTER the caller's request arrived,
// and gives a kept answer only if it was fetched at that same sequence. So a caller always sees
// every write acknowledged before it asked (as without the cache), whoever made the write: the
// projector, an admin route, another server process. Reading update_seq is ~100 times cheaper
// for the store than a `_changes` page with documents, and callers arriving together share one
// such read (at most one in flight and one queued per database).
//
// A question nobody asked yet (no kept answer, none in flight: each page of a lone device's first
// sync) does not wait for that read: its fetch starts at once, after the caller arrived, so it
// sees every write acknowledged before. It is kept under a sequence read that had ENDED before the
// fetch started, so it holds at least that state, and it is given again only to a caller whose own
// read finds the database still there (the serial read before each page cost the `_changes` path
// a few milliseconds a page).
import crypto from 'node:crypto';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { storeAnswer, type StoreAnswer } from '../../platform/store/store-answer.ts';

export interface SharedRead {
  method: 'GET' | 'POST';
  /** The store database, for the sequence check. */
  db: string;
  /** Path below the store's base URL, already encoded. */
  path: string;
  query: URLSearchParams;
  body?: Buffer;
}

export interface SharedReads {
  read(request: SharedRead): Promise<StoreAnswer>;
}

/** Kept answers in all; the least recently used go first. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** A larger answer is given once and not kept. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

function keyOf(request: SharedRead): string {
  const body = request.body ? crypto.createHash('sha256').update(request.body).digest('base64') : '';
  // The same parameters in another order are the same question.
  const query = new URLSearchParams(request.query);
  query.sort();
  return `${request.method} ${request.path}?${query.toString()} ${body}`;
}

export function createSharedReads(store: StoreClient): SharedReads {
  const kept = new Map<string, { seq: string; answer: StoreAnswer }>();
  let keptBytes = 0;
  /** Fetches under way: question → the sequence they hold at least → the answer. */
  const inFlight = new Map<string, Map<string, Promise<StoreAnswer>>>();
  const sequences = createSequenceReader(store);

  function keep(key: string, seq: string, answer: StoreAnswer): void {
    if (answer.status >= 500 || answer.body.length > MAX_ANSWER_BYTES) return;
    const before = kept.get(key);
    if (before) {
      keptBytes -= before.answer.body.length;
      kept.delete(key);
    }
    kept.set(key, { seq, answer });
    keptBytes += answer.body.length;
    for (const [oldest, entry] of kept) {
      if (keptBytes <= MAX_KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= entry.answer.body.length;
    }
  }

  /** Fetches `request` now; its answer holds at least the state at `seq`. */
  function fetch(key: string, seq: string, request: SharedRead): Promise<StoreAnswer> {
    const flight = storeAnswer(store, request);
    let flights = inFlight.get(key);
    if (!flights) inFlight.set(key, (flights = new Map()));
    flights.set(seq, flight);
    const done = (): void => {
      flights.delete(seq);
      if (flights.size === 0 && inFlight.get(key) === flights) inFlight.delete(key);
    };
    flight.then((answer) => {
      done();
      keep(key, seq, answer);
    }, done);
    return flight;
  }

  return {
    async read(request) {
      const key = keyOf(request);
      const ended = sequences.latest(request.db);
      if (ended !== undefined && !kept.has(key) && !inFlight.has(key)) {
        // Keeps `latest` current for the next new question (its failure is the next caller's).
        sequences.current(request.db).catch(() => undefined);
        return fetch(key, ended, request);
      }
      const seq = await sequences.current(request.db);
      const entry = kept.get(key);
      if (entry && entry.seq === seq) {
        // Most recently used goes last.
        kept.delete(key);
        kept.set(key, entry);
        return entry.answer;
      }
      // Requests that saw the same sequence share one fetch that holds at least that state.
      return inFlight.get(key)?.get(seq) ?? fetch(key, seq, request);
    },
  };
}

/**
 * The current update_seq of a database, read by a request that starts after the call. Callers
 * that arrive while a read is running cannot use it (it may predate their arrival); they share
 * the next one, which starts when the running one ends.
 */
function createSequenceReader(store: StoreClient): {
  current(db: string): Promise<string>;
  /** The answer of the last read that ended (reads of a database end in the order they start). */
  latest(db: string): string | undefined;
} {
  const running = new Map<string, Promise<string>>();
  const queued = new Map<string, Promise<string>>();
  const ended = new Map<string, string>();

  function start(db: string): Promise<string> {
    const reading = storeAnswer(store, { method: 'GET', path: encodeURIComponent(db) }).then((answer) => {
      if (answer.status !== 200) throw new Error(`the store answered ${answer.status} for ${db}`);
      const info = JSON.parse(answer.body.toString('utf8')) as { update_seq: string | number };
      const seq = String(info.update_seq);
      ended.set(db, seq);
      return seq;
    });
    running.set(db, reading);
    const done = (): void => {
      if (running.get(db) === reading) running.delete(db);
    };
    reading.then(done, done);
    return reading;
  }

  return {
    latest: (db) => ended.get(db),
    current(db) {
      const now = running.get(db);
      if (!now) return start(db);
      let next = queued.get(db);
      if (!next) {
        const after = (): Promise<string> => {
          queued.delete(db);
          return start(db);
        };
        next = now.then(after, after);
        queued.set(db, next);
      }
      return next;
    },
  };
}
