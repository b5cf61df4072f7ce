// Fixed-window counters in the store (`rate_limits`), so a limit holds across several server
// processes sharing one CouchDB. One document per bucket and key (`login-fail:ip:1.2.3.4`)
// holds the window's start and its count; a window that has run out starts again at zero.
// Updates carry `_rev` and retry on conflict, so concurrent hits are all counted; within one
// process the updates of one counter queue behind each other (a promise chain per counter), so a
// burst of parallel requests costs conflicts only between processes. Keys are hashed: the store
// never holds plain addresses or emails for this.
//
// Limits that guard an expensive or secret check (a password) are taken before the check:
// `reserve` counts the attempt and says whether it is within the limit, so N parallel attempts
// can never all pass a read-then-count gap; `release` gives the slot back when the attempt turns
// out not to count (a successful login).
//
// An event may cost more than one (`cost`): an MCP batch of N tool calls costs N, a tool whose
// work grows with the catalogue costs more (mcp/tool-costs.ts). `allowance` counts a number of
// events at once and says how many of them still fit (search statistics of one batch).
import crypto from 'node:crypto';
import { AppError } from '../http/app-error.ts';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { createSerialQueue } from '../store/serial-queue.ts';
import { ifLostRace, updateDocument } from '../store/update-document.ts';
import { metrics } from '../metrics/metrics.ts';

const DB = 'rate_limits';

interface CounterDoc extends CouchDoc {
  window_start: number;
  count: number;
}

export interface RateLimit {
  bucket: string;
  key: string;
  limit: number;
  /** What this event counts for (default 1, a whole number ≥ 1). */
  cost?: number;
}

export interface RateLimiter {
  readonly windowS: number;
  /** Counts one event. */
  hit(limit: RateLimit): Promise<void>;
  /** Counts one event, then throws 429 if that went over the limit. */
  consume(limit: RateLimit, errorKey?: string): Promise<void>;
  /** Counts one attempt atomically; true when it is within the limit (count ≤ limit). */
  reserve(limit: RateLimit): Promise<boolean>;
  /** Counts `wanted` events at once; how many of them fit within the limit (0 to `wanted`). */
  allowance(limit: RateLimit, wanted: number): Promise<number>;
  /** Takes back one counted attempt of the current window (never below zero). */
  release(limit: Omit<RateLimit, 'limit'>): Promise<void>;
  /** Forgets the counter (a successful login clears the account's failures). */
  reset(limit: Omit<RateLimit, 'limit'>): Promise<void>;
  tooMany(errorKey?: string): AppError;
}

function docId(bucket: string, key: string): string {
  return `${bucket}:${crypto.createHash('sha256').update(key.toLowerCase()).digest('base64url')}`;
}

export function createRateLimiter(options: {
  store: StoreClient;
  windowS: number;
  now?: () => number;
}): RateLimiter {
  const { store, windowS } = options;
  const now = options.now ?? Date.now;
  const windowMs = windowS * 1000;

  async function current(id: string): Promise<CounterDoc | undefined> {
    const doc = await store.get<CounterDoc>(DB, id);
    return doc && !doc._deleted ? doc : undefined;
  }

  // A fixed window ends at most `windowS` from now: a client that waits that long may try again.
  const tooMany = (errorKey = 'error.429') => {
    metrics.rateLimitRefusals.inc({ key: errorKey });
    return new AppError(
      429,
      errorKey,
      { minutes: Math.max(1, Math.ceil(windowS / 60)) },
      { 'retry-after': String(windowS) },
    );
  };

  // One queue per counter in this process: its updates run one after another.
  const serially = createSerialQueue();

  // Conflicts now come only from other processes; each retry waits a little (with jitter) so
  // that two processes do not collide again at once.
  const MAX_ATTEMPTS = 20;

  /** Counts `cost` more; the count after it. */
  function hit({ bucket, key, cost = 1 }: Omit<RateLimit, 'limit'>): Promise<number> {
    if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`rate-limit cost ${cost}`);
    const id = docId(bucket, key);
    return serially(id, () => change(id, cost));
  }

  async function change(id: string, delta: number): Promise<number> {
    // Heavy contention on one counter is itself a sign of abuse.
    const outcome = await ifLostRace(
      updateDocument<CounterDoc>(
        store,
        DB,
        id,
        (doc) => {
          const fresh = !doc || now() - doc.window_start >= windowMs;
          // Releasing: nothing to give back in a window that has ended or was never counted.
          if (delta < 0) return fresh || doc.count <= 0 ? undefined : { ...doc, count: doc.count - 1 };
          return {
            ...(doc ?? { _id: id }),
            _id: id,
            window_start: fresh ? now() : doc.window_start,
            count: fresh ? delta : doc.count + delta,
          };
        },
        { retries: MAX_ATTEMPTS - 1, read: () => current(id) },
      ),
      () => undefined,
    );
    if (!outcome) return Number.MAX_SAFE_INTEGER;
    return outcome.written ? outcome.doc.count : 0;
  }

  return {
    windowS,
    tooMany,
    async hit(limit) {
      await hit(limit);
    },
    async consume(limit, errorKey) {
      if ((await hit(limit)) > limit.limit) throw tooMany(errorKey);
    },
    async reserve(limit) {
      return (await hit(limit)) <= limit.limit;
    },
    async allowance(limit, wanted) {
      if (wanted <= 0) return 0;
      const after = await hit({ ...limit, cost: wanted });
      return Math.max(0, Math.min(wanted, limit.limit - (after - wanted)));
    },
    async release({ bucket, key }) {
      const id = docId(bucket, key);
      await serially(id, () => change(id, -1));
    },
    async reset({ bucket, key }) {
      const id = docId(bucket, key);
      await serially(id, () =>
        updateDocument<CounterDoc>(
          store,
          DB,
          id,
          (doc) => (doc?._rev ? { ...doc, _deleted: true } : undefined),
          {
            retries: 0,
            read: () => current(id),
          },
        ).catch(() => undefined),
      );
    },
  };
}
