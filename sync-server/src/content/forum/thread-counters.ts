// A thread's counters (views, published comments) live in its source document, which the
// projector copies to readers (moderation/). Many readers and commenters change one thread at
// once, so every change is a read-modify-write at the document's `_rev`, done again on a 409
// (store/update-document.ts):
// no increment is lost, and the comment count is recounted from the comments themselves after
// the thread was read, so of two racing commenters the one whose write lands last counted both
// comments (the other's write is refused and repeated).
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { updateDocument } from '../../platform/store/update-document.ts';

export const THREADS_SOURCE = 'forum_threads_source';
export const COMMENTS_SOURCE = 'forum_comments_source';
const RETRIES = 30;

/** Comment ids start with their thread's id and a colon (forum-posts.ts). */
export function commentRange(threadId: string): { startkey: string; endkey: string } {
  return { startkey: `${threadId}:`, endkey: `${threadId}:\ufff0` };
}

/**
 * Changes a thread by `change` (the current document in, the new one or undefined to leave it
 * out), again on a conflict. Undefined when there is no such thread.
 */
export async function changeThread(
  store: StoreClient,
  threadId: string,
  change: (thread: CouchDoc) => Promise<CouchDoc | undefined> | CouchDoc | undefined,
): Promise<CouchDoc | undefined> {
  const outcome = await updateDocument(
    store,
    THREADS_SOURCE,
    threadId,
    (thread) => thread && change(thread),
    {
      retries: RETRIES,
    },
  );
  return outcome.written ? outcome.doc : outcome.current;
}

/** Sets the thread's comment count to its published comments, counted now. */
export async function recountComments(store: StoreClient, threadId: string): Promise<void> {
  await changeThread(store, threadId, async (thread) => {
    const comments = await store.allDocs(COMMENTS_SOURCE, commentRange(threadId));
    const count = comments.filter((comment) => comment.status === 'published').length;
    return thread.comment_count === count ? undefined : { ...thread, comment_count: count };
  });
}
