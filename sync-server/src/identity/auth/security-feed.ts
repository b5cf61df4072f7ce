// Tells this process when a session, an account, a role or a plan changed anywhere: each of the
// `sessions`, `accounts`, `roles` and `plans` databases is followed once through the store's `_changes`
// (so a logout or a demotion on another server process reaches this one within milliseconds),
// and writes this process makes itself are reported at once, before their HTTP answer is sent.
// Subscribers are the access state's cache (auth/access-state.ts) and the registry of held
// connections (gateway/held-connections.ts). When the feed itself breaks (the store restarted),
// subscribers hear `all`: nothing may be trusted that was read before.
import { createChangesRequester } from '../../platform/store/changes-request.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { log } from '../../platform/log/logger.ts';

export type SecurityChange =
  | { kind: 'session'; id: string }
  | { kind: 'user'; id: string }
  | { kind: 'role'; id: string }
  | { kind: 'all' };

export interface SecurityFeed {
  subscribe(listener: (change: SecurityChange) => void): () => void;
  /** Reports a change this process made (the store's feed reports it again, harmlessly). */
  report(change: SecurityChange): void;
  stop(): void;
}

// A plan edit (chat or link access) is rare and may touch many sessions: everything is re-read.
const FOLLOWED = { sessions: 'session', accounts: 'user', roles: 'role', plans: 'all' } as const;
const LONGPOLL_MS = 25_000;
const BATCH = 500;

export function startSecurityFeed(store: StoreClient): SecurityFeed {
  const listeners = new Set<(change: SecurityChange) => void>();
  const controller = new AbortController();
  const feeds = createChangesRequester(store);
  const report = (change: SecurityChange): void => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log.error({ area: 'security-feed', err: error }, 'listener failed');
      }
    }
  };

  for (const [db, kind] of Object.entries(FOLLOWED)) {
    void (async () => {
      let since = 'now';
      let delay = 200;
      while (!controller.signal.aborted) {
        try {
          const feed = await feeds.longpoll(
            db,
            { since, timeout: String(LONGPOLL_MS), limit: String(BATCH) },
            LONGPOLL_MS,
            controller.signal,
          );
          if (kind === 'all') {
            if (feed.results.length > 0) report({ kind });
          } else for (const result of feed.results) report({ kind, id: result.id });
          since = String(feed.last_seq);
          delay = 200;
        } catch {
          if (controller.signal.aborted) return;
          // Changes may have been missed while the store was away: every cached right is suspect.
          report({ kind: 'all' });
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, 5000);
          since = 'now';
          report({ kind: 'all' });
        }
      }
    })();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report,
    stop() {
      controller.abort();
      feeds.close();
    },
  };
}
