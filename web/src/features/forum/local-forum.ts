// Reading the forum from the local collections (so it works offline): topics, the threads of a
// sub-topic, one thread and its comments, each kept current while the page shows it.
import type { ForumComment, ForumThread, ForumTopic } from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import type { LocalCollectionName } from '../../db/collections.ts';

type Watch<T> = (onChange: (docs: T[]) => void) => () => void;

function watch<T>(
  local: LocalDatabase,
  name: LocalCollectionName,
  selector: Record<string, unknown>,
): Watch<T> {
  return (onChange) => {
    const collection = local.collection(name);
    if (!collection) {
      onChange([]);
      return () => {};
    }
    const subscription = collection
      .find({ selector })
      .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as T)));
    return () => subscription.unsubscribe();
  };
}

/** Every topic and sub-topic. */
export function watchTopics(local: LocalDatabase, onChange: (topics: ForumTopic[]) => void): () => void {
  return watch<ForumTopic>(local, 'forum_topics', {})(onChange);
}

/** The threads of sub-topics `topicIds`, newest activity first. */
export function watchThreads(
  local: LocalDatabase,
  topicIds: readonly string[],
  onChange: (threads: ForumThread[]) => void,
): () => void {
  return watch<ForumThread>(local, 'forum_threads', { topic_id: { $in: [...topicIds] } })((threads) =>
    onChange(
      [...threads].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id)),
    ),
  );
}

/** One thread (an empty list while it is not on the device). */
export function watchThread(local: LocalDatabase, id: string, onChange: (threads: ForumThread[]) => void) {
  return watch<ForumThread>(local, 'forum_threads', { id })(onChange);
}

/** A thread's comments, oldest first (the order they were written in). */
export function watchComments(
  local: LocalDatabase,
  threadId: string,
  onChange: (comments: ForumComment[]) => void,
): () => void {
  return watch<ForumComment>(local, 'forum_comments', { thread_id: threadId })((comments) =>
    onChange(
      [...comments].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)),
    ),
  );
}
