// Forum topics and sub-topics: staff records in the one `forum_topics` database (a sub-topic names
// its topic in `parent_id`), written through the workspace's records router with the permissions
// of their own module each, and replicated read-only to premium devices by the gateway.
import type express from 'express';
import type { Auth } from '../auth/auth.ts';
import { FieldErrors } from '../http/field-errors.ts';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { createRecordsRouter } from '../records/records-router.ts';
import { message } from '@poct/schemas';

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
        const parent =
          typeof doc.parent_id === 'string' ? await store.get(DATABASE, doc.parent_id) : undefined;
        if (!parent || isSubTopic(parent)) throw refuse('/parent_id', 'the parent must be a topic');
      },
    },
  });
  return { topics, subTopics };
}
