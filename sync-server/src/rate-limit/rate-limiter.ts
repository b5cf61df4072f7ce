// Fixed-window counters in the store (`rate_limits`), so a limit holds across several server
// processes (DESIGN.md section 5a). One document per bucket and key (`login-fail:ip:1.2.3.4`)
// holds the window's start and its count; a window that has run out starts again at zero.
// Updates carry `_rev` and retry on conflict, so concurrent hits are all counted. Keys are
// hashed: the store never holds plain addresses or emails for this.
import crypto from 'node:crypto';
import { AppError } from '../http/app-error.ts';
import { StoreError, type CouchDoc, type StoreClient } from '../store/couch-client.ts';

const DB = 'rate_limits';

interface CounterDoc extends CouchDoc {
  window_start: number;
  count: number;
}

export interface RateLimit {
  bucket: string;
  key: string;
  limit: number;
}

export interface RateLimiter {
  readonly windowS: number;
  /** True when the counter has reached its limit in the current window. */
  isBlocked(limit: RateLimit): Promise<boolean>;
  /** Counts one event. */
  hit(limit: RateLimit): Promise<void>;
  /** Counts one event, then throws 429 if that went over the limit. */
  consume(limit: RateLimit, errorKey?: string): Promise<void>;
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

  const live = (doc: CounterDoc | undefined): number =>
    doc && now() - doc.window_start < windowMs ? doc.count : 0;

  // A fixed window ends at most `windowS` from now: a client that waits that long may try again.
  const tooMany = (errorKey = 'error.429') =>
    new AppError(
      429,
      errorKey,
      { minutes: Math.max(1, Math.ceil(windowS / 60)) },
      { 'retry-after': String(windowS) },
    );

  async function hit({ bucket, key }: RateLimit): Promise<number> {
    const id = docId(bucket, key);
    for (let attempt = 0; attempt < 10; attempt++) {
      const doc = await current(id);
      const fresh = !doc || now() - doc.window_start >= windowMs;
      const next: CounterDoc = {
        ...(doc ?? { _id: id }),
        _id: id,
        window_start: fresh ? now() : doc.window_start,
        count: fresh ? 1 : doc.count + 1,
      };
      try {
        await store.put(DB, next);
        return next.count;
      } catch (error) {
        if (!(error instanceof StoreError && error.status === 409)) throw error;
      }
    }
    // Heavy contention on one counter is itself a sign of abuse.
    return Number.MAX_SAFE_INTEGER;
  }

  return {
    windowS,
    tooMany,
    async isBlocked(limit) {
      return live(await current(docId(limit.bucket, limit.key))) >= limit.limit;
    },
    async hit(limit) {
      await hit(limit);
    },
    async consume(limit, errorKey) {
      if ((await hit(limit)) > limit.limit) throw tooMany(errorKey);
    },
    async reset({ bucket, key }) {
      const id = docId(bucket, key);
      const doc = await current(id);
      if (doc?._rev) await store.put(DB, { ...doc, _deleted: true }).catch(() => undefined);
    },
  };
}
