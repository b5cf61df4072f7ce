// The device's outbox of search events. Searches are recorded here (in localStorage, so they
// survive a reload, a closed tab and days offline) and sent to POST /api/search/statistics in
// batches. An event leaves the outbox only after the server accepted it; the server counts each
// event id once, so sending again after a lost answer, a beacon on page hide or two tabs sending
// the same events at once never counts a search twice. Every operation reads and writes storage
// afresh, so tabs share one outbox.
import {
  displaySearchQuery,
  normaliseSearchQuery,
  SEARCH_EVENT_LIMITS,
  type SearchEvent,
  type SearchEventFilter,
} from '@poct/schemas';

export const OUTBOX_KEY = 'poct.search-statistics.outbox.v1';
/** The last search recorded, so that the same search repeated at once counts once. */
const LAST_KEY = `${OUTBOX_KEY}.last`;
/**
 * The device's random id, sent with each batch so that people behind one address count as
 * different visitors (the server keeps it only as a daily keyed hash: statistics/visitor-key.ts).
 */
export const DEVICE_KEY = 'poct.search-statistics.device.v1';
/** Older events are dropped, the oldest first, when the outbox is full. */
export const OUTBOX_MAX_EVENTS = 500;
/** The same search recorded again within this time is one search (re-renders, counts arriving). */
export const REPEAT_WINDOW_MS = 5 * 60_000;
/** A little less than the server keeps ids: anything older would not be counted anyway. */
const MAX_AGE_MS = (SEARCH_EVENT_LIMITS.retentionDays - 1) * 86_400_000;

export interface RecordedSearch {
  query: string;
  found: number;
  filters?: readonly SearchEventFilter[];
}

/** What sending a batch came to. */
export type SendOutcome =
  /** The server took the events (counted now or before): remove them. */
  | 'accepted'
  /** The server will never take them (malformed, too large): remove them too. */
  | 'refused'
  /** Offline, unreachable, busy: keep them and try later. */
  | 'retry';

export interface OutboxOptions {
  storage: Storage;
  send(body: string): Promise<SendOutcome>;
  /** Sends without waiting for an answer (a keepalive fetch that outlives the page); false when it could not. */
  beacon?(body: string): boolean;
  now?: () => number;
  newId?: () => string;
}

export interface SearchOutbox {
  /** Adds a settled search; a search by nothing (no query, no filter) is not recorded. */
  record(search: RecordedSearch): void;
  pending(): SearchEvent[];
  /** Sends everything in batches; resolves when done or when a batch must wait for later. */
  flush(): Promise<void>;
  /** The page is going away: hand the first batch to the browser to send after it is gone. */
  flushOnHide(): void;
}

function filterKey(filters: readonly SearchEventFilter[] = []): string {
  return filters
    .map((filter) => `${filter.facet}=${filter.value}`)
    .sort()
    .join('&');
}

/** The largest first part of `events` that fits one batch (with the device's id when it has one). */
export function firstBatch(
  events: readonly SearchEvent[],
  device?: string,
): { body: string; events: SearchEvent[] } {
  const batch: SearchEvent[] = [];
  const wrap = (list: SearchEvent[]) => JSON.stringify(device ? { device, events: list } : { events: list });
  let body = wrap(batch);
  for (const event of events.slice(0, SEARCH_EVENT_LIMITS.maxEvents)) {
    const next = wrap([...batch, event]);
    if (new TextEncoder().encode(next).length > SEARCH_EVENT_LIMITS.maxBatchBytes) break;
    batch.push(event);
    body = next;
  }
  return { body, events: batch };
}

export function createSearchOutbox(options: OutboxOptions): SearchOutbox {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  let sending: Promise<void> | null = null;
  // Ids the server has answered for good: when storage cannot take their removal (full, or
  // refused), they are skipped instead of sent again in a loop.
  const answered = new Set<string>();
  const unanswered = (events: SearchEvent[]): SearchEvent[] =>
    events.filter((event) => !answered.has(event.id));

  function read(): SearchEvent[] {
    try {
      const parsed: unknown = JSON.parse(options.storage.getItem(OUTBOX_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as SearchEvent[]) : [];
    } catch {
      return [];
    }
  }

  function write(events: SearchEvent[]): void {
    const oldest = now() - MAX_AGE_MS;
    const kept = events.filter((event) => Date.parse(event.at) >= oldest).slice(-OUTBOX_MAX_EVENTS);
    try {
      if (kept.length === 0) options.storage.removeItem(OUTBOX_KEY);
      else options.storage.setItem(OUTBOX_KEY, JSON.stringify(kept));
    } catch {
      // Storage full or refused (private mode): statistics are not worth failing a search for.
    }
  }

  function readLast(): { key: string; id: string; time: number } | null {
    try {
      return JSON.parse(options.storage.getItem(LAST_KEY) ?? 'null') as {
        key: string;
        id: string;
        time: number;
      } | null;
    } catch {
      return null;
    }
  }

  function writeLast(last: { key: string; id: string; time: number }): void {
    try {
      options.storage.setItem(LAST_KEY, JSON.stringify(last));
    } catch {
      // As in write().
    }
  }

  /** The id made once and kept; none when storage refuses it (the server then counts the address). */
  function device(): string | undefined {
    try {
      const kept = options.storage.getItem(DEVICE_KEY);
      if (kept && new RegExp(SEARCH_EVENT_LIMITS.devicePattern).test(kept)) return kept;
      const made = crypto.randomUUID();
      options.storage.setItem(DEVICE_KEY, made);
      return options.storage.getItem(DEVICE_KEY) === made ? made : undefined;
    } catch {
      return undefined;
    }
  }

  function remove(ids: ReadonlySet<string>): void {
    write(read().filter((event) => !ids.has(event.id)));
  }

  async function sendAll(): Promise<void> {
    for (;;) {
      const { body, events } = firstBatch(unanswered(read()), device());
      if (events.length === 0) return;
      const outcome = await options.send(body).catch((): SendOutcome => 'retry');
      if (outcome === 'retry') return;
      const ids = new Set(events.map((event) => event.id));
      for (const id of ids) answered.add(id);
      remove(ids);
    }
  }

  return {
    record(search) {
      const query = normaliseSearchQuery(search.query);
      const filters = (search.filters ?? [])
        .slice(0, SEARCH_EVENT_LIMITS.maxFilters)
        .map(({ facet, value }) => ({
          facet,
          value: value.slice(0, SEARCH_EVENT_LIMITS.maxValueLength),
        }));
      if (query === '' && filters.length === 0) return;
      const found = Math.max(0, Math.min(SEARCH_EVENT_LIMITS.maxFound, Math.round(search.found)));
      const events = read();
      const at = new Date(now()).toISOString();
      const key = `${query}?${filterKey(filters)}`;
      const last = readLast();
      if (last && last.key === key && now() - last.time < REPEAT_WINDOW_MS) {
        // The same search again: one search. Still waiting to be sent, it takes the newest count.
        const pendingEvent = events.find((event) => event.id === last.id);
        if (pendingEvent) {
          pendingEvent.found = found;
          write(events);
        }
        return;
      }
      const id = newId();
      // Sent as typed: the server counts by the folded key and keeps the typed form for display.
      const typed = query === '' ? '' : displaySearchQuery(search.query);
      events.push({ id, query: typed, found, ...(filters.length ? { filters } : {}), at });
      write(events);
      writeLast({ key, id, time: now() });
    },

    pending: () => unanswered(read()),

    flush() {
      sending ??= sendAll().finally(() => {
        sending = null;
      });
      return sending;
    },

    flushOnHide() {
      const { body, events } = firstBatch(unanswered(read()), device());
      if (events.length > 0) options.beacon?.(body);
    },
  };
}
