// Every blog post in memory, kept current from the `posts` database's _changes
// (replication/catalogue/follow-changes.ts, as the preview search keeps its index), so the public reads
// (/api/posts, a post's page) never read the whole database per request. Who may read which post
// is still decided per request by `mayReadPost` (readable-posts.ts), on this copy.
//
// Writes this process makes itself (the workspace's records router) are applied at once, so an
// editor reads what they just saved; the feed brings the same change a moment later, and the
// revision's generation keeps an older change from replacing a newer one. Other processes see a
// write when their feed brings it, within a long-poll round trip.
import type { Post } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { followChanges, type Change } from '../../replication/index.ts';

/** How long a read waits for the first copy (the store being away at start-up) before a 503. */
const READY_WAIT_MS = 10_000;

export const POSTS_DB = 'posts';

export function toPost(doc: CouchDoc): Post {
  const { _id, _rev: _ignored, ...fields } = doc;
  return { id: _id, ...fields } as unknown as Post;
}

export interface PostsProjection {
  /**
   * Every stored post, newest first, once the copy has caught up with the store; a 503 when it
   * has not within `readyWaitMs` (the store is away), so no request hangs.
   */
  all(): Promise<readonly Post[]>;
  /** A post this process has just written (a deletion: `_deleted`, as the store answered). */
  written(doc: CouchDoc & { _rev: string }): void;
  stop(): void;
}

const generation = (rev: string): number => Number.parseInt(rev, 10) || 0;
const newestFirst = (a: Post, b: Post) =>
  b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

export function startPostsProjection(store: StoreClient, readyWaitMs = READY_WAIT_MS): PostsProjection {
  /** Per id the newest revision seen and the post, or null once deleted. */
  const known = new Map<string, { rev: string; post: Post | null }>();
  let sorted: readonly Post[] | null = null;
  let isReady = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve)).then(() => {
    isReady = true;
  });

  async function caughtUp(): Promise<void> {
    if (isReady) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, readyWaitMs)));
    await Promise.race([ready, waited]);
    clearTimeout(timer);
    if (!isReady) throw new AppError(503, 'error.503');
  }

  function take(id: string, rev: string, doc: CouchDoc | null): void {
    if (id.startsWith('_')) return;
    const held = known.get(id);
    if (held && generation(held.rev) > generation(rev)) return;
    known.set(id, { rev, post: doc && !doc._deleted ? toPost(doc) : null });
    sorted = null;
  }

  const stop = followChanges(
    store,
    POSTS_DB,
    (changes: Change[]) => {
      for (const change of changes) take(change.id, change.rev, change.doc);
    },
    () => markReady(),
  );

  return {
    async all() {
      await caughtUp();
      sorted ??= [...known.values()].flatMap(({ post }) => (post ? [post] : [])).sort(newestFirst);
      return sorted;
    },
    written: (doc) => take(doc._id, doc._rev, doc),
    stop,
  };
}
