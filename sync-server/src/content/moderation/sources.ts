// The registry of moderated sources: every kind of user-written content that staff moderate
// (reviews here; the forum registers its threads and comments the same way). Each names its
// source database (every document, in every state, server-only), the public database the
// published projection fills (published-view.ts, run by projector/projector.ts), the permission
// that lets staff moderate it, what the staff queue shows of a document, and what a document
// hangs on: readers see it only while that is shown to them (a review its product, a comment
// its thread), and the projector takes it out of the public database, and back, as that changes.
import type { IdCollection, LocalizedText, ModeratedKind, Permission } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import type {
  FORUM_TOPICS,
  MasterName,
  ModeratedSourceName,
  PublishedName,
} from '../../platform/store/databases.ts';

type ForumTopicsName = (typeof FORUM_TOPICS)[number];
import { recountComments } from '../forum/thread-counters.ts';
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
  sourceDb: ModeratedSourceName;
  publicDb: PublishedName;
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
  /** After a staff decision changed `doc` (the forum recounts the thread's published comments). */
  afterDecision?(store: StoreClient, doc: CouchDoc): Promise<void>;
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
];

export function sourceOfKind(kind: ModeratedKind): ModeratedSource | undefined {
  return MODERATED_SOURCES.find((source) => source.kind === kind);
}

/** The source databases the published projection follows, each with its public database. */
export const PUBLISHED_OF: ReadonlyMap<ModeratedSourceName, PublishedName> = new Map(
  MODERATED_SOURCES.map((source) => [source.sourceDb, source.publicDb]),
);
