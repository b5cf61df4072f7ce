// The registry of moderated sources: every kind of user-written content that staff moderate
// (reviews here; the forum registers its threads and comments the same way), and blog posts,
// which staff write and readers report: a post's reports and staff's decision live in
// `post_reports` (one document per reported post, carrying the post's author), and a rejection
// hides the post itself (`visible: false`) until a later decision publishes it again. Each names its
// source database (every document, in every state, server-only), the public database the
// published projection fills (published-view.ts, run by projector/projector.ts), the permission
// that lets staff moderate it, what the staff queue shows of a document, and what a document
// hangs on: readers see it only while that is shown to them (a review its product, a comment
// its thread), and the projector takes it out of the public database, and back, as that changes.
import {
  mayReadPost,
  type IdCollection,
  type LocalizedText,
  type ModeratedKind,
  type ModerationStatus,
  type Permission,
  type Post,
} from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { POST_REPORTS } from '../../platform/store/databases.ts';
import type {
  FORUM_TOPICS,
  MasterName,
  ModeratedSourceName,
  PublishedName,
} from '../../platform/store/databases.ts';

type ForumTopicsName = (typeof FORUM_TOPICS)[number];
import { recountComments } from '../forum/thread-counters.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { POSTS_DB, toPost, type PostsProjection } from '../posts/posts-projection.ts';

/** Who reports: a guest (null) or a signed-in caller's permissions and premium status. */
export type ReaderSubject = { premium: boolean; permissions: readonly string[] } | null;

/** The moderation fields of a first report's document (moderation-store.ts ModeratedDoc). */
export interface ModeratedDocFields {
  _id: string;
  author_id: string;
  status: 'published';
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

import { projectDocument } from '../projector/project-document.ts';
import { publishedView } from './published-view.ts';

/** What a document hangs on: the document `field` names in `db`, and whether readers see that one. */
export interface HangsOn {
  db: MasterName | ModeratedSourceName;
  field: string;
  /** `parent` is the document `field` names (undefined when there is none). */
  shows(parent: CouchDoc | undefined): boolean;
}

export interface ModeratedSource {
  kind: ModeratedKind;
  /** The grammar of its ids (checkId of @poct/schemas). */
  idCollection: IdCollection;
  sourceDb: ModeratedSourceName | typeof POST_REPORTS;
  /** Where readers get published items, when the projector copies them (posts are read by REST). */
  publicDb?: PublishedName;
  /** Staff holding it see the kind in the queue, publish and reject. */
  moderatePermission: Permission;
  /** Whether a document of `sourceDb` is of this kind (several kinds may share a database). */
  owns(doc: CouchDoc): boolean;
  /** What staff judge in the queue: the Markdown text, a title if the kind has one, and where it belongs. */
  describe(doc: CouchDoc): { title?: string; text: string; contextId?: string };
  /** Where the author finds the item (an unprefixed page path), linked in the decision mail. */
  pathOf(doc: CouchDoc): string;
  /** What a document hangs on, when it does: it reaches readers only while that is shown. */
  hangsOn?: HangsOn;
  /** Where `describe`'s contextId is kept and its name there, so staff read a name, not an id. */
  context?: {
    db: MasterName | ModeratedSourceName | ForumTopicsName;
    title(parent: CouchDoc): LocalizedText | undefined;
  };
  /**
   * After a staff decision changed `doc` from `before` (the forum recounts the thread's published
   * comments; a post is hidden or shown again).
   */
  afterDecision?(
    store: StoreClient,
    doc: CouchDoc,
    before: ModerationStatus,
    posts: Pick<PostsProjection, 'written'>,
  ): Promise<void>;
  /**
   * Items of another database (posts): what a reader reports is read there, and its moderation
   * document here is made on the first report.
   */
  reportedElsewhere?: {
    /** The item, when `subject` (null: a guest) may read it. */
    readable(store: StoreClient, id: string, subject: ReaderSubject): Promise<CouchDoc | undefined>;
    /** The moderation document of a first report. */
    firstDocument(item: CouchDoc, at: string): ModeratedDocFields;
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A name written once, for both languages (a product's name, a thread's subject). */
const bothLanguages = (value: unknown): LocalizedText | undefined =>
  typeof value === 'string' && value !== '' ? { de: value, en: value } : undefined;
const localized = (value: unknown): LocalizedText | undefined => {
  const name = value as Partial<LocalizedText> | undefined;
  return typeof name?.de === 'string' && typeof name.en === 'string'
    ? { de: name.de, en: name.en }
    : undefined;
};

function withoutRemovalMark(post: CouchDoc): CouchDoc {
  const { removed_by_moderation: _mark, ...rest } = post;
  return rest;
}

/**
 * Hides a post staff rejected and shows it again when a later decision publishes it. The hidden
 * post carries `removed_by_moderation`, so an editor cannot show it again (posts/post-records.ts).
 */
async function restrictPost(
  store: StoreClient,
  doc: CouchDoc,
  before: ModerationStatus,
  posts: Pick<PostsProjection, 'written'>,
): Promise<void> {
  const visible = doc.status === 'published';
  if (visible && before !== 'rejected') return;
  const outcome = await updateDocument<CouchDoc>(
    store,
    POSTS_DB,
    doc._id,
    (post) =>
      !post || post._deleted || post.visible === visible
        ? undefined
        : {
            ...withoutRemovalMark(post),
            visible,
            ...(visible ? {} : { removed_by_moderation: true }),
            updated_at: new Date().toISOString(),
            updated_by: String(doc.moderated_by ?? post.updated_by),
          },
    { retries: 8 },
  );
  // Public reads of this process see the change at once (posts-projection.ts).
  if (outcome.written) posts.written(outcome.doc as CouchDoc & { _rev: string });
}

export const MODERATED_SOURCES: readonly ModeratedSource[] = [
  {
    kind: 'review',
    idCollection: 'review',
    sourceDb: 'reviews_source',
    publicDb: 'reviews',
    moderatePermission: 'products-review-update',
    owns: () => true,
    // A hidden or deleted product takes its reviews with it, as it takes its links.
    hangsOn: {
      db: 'catalogue_master',
      field: 'product_id',
      shows: (product) => product !== undefined && projectDocument('catalogue_master', product) !== null,
    },
    describe: (doc) => ({
      title: `${String(doc.overall)}/5 · ${String(doc.handling)}/${String(doc.performance)}/${String(doc.service)}`,
      text: text(doc.comment),
      contextId: text(doc.product_id),
    }),
    pathOf: (doc) => `/products/${encodeURIComponent(text(doc.product_id))}`,
    context: { db: 'catalogue_master', title: (product) => bothLanguages(product.name) },
  },
  // The forum (sync-server/src/content/forum/): threads under a sub-topic, comments under a thread.
  {
    kind: 'forum-thread',
    idCollection: 'forum_thread',
    sourceDb: 'forum_threads_source',
    publicDb: 'forum_threads',
    moderatePermission: 'forum-threads-update',
    owns: () => true,
    describe: (doc) => ({ title: text(doc.subject), text: text(doc.body), contextId: text(doc.topic_id) }),
    context: { db: 'forum_topics', title: (topic) => localized(topic.name) },
    pathOf: (doc) => `/ds/forum/thread/${encodeURIComponent(doc._id)}`,
  },
  {
    kind: 'forum-comment',
    idCollection: 'forum_comment',
    sourceDb: 'forum_comments_source',
    publicDb: 'forum_comments',
    moderatePermission: 'forum-comments-update',
    owns: () => true,
    // A thread that is not published (waiting, rejected, withdrawn, deleted) takes its comments with it.
    hangsOn: {
      db: 'forum_threads_source',
      field: 'thread_id',
      shows: (thread) => thread !== undefined && publishedView(thread) !== null,
    },
    describe: (doc) => ({ text: text(doc.body), contextId: text(doc.thread_id) }),
    pathOf: (doc) => `/ds/forum/thread/${encodeURIComponent(text(doc.thread_id))}`,
    context: { db: 'forum_threads_source', title: (thread) => bothLanguages(thread.subject) },
    afterDecision: (store, doc) => recountComments(store, text(doc.thread_id)),
  },
  // Blog posts: staff write them, anyone who may read one reports it.
  {
    kind: 'post',
    idCollection: 'post',
    sourceDb: POST_REPORTS,
    moderatePermission: 'posts-update',
    owns: () => true,
    describe: (doc) => ({ title: text(doc.title), text: text(doc.brief) }),
    pathOf: (doc) => `/posts/${encodeURIComponent(doc._id)}`,
    afterDecision: restrictPost,
    reportedElsewhere: {
      async readable(store, id, subject) {
        const doc = await store.get(POSTS_DB, id);
        return doc && !doc._deleted && mayReadPost(toPost(doc) as Post, subject) ? doc : undefined;
      },
      firstDocument: (post, at) => ({
        _id: post._id,
        author_id: text(post.author_id),
        status: 'published',
        title: text(post.title),
        brief: text(post.brief),
        created_at: at,
        updated_at: at,
      }),
    },
  },
];

export function sourceOfKind(kind: ModeratedKind): ModeratedSource | undefined {
  return MODERATED_SOURCES.find((source) => source.kind === kind);
}

/** The source databases the published projection follows, each with its public database. */
export const PUBLISHED_OF: ReadonlyMap<ModeratedSourceName, PublishedName> = new Map(
  MODERATED_SOURCES.flatMap(({ sourceDb, publicDb }) =>
    publicDb && sourceDb !== POST_REPORTS ? [[sourceDb, publicDb] as const] : [],
  ),
);
