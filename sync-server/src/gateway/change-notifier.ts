// Follows each shared database's _changes once and tells every subscriber which database
// changed (the one change-events stream per client, ARCHITECTURE.md "Server"): the store sees
// one listener per database, not one per client.
// Per-user favourites change only through the gateway, which reports those writes itself.
import { createChangesRequester } from '../store/changes-request.ts';
import type { StoreClient } from '../store/couch-client.ts';

const LONGPOLL_MS = 25_000;

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

  for (const db of databases) {
    void (async () => {
      let since = 'now';
      let delay = 200;
      while (!controller.signal.aborted) {
        try {
          const feed = await feeds.longpoll(
            db,
            { since, timeout: String(LONGPOLL_MS), limit: '1' },
            LONGPOLL_MS,
            controller.signal,
          );
          // The first answer after a (re)connect has no news unless results came with it.
          if (feed.results.length > 0) emit(db);
          since = String(feed.last_seq);
          delay = 200;
        } catch {
          if (controller.signal.aborted) return;
          // After a store restart resume from "now" and tell clients to check, so nothing is missed.
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, 5000);
          since = 'now';
          emit(db);
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
      feeds.close();
    },
  };
}
