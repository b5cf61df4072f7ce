// The forum's data for pages, from the device's collections (so reading works offline): null
// while the first answer is pending. `access` says whether this device holds the forum at all
// (premium or forum staff), so a page can show the invitation instead.
import type { ForumComment, ForumThread, ForumTopic } from '@poct/schemas';
import { watchComments, watchThread, watchThreads, watchTopics } from './local-forum.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { valueOf } from '../../lib/loaded.ts';
import { identityOf, useLoad, watching } from '../../lib/use-load.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { readsForum } from './forum-access.ts';

export type ForumAccess = { kind: 'none' } | { kind: 'starting' } | { kind: 'ready'; engine: SyncEngine };

export function useForumAccess(): ForumAccess {
  const { user } = useSession();
  const engine = useSyncEngine();
  if (!readsForum(user)) return { kind: 'none' };
  if (!engine?.local.collection('forum_threads')) return { kind: 'starting' };
  return { kind: 'ready', engine };
}

/** A live read through the one load hook (lib/use-load.ts); `key` names everything `start` reads. */
function useWatched<T>(
  engine: SyncEngine | null,
  key: string,
  start: (engine: SyncEngine, set: (value: T) => void) => () => void,
): T | null {
  // Another engine (a new sign-in) is another read.
  const source = engine ? `${identityOf(engine)}\n${key}` : null;
  const { loaded } = useLoad<T>(
    source,
    watching((set) => start(engine!, set)),
  );
  return valueOf(loaded);
}

export function useTopics(engine: SyncEngine | null): ForumTopic[] | null {
  return useWatched(engine, 'topics', (ready, set) => watchTopics(ready.local, set));
}

export function useThreads(engine: SyncEngine | null, topicIds: readonly string[]): ForumThread[] | null {
  return useWatched(engine, topicIds.join('|'), (ready, set) => watchThreads(ready.local, topicIds, set));
}

export function useThread(engine: SyncEngine | null, id: string): ForumThread | undefined | null {
  const found = useWatched<ForumThread[]>(engine, id, (ready, set) => watchThread(ready.local, id, set));
  return found === null ? null : found[0];
}

export function useComments(engine: SyncEngine | null, threadId: string): ForumComment[] | null {
  return useWatched(engine, threadId, (ready, set) => watchComments(ready.local, threadId, set));
}
