// Forum topics and sub-topics: staff records in the one `forum_topics` database (a sub-topic names
// its topic in `parent_id`), written through the workspace's records router with the permissions
// of their own module each, and replicated read-only to premium devices by the gateway. A topic
// that still has sub-topics is not deleted (409): they would be left without a parent. The check
// and the write of a topic's deletion and of a sub-topic naming it run one after another in this
// process (store/serial-queue.ts), so a sub-topic saved at the same moment cannot slip in between.
// Across server processes the store's revisions decide: a sub-topic, once written, gives its
// topic a new revision; a deletion that checked before it fails at the revision it read and
// checks again, and a sub-topic whose topic was deleted first is taken back.
import type express from 'express';
import type { Auth } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createRecordsRouter } from '../records/records-router.ts';
import { createSerialQueue } from '../../platform/store/serial-queue.ts';
import { updateDocument } from '../../platform/store/update-document.ts';
import { isIdOf, message } from '@poct/schemas';

const DATABASE = 'forum_topics';

function refuse(path: string, detail: string): FieldErrors {
  return new FieldErrors([
    { path, key: 'validation.select', message: message('validation.select', 'en'), detail },
  ]);
}

export function createForumTopicRouters(deps: { auth: Auth; store: StoreClient }): {
  topics: express.Router;
  subTopics: express.Router;
} {
  const { store } = deps;
  const isSubTopic = (doc: CouchDoc): boolean => typeof doc.parent_id === 'string';
  // Keyed by the topic: its own id, or the parent a sub-topic names.
  const queue = createSerialQueue();
  const serially = <T>(doc: CouchDoc, task: () => Promise<T>) =>
    queue(isSubTopic(doc) ? String(doc.parent_id) : doc._id, task);
  const topics = createRecordsRouter({
    ...deps,
    database: DATABASE,
    collection: 'forum_topic',
    module: 'forum-topics',
    idPrefix: 'topic',
    scope: {
      owns: (doc) => !isSubTopic(doc),
      async check(doc) {
        if (isSubTopic(doc)) throw refuse('/parent_id', 'a topic has no parent');
      },
      async checkDelete(topic) {
        const records = await store.allDocs(DATABASE);
        if (records.some((doc) => doc.parent_id === topic._id))
          throw new AppError(409, 'error.forum.topic_has_sub_topics');
      },
      serially,
    },
  });
  const subTopics = createRecordsRouter({
    ...deps,
    database: DATABASE,
    collection: 'forum_topic',
    module: 'forum-sub-topics',
    idPrefix: 'subtopic',
    scope: {
      owns: isSubTopic,
      async check(doc) {
        const parent = isIdOf('forum_topic', doc.parent_id)
          ? await store.get(DATABASE, doc.parent_id)
          : undefined;
        if (!parent || isSubTopic(parent)) throw refuse('/parent_id', 'the parent must be a topic');
      },
      async confirm(doc) {
        await updateDocument<CouchDoc>(
          store,
          DATABASE,
          String(doc.parent_id),
          (parent) => {
            if (!parent || isSubTopic(parent)) throw refuse('/parent_id', 'the parent must be a topic');
            return parent;
          },
          { retries: 8 },
        );
      },
      serially,
    },
  });
  return { topics, subTopics };
}
