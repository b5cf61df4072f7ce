// Thread views: one view per reader (the account, on every session, device and server process)
// and thread in FORUM_VIEW_PERIOD_S, so reloading, signing in again or a burst of requests does
// not move a thread up; the reader's first view of a period is taken from a store counter
// (rate-limit/rate-limiter.ts, keyed by a hash of thread and account). The counted views are
// kept in memory per process and written in batches: a popular thread read by
// many at once would otherwise take one read-modify-write of its source document per view (and
// the projector one copy per write). Every `intervalMs` each thread that was viewed gets one
// write adding its views since the last one (changeThread, store/update-document.ts, so views
// counted by other processes are never overwritten). A write that fails puts its views back for
// the next round; `stop` writes what is left, so a clean shutdown loses no view. A crash loses at
// most one interval's views, which a view counter can afford.
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { changeThread } from './thread-counters.ts';
import { log } from '../../platform/log/logger.ts';

/** A reader's views of one thread count once in this period (a day). */
export const FORUM_VIEW_PERIOD_S = 86_400;

export interface ViewCounts {
  /** A view by `readerId` of a thread that exists and is published; counted if it is their first of the period. */
  add(threadId: string, readerId: string): Promise<void>;
  /** Writes the views counted so far (one write per thread); waits for a write under way. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function startViewCounts(store: StoreClient, intervalMs: number): ViewCounts {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  const firstViews = createRateLimiter({ store, windowS: FORUM_VIEW_PERIOD_S });

  async function write(batch: Map<string, number>): Promise<void> {
    for (const [threadId, views] of batch) {
      try {
        await changeThread(store, threadId, (thread) => ({
          ...thread,
          view_count: Number(thread.view_count ?? 0) + views,
        }));
      } catch (error) {
        pending.set(threadId, (pending.get(threadId) ?? 0) + views);
        log.error({ area: 'forum', err: error }, 'view count not written, kept for the next round');
      }
    }
  }

  // One batch at a time, so two rounds never race for the same thread in this process.
  function flush(): Promise<void> {
    writing = writing.then(() => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      return write(batch);
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    async add(threadId, readerId) {
      const first = await firstViews.reserve({
        bucket: 'forum-view',
        key: `${threadId}\u0000${readerId}`,
        limit: 1,
      });
      if (first) pending.set(threadId, (pending.get(threadId) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
