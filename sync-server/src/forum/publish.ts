// Copies forum threads and comments from their source databases (every status) to the public
// databases premium devices replicate (published only), and keeps each thread's comment count.
// This is the forum's stand-in for the shared moderation core's published projection
// (sync-server/src/moderation/); once that core is merged the forum registers its two kinds
// there and this copy goes.
//
// Correct under concurrency: every write reads the current public revision and writes again on a
// 409, judging from the source as it is then; the comment count is recounted from the source
// after the thread's revision was read, so of two racing comment writers the one whose thread
// write lands last counted both comments (the other's thread write is refused and repeated).
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { StoreError } from '../store/couch-client.ts';

export const FORUM_KINDS = {
  'forum-thread': { sourceDb: 'forum_threads_source', publicDb: 'forum_threads' },
  'forum-comment': { sourceDb: 'forum_comments_source', publicDb: 'forum_comments' },
} as const;
export type ForumKind = keyof typeof FORUM_KINDS;

const RETRIES = 20;

/** What readers may see of a document: never who reported it or the moderators' notes. */
function publicCopy(source: CouchDoc): CouchDoc {
  const { _rev, reports, status_reason, ...rest } = source;
  return rest;
}

function sameContent(a: CouchDoc, b: CouchDoc): boolean {
  const { _rev: _a, ...left } = a;
  const { _rev: _b, ...right } = b;
  return JSON.stringify(left) === JSON.stringify(right);
}

function isConflict(error: unknown): boolean {
  return error instanceof StoreError && error.status === 409;
}

/** Makes the public copy of `id` match its source: the published document, or nothing. */
export async function publish(store: StoreClient, kind: ForumKind, id: string): Promise<void> {
  const { sourceDb, publicDb } = FORUM_KINDS[kind];
  for (let attempt = 0; ; attempt++) {
    const current = await store.get(publicDb, id);
    const source = await store.get(sourceDb, id);
    const wanted = source?.status === 'published' ? publicCopy(source) : undefined;
    try {
      if (wanted) {
        if (current && sameContent(current, wanted)) return;
        await store.put(publicDb, { ...wanted, ...(current ? { _rev: current._rev } : {}) });
      } else if (current) {
        await store.put(publicDb, { _id: id, _rev: current._rev, _deleted: true });
      }
      return;
    } catch (error) {
      if (!isConflict(error) || attempt >= RETRIES) throw error;
    }
  }
}

/** Comment ids start with their thread's id and a colon (forum-posts.ts). */
export function commentRange(threadId: string): { startkey: string; endkey: string } {
  return { startkey: `${threadId}:`, endkey: `${threadId}:\ufff0` };
}

/**
 * Changes a thread in its source database by `change` (read, change, write; again on a 409),
 * then publishes it. `change` gets the current document and returns the new one, or undefined
 * to leave it.
 */
export async function updateThread(
  store: StoreClient,
  threadId: string,
  change: (thread: CouchDoc) => Promise<CouchDoc | undefined> | CouchDoc | undefined,
): Promise<CouchDoc | undefined> {
  const { sourceDb } = FORUM_KINDS['forum-thread'];
  for (let attempt = 0; ; attempt++) {
    const thread = await store.get(sourceDb, threadId);
    if (!thread) return undefined;
    const next = await change(thread);
    if (!next) return thread;
    try {
      const { rev } = await store.put(sourceDb, { ...next, _id: threadId, _rev: thread._rev });
      await publish(store, 'forum-thread', threadId);
      return { ...next, _id: threadId, _rev: rev };
    } catch (error) {
      if (!isConflict(error) || attempt >= RETRIES) throw error;
    }
  }
}

/** Sets the thread's comment count to its published comments, counted now. */
export async function recountComments(store: StoreClient, threadId: string): Promise<void> {
  await updateThread(store, threadId, async (thread) => {
    const comments = await store.allDocs(FORUM_KINDS['forum-comment'].sourceDb, commentRange(threadId));
    const count = comments.filter((comment) => comment.status === 'published').length;
    return thread.comment_count === count ? undefined : { ...thread, comment_count: count };
  });
}
