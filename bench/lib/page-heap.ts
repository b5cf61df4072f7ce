// The page's JavaScript heap while something runs: Chromium's own count (CDP
// Runtime.getHeapUsage, the main thread's isolate; workers have their own) read every
// READ_EVERY_MS and its peak. A read waits for the main thread between tasks, so a long task
// shows with the heap it left, which is what stays held.
import type { Page } from '@playwright/test';

const READ_EVERY_MS = 100;
const MB = 1024 * 1024;

export interface HeapWatch {
  /** Ends the watch; the highest heap in use it read, in MB. */
  stop(): Promise<number>;
}

export async function watchPageHeap(page: Page): Promise<HeapWatch> {
  const cdp = await page.context().newCDPSession(page);
  let peak = 0;
  let watching = true;
  const read = async () => {
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    peak = Math.max(peak, usedSize);
  };
  const loop = (async () => {
    while (watching) {
      // A read during a navigation fails; the next one after it counts.
      await read().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      await read().catch(() => undefined);
      await cdp.detach().catch(() => undefined);
      return peak / MB;
    },
  };
}
