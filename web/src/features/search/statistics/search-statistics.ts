// The app's one outbox of search events and what sends it: soon after a search is recorded, every
// few minutes, when the browser comes back online and, as a beacon, when the page is hidden.
// Events carry no user: statistics are anonymous, for guests and signed-in users alike.
import { SEARCH_EVENT_LIMITS } from '@poct/schemas';
import {
  createSearchOutbox,
  type SearchOutbox,
  type RecordedSearch,
  type SendOutcome,
} from './search-outbox.ts';
import { createSearchRecorder, type SearchRecorder } from './search-recorder.ts';

export const STATISTICS_PATH = '/api/search/statistics';
const RETRY_EVERY_MS = 2 * 60_000;
/** Sending waits this long after a search is recorded, so a quick series goes in one batch. */
const SEND_DELAY_MS = 2000;

function endpoint(): string {
  return `${(import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '')}${STATISTICS_PATH}`;
}

/** POSTs one batch; the answer decides whether the events may leave the outbox. */
export async function sendBatch(body: string, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'retry';
  try {
    const response = await fetchImpl(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'omit',
      keepalive: body.length <= SEARCH_EVENT_LIMITS.maxBatchBytes,
    });
    if (response.ok) return 'accepted';
    // Malformed or too large: sending it again would never succeed.
    if (response.status === 400 || response.status === 413) return 'refused';
    return 'retry';
  } catch {
    return 'retry';
  }
}

let outbox: SearchOutbox | null = null;
let recorder: SearchRecorder | null = null;
let sendTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleSend(): void {
  clearTimeout(sendTimer);
  sendTimer = setTimeout(() => void outbox?.flush(), SEND_DELAY_MS);
}

/** Starts the outbox once per page: sends what an earlier visit left, then keeps sending. */
export function searchStatistics(): { outbox: SearchOutbox; recorder: SearchRecorder } {
  if (outbox && recorder) return { outbox, recorder };
  const box = createSearchOutbox({
    storage: window.localStorage,
    send: (body) => sendBatch(body),
    // On page hide: a keepalive fetch outlives the page like a beacon, and it can say JSON
    // (the server refuses text/plain, which any website could make a browser send).
    beacon: (body) => {
      if (typeof fetch !== 'function' || body.length > SEARCH_EVENT_LIMITS.maxBatchBytes) return false;
      fetch(endpoint(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        credentials: 'omit',
        keepalive: true,
      }).catch(() => undefined);
      return true;
    },
  });
  outbox = box;
  recorder = createSearchRecorder(box, scheduleSend);
  const active = recorder;
  window.addEventListener('online', () => void box.flush());
  window.addEventListener('pagehide', () => {
    active.settle();
    box.flushOnHide();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      active.settle();
      box.flushOnHide();
    }
  });
  setInterval(() => void box.flush(), RETRY_EVERY_MS);
  void box.flush();
  return { outbox: box, recorder: active };
}

/**
 * Records a search once it settles (1.5 s without a change, or settlePendingSearch()): call it
 * whenever the query, the filters or the number found change.
 */
export function recordSearch(search: RecordedSearch): void {
  searchStatistics().recorder.observe(search);
}

/** Records the search waiting to settle now, e.g. when a result is opened. */
export function settlePendingSearch(): void {
  recorder?.settle();
}

/** Forgets the search waiting to settle (the query was cleared). */
export function cancelPendingSearch(): void {
  recorder?.cancel();
}
