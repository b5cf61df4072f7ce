// Follows each shared database's _changes once and tells every subscriber which database
// changed (the one change-events stream per client, ARCHITECTURE.md "Sync"): the store sees
// one listener per database, not one per client.
// Per-user favourites change only through the gateway, which reports those writes itself.
// A burst (the projector catching up after a start, a bulk import) is told as a few events, not
// one per document: each answer takes every change pending (rows without documents, so small),
// and a database is reported at most once per EMIT_EVERY_MS, with a last report after the burst.
import { createChangesRequester } from '../../platform/store/changes-request.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';

const LONGPOLL_MS = 25_000;
/** Most rows one answer carries: the feed only needs to know that something changed. */
const ROWS_PER_ANSWER = '10000';
export const EMIT_EVERY_MS = 250;

export interface ChangeNotifier {
  subscribe(listener: (db: string, userId?: string) => void): () => void;
  /** Reports a write the gateway made to a user's own database. */
  notifyUser(userId: string, db: string): void;
  /** How many listeners are subscribed (a client that went away must leave none behind). */
  readonly subscribers: number;
  stop(): void;
}

export function startChangeNotifier(store: StoreClient, databases: readonly string[]): ChangeNotifier {
  const listeners = new Set<(db: string, userId?: string) => void>();
  const controller = new AbortController();
  const feeds = createChangesRequester(store);
  const emit = (db: string, userId?: string): void => {
    for (const listener of listeners) listener(db, userId);
  };
  // Per database: when it was last reported, and whether a report waits for the window's end.
  const lastEmitted = new Map<string, number>();
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const emitShared = (db: string): void => {
    if (waiting.has(db)) return;
    const wait = (lastEmitted.get(db) ?? -Infinity) + EMIT_EVERY_MS - performance.now();
    const send = () => {
      waiting.delete(db);
      lastEmitted.set(db, performance.now());
      emit(db);
    };
    if (wait <= 0) send();
    else waiting.set(db, setTimeout(send, wait));
  };

  for (const db of databases) {
    void (async () => {
      let since = 'now';
      let delay = 200;
      while (!controller.signal.aborted) {
        try {
          const feed = await feeds.longpoll(
            db,
            { since, timeout: String(LONGPOLL_MS), limit: ROWS_PER_ANSWER },
            LONGPOLL_MS,
            controller.signal,
          );
          // The first answer after a (re)connect has no news unless results came with it.
          if (feed.results.length > 0) emitShared(db);
          since = String(feed.last_seq);
          delay = 200;
        } catch {
          if (controller.signal.aborted) return;
          // After a store restart resume from "now" and tell clients to check, so nothing is missed.
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, 5000);
          since = 'now';
          emitShared(db);
        }
      }
    })();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyUser: (userId, db) => emit(db, userId),
    get subscribers() {
      return listeners.size;
    },
    stop() {
      controller.abort();
      for (const timer of waiting.values()) clearTimeout(timer);
      feeds.close();
    },
  };
}
