// Writing in the forum: threads and comments by verified premium users (the author is always the
// token's user), edited only by their author, held back ('waiting') when they name a watched
// word or repeat the text of one of the author's posts staff hold back (moderation/
// author-writes.ts: a staff decision sticks through edits and new posts). The browser makes each
// id, so a resend after a lost answer (the offline outbox) is answered "already received" and
// never stored twice. Comments are written and edited only under a thread readers see.
import {
  fieldError,
  fromCouchDoc,
  isIdOf,
  validateDocument,
  watchedWordsIn,
  type MessageKey,
  type ModerationStatus,
  type ValidationError,
} from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import { existingId } from '../../platform/http/checked-id.ts';
import { requestBody } from '../../platform/http/object-body.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { visibleToReaders, type ModeratedDoc } from '../moderation/moderation-store.ts';
import {
  AUTHOR_WRITE_FIELDS,
  COPY_REASON,
  copiesHeldText,
  stateAfterAuthorWrite,
  type AuthorWriteState,
} from '../moderation/author-writes.ts';
import { sourceOfKind, type ModeratedSource } from '../moderation/sources.ts';
import { createDocument, updateDocument } from '../../platform/store/update-document.ts';
import { COMMENTS_SOURCE, THREADS_SOURCE, changeThread, recountComments } from './thread-counters.ts';
import type { ViewCounts } from './view-counts.ts';
import type { WatchedWords } from './watched-words.ts';

export const WATCHED_WORD_REASON: MessageKey = 'forum.waiting.watched_word';

export interface Writer {
  userId: string;
  username: string;
}

/** The limit of new posts: `take` counts one (429 past it), `giveBack` returns it for a repeat. */
export interface PostLimit {
  take(): Promise<void>;
  giveBack(): Promise<void>;
}

export interface WriteOutcome {
  id: string;
  status: ModerationStatus;
  /** `received`: stored now; `already_received`: the same author sent this id before. */
  receipt: 'received' | 'already_received' | 'updated';
  status_reason?: string;
}

function refuse(path: string, key: MessageKey, detail: string): FieldErrors {
  return new FieldErrors([fieldError(path, key, detail)]);
}

/** A text of a post without its surrounding white space; none when none was sent. */
const trimmed = (value: string | undefined): string | undefined => value?.trim();

function toCouch(doc: Record<string, unknown>): CouchDoc {
  const { id, ...rest } = doc;
  return { _id: String(id), ...rest };
}

function validated(collection: 'forum_thread' | 'forum_comment', doc: Record<string, unknown>): void {
  const checked = validateDocument(collection, doc);
  if (!checked.ok) throw new FieldErrors(checked.errors as ValidationError[]);
}

function outcome(doc: CouchDoc, receipt: WriteOutcome['receipt']): WriteOutcome {
  const status = doc.status as ModerationStatus;
  return {
    id: doc._id,
    status,
    receipt,
    ...(status === 'waiting' && typeof doc.status_reason === 'string'
      ? { status_reason: doc.status_reason }
      : {}),
  };
}

export function createForumPosts(store: StoreClient, watched: WatchedWords, views: Pick<ViewCounts, 'add'>) {
  const threads = THREADS_SOURCE;
  const comments = COMMENTS_SOURCE;

  const threadSource = sourceOfKind('forum-thread')!;
  const commentSource = sourceOfKind('forum-comment')!;

  /**
   * The state of a post after its author wrote `body` (and `subject`) into `current` (undefined:
   * a new post): held automatically when the texts name a watched word or `body` repeats a text
   * staff hold back; staff decisions stay (moderation/author-writes.ts).
   */
  async function moderation(
    source: ModeratedSource,
    id: string,
    writer: Writer,
    current: CouchDoc | undefined,
    body: string,
    subject = '',
  ): Promise<AuthorWriteState> {
    const { words } = await watched.list();
    const judged =
      watchedWordsIn(`${subject}\n${body}`, words).length > 0
        ? WATCHED_WORD_REASON
        : (await copiesHeldText(store, writer.userId, body, { source, id }))
          ? COPY_REASON
          : undefined;
    return stateAfterAuthorWrite(source, current as ModeratedDoc | undefined, judged);
  }

  /** The stored post's fields an edit starts from: no revision, no state an author's write sets. */
  function editable(current: CouchDoc): Record<string, unknown> {
    const next = fromCouchDoc(current) as Record<string, unknown>;
    for (const field of ['_rev', ...AUTHOR_WRITE_FIELDS]) delete next[field];
    return next;
  }

  /** A thread readers see, for its comments; the spec's 404 otherwise. */
  async function assertShownThread(threadId: string): Promise<void> {
    const thread = threadId.startsWith('_') ? undefined : await store.get(threads, threadId);
    if (!thread || !(await visibleToReaders(store, threadSource, thread)))
      throw new AppError(404, 'error.forum.thread_404');
  }

  /** A stored id: the same author's repeat, or someone else's (403). */
  async function repeatOf(db: string, id: string, writer: Writer): Promise<WriteOutcome | undefined> {
    const stored = await store.get(db, id);
    if (!stored) return undefined;
    if (stored.author_id !== writer.userId) throw new AppError(403, 'error.403');
    return outcome(stored, 'already_received');
  }

  /**
   * Creates under a fixed id, counted against `limit` only now (a valid, new post); two copies
   * racing: the second finds the first and its count is given back.
   */
  async function create(
    db: string,
    doc: CouchDoc,
    writer: Writer,
    limit: PostLimit | undefined,
  ): Promise<WriteOutcome | undefined> {
    await limit?.take();
    const created = await createDocument(store, db, doc).catch(async (error: unknown) => {
      await limit?.giveBack();
      throw error;
    });
    if (created.created) return undefined;
    await limit?.giveBack();
    return repeatOf(db, doc._id, writer);
  }

  /** A sub-topic that exists (a topic without parent is not one; threads live in sub-topics). */
  async function assertSubTopic(topicId: string | undefined): Promise<void> {
    if (topicId === undefined || topicId === '') {
      throw refuse('/topic_id', 'validation.required', 'no sub-topic');
    }
    existingId('forum_topic', topicId, '/topic_id');
    const topic = await store.get('forum_topics', topicId);
    if (!topic || typeof topic.parent_id !== 'string') throw new AppError(404, 'error.forum.404');
    if (!(await store.get('forum_topics', topic.parent_id))) throw new AppError(404, 'error.forum.404');
  }

  async function ownThread(id: string, writer: Writer): Promise<CouchDoc> {
    const thread = await store.get(threads, id);
    if (!thread) throw new AppError(404, 'error.forum.thread_404');
    if (thread.author_id !== writer.userId) throw new AppError(403, 'error.forum.not_author');
    return thread;
  }

  return {
    async createThread(sent: unknown, writer: Writer, limit?: PostLimit): Promise<WriteOutcome> {
      const body = requestBody('forum-thread', sent);
      const id = body.id;
      if (!isIdOf('forum_thread', id)) throw refuse('/id', 'error.400', 'bad id');
      const repeat = await repeatOf(threads, id, writer);
      if (repeat) return repeat;
      const subject = trimmed(body.subject);
      const textBody = trimmed(body.body);
      const now = new Date().toISOString();
      const draft = {
        id,
        topic_id: body.topic_id,
        author_id: writer.userId,
        author_name: writer.username,
        subject,
        body: textBody,
        view_count: 0,
        comment_count: 0,
        status: 'published',
        created_at: now,
        updated_at: now,
        updated_by: writer.userId,
      };
      validated('forum_thread', draft);
      await assertSubTopic(body.topic_id);
      const state = await moderation(threadSource, id, writer, undefined, String(textBody), String(subject));
      const doc = toCouch({ ...draft, ...state });
      const raced = await create(threads, doc, writer, limit);
      return raced ?? outcome(doc, 'received');
    },

    async updateThread(id: string, sent: unknown, writer: Writer): Promise<WriteOutcome> {
      const body = requestBody('forum-thread-change', sent);
      await ownThread(id, writer);
      const subject = trimmed(body.subject);
      const textBody = trimmed(body.body);
      const saved = await changeThread(store, id, async (current) => {
        if (current.author_id !== writer.userId) throw new AppError(403, 'error.forum.not_author');
        const next = {
          ...editable(current),
          subject,
          body: textBody,
          updated_at: new Date().toISOString(),
          updated_by: writer.userId,
        };
        validated('forum_thread', { ...next, status: 'published' });
        const state = await moderation(threadSource, id, writer, current, String(textBody), String(subject));
        return toCouch({ ...next, ...state });
      });
      if (!saved) throw new AppError(404, 'error.forum.thread_404');
      return outcome(saved, 'updated');
    },

    async createComment(sent: unknown, writer: Writer, limit?: PostLimit): Promise<WriteOutcome> {
      const body = requestBody('forum-comment', sent);
      const { id, thread_id: threadId } = body;
      if (!isIdOf('forum_thread', threadId)) throw refuse('/thread_id', 'error.400', 'bad thread id');
      // A comment's id is its thread's id, a colon and its own part.
      if (!isIdOf('forum_comment', id) || !id.startsWith(`${threadId}:`))
        throw refuse('/id', 'error.400', 'bad id');
      const repeat = await repeatOf(comments, id, writer);
      if (repeat) return repeat;
      const textBody = trimmed(body.body);
      const now = new Date().toISOString();
      const draft = {
        id,
        thread_id: threadId,
        author_id: writer.userId,
        author_name: writer.username,
        body: textBody,
        status: 'published',
        created_at: now,
        updated_at: now,
        updated_by: writer.userId,
      };
      validated('forum_comment', draft);
      await assertShownThread(threadId);
      const state = await moderation(commentSource, id, writer, undefined, String(textBody));
      const doc = toCouch({ ...draft, ...state });
      const raced = await create(comments, doc, writer, limit);
      if (raced) return raced;
      await recountComments(store, threadId);
      return outcome(doc, 'received');
    },

    async updateComment(id: string, sent: unknown, writer: Writer): Promise<WriteOutcome> {
      const body = requestBody('forum-comment-change', sent);
      const textBody = trimmed(body.body);
      const saved = await updateDocument(
        store,
        comments,
        id,
        async (current) => {
          if (!current) throw new AppError(404, 'error.404.resource');
          if (current.author_id !== writer.userId) throw new AppError(403, 'error.forum.not_author');
          // A comment under a thread readers do not see (rejected, waiting, gone) stays as it is.
          await assertShownThread(String(current.thread_id));
          const now = new Date().toISOString();
          const next = { ...editable(current), body: textBody, edited_at: now, updated_at: now };
          validated('forum_comment', { ...next, status: 'published' });
          const state = await moderation(commentSource, id, writer, current, String(textBody));
          return toCouch({ ...next, ...state });
        },
        { retries: 5 },
      );
      if (!saved.written) throw new AppError(404, 'error.404.resource');
      await recountComments(store, String(saved.doc.thread_id));
      return outcome(saved.doc, 'updated');
    },

    /**
     * A view of a published thread, counted once per reader and period; the thread holds only
     * the number, written with others in a batch (view-counts.ts).
     */
    async countView(id: string, readerId: string): Promise<void> {
      const thread = await store.get(threads, id);
      if (!thread || thread.status !== 'published') throw new AppError(404, 'error.forum.thread_404');
      await views.add(id, readerId);
    },
  };
}

export type ForumPosts = ReturnType<typeof createForumPosts>;
