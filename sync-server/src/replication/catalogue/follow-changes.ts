// Keeps an in-memory copy of a projection database current: long-polls its _changes with the
// documents and hands each batch to `apply`, retrying with backoff while the store is away.
// The catalogue's copy (catalogue/catalogue-mirror.ts: the MCP tools, the assistant and the
// preview search) and the blog's posts (posts/posts-projection.ts) follow their databases this way.
//
// With a snapshot of the database (snapshots/), the copy starts from its documents and follows
// `_changes` since its seq: the snapshot plus every change after its seq is the whole database
// (ARCHITECTURE.md "Sync", snapshots), and reading 240,000 documents from `_changes` at 0 kept the store
// and this process busy for half a minute after each start at 40,000 products.
import type { Snapshot } from '../snapshots/make-snapshot.ts';
import { snapshotDocs } from '../snapshots/snapshot-docs.ts';
import { createChangesRequester } from '../../platform/store/changes-request.ts';
import type { ChangesResponse, CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { log } from '../../platform/log/logger.ts';

const LONGPOLL_MS = 25_000;
const BATCH = 1000;

export interface Change {
  id: string;
  /** The revision the change made (a deletion's too). */
  rev: string;
  /** Null when the document was deleted (or is a design document). */
  doc: CouchDoc | null;
}

/** A database's current snapshot, if there is one (snapshots/snapshot-keeper.ts `current`). */
export type SnapshotOf = (db: string) => Pick<Snapshot, 'br' | 'seq'> | undefined;

export function followChanges(
  store: StoreClient,
  database: string,
  apply: (changes: Change[]) => void,
  /** Called after every batch that left nothing behind it: the copy holds all the store had. */
  caughtUp?: () => void,
  /** The database's snapshot to start from, if there is one (none: `_changes` from 0). */
  start?: () => Pick<Snapshot, 'br' | 'seq'> | undefined,
): () => void {
  const controller = new AbortController();
  const feeds = createChangesRequester(store);
  let since: string | number = 0;
  let isCaughtUp = false;
  void (async () => {
    const snapshot = start?.();
    if (snapshot) {
      try {
        for await (const docs of snapshotDocs(snapshot)) {
          if (controller.signal.aborted) return;
          apply(docs.map((doc) => ({ id: doc._id, rev: doc._rev ?? '', doc })));
        }
        since = snapshot.seq;
      } catch (error) {
        // Unreadable: the copy holds part of the snapshot, which `_changes` from 0 brings again.
        log.error({ area: 'follow', database, err: error }, 'snapshot not read');
      }
    }
    let delay = 200;
    while (!controller.signal.aborted) {
      try {
        const params: Record<string, string> = {
          since: String(since),
          include_docs: 'true',
          limit: String(BATCH),
        };
        // Until it has caught up a plain request, which answers at once also when there is
        // nothing (a long poll would wait for a first change, an empty database for its deadline).
        const feed: ChangesResponse = isCaughtUp
          ? await feeds.longpoll(
              database,
              { ...params, timeout: String(LONGPOLL_MS) },
              LONGPOLL_MS,
              controller.signal,
            )
          : await feeds.changes(database, params, controller.signal);
        apply(
          feed.results.map((change) => ({
            id: change.id,
            rev: change.changes[0]?.rev ?? '',
            doc: change.deleted || !change.doc || change.id.startsWith('_') ? null : change.doc,
          })),
        );
        since = feed.last_seq;
        delay = 200;
        if (feed.results.length < BATCH) {
          isCaughtUp = true;
          caughtUp?.();
        }
      } catch {
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, 5000);
      }
    }
  })();
  return () => {
    controller.abort();
    feeds.close();
  };
}
