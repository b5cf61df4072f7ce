// Thread views, counted in memory per process and written in batches: a popular thread read by
// many at once would otherwise take one read-modify-write of its source document per view (and
// the projector one copy per write). Every `intervalMs` each thread that was viewed gets one
// write adding its views since the last one (changeThread, store/update-document.ts, so views
// counted by other processes are never overwritten). A write that fails puts its views back for
// the next round; `stop` writes what is left, so a clean shutdown loses no view. A crash loses at
// most one interval's views, which a view counter can afford.
import type { StoreClient } from '../store/couch-client.ts';
import { changeThread } from './thread-counters.ts';

export interface ViewCounts {
  /** One more view of a thread that exists and is published. */
  add(threadId: string): void;
  /** Writes the views counted so far (one write per thread); waits for a write under way. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function startViewCounts(store: StoreClient, intervalMs: number): ViewCounts {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>): Promise<void> {
    for (const [threadId, views] of batch) {
      try {
        await changeThread(store, threadId, (thread) => ({
          ...thread,
          view_count: Number(thread.view_count ?? 0) + views,
        }));
      } catch (error) {
        pending.set(threadId, (pending.get(threadId) ?? 0) + views);
        console.error('[forum] view count not written, kept for the next round', error);
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
    add(threadId) {
      pending.set(threadId, (pending.get(threadId) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
