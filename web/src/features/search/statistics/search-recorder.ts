// Records a search once it settles, not on every keystroke: each call replaces the search
// waiting to settle; it is recorded after a pause (1.5 s without a change) or at once when the
// user acts on it (opens a result, leaves the page).
import type { SearchOutbox, RecordedSearch } from './search-outbox.ts';

export const SETTLE_MS = 1500;

export interface SearchRecorder {
  /** The current search and its result count; recorded when nothing changes for a while. */
  observe(search: RecordedSearch): void;
  /** Records the waiting search now (a result was opened, the page is hidden). */
  settle(): void;
  /** Forgets the waiting search (the query was cleared before it settled). */
  cancel(): void;
}

export function createSearchRecorder(
  outbox: Pick<SearchOutbox, 'record'>,
  onRecorded: () => void = () => {},
  settleMs: number = SETTLE_MS,
): SearchRecorder {
  let waiting: RecordedSearch | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function settle(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const search = waiting;
    waiting = null;
    outbox.record(search);
    onRecorded();
  }

  return {
    observe(search) {
      waiting = search;
      clearTimeout(timer);
      timer = setTimeout(settle, settleMs);
    },
    settle,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
    },
  };
}
