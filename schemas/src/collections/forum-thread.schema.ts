// Forum threads: a question or post by a verified premium user under a sub-topic (`topic_id`).
// `author_name` is the author's username at the time of writing (readers never see accounts);
// the counters are kept by the server (sync-server/src/content/forum/).
import type { RxJsonSchema } from 'rxdb';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  textField,
  type DocumentOf,
} from './fields.ts';
import { moderationFields } from './moderation-fields.ts';

const counter = { type: 'integer', minimum: 0 } as const;

const forumThreadSchemaLiteral = {
  title: 'forum_thread',
  description: 'A forum thread with its opening post',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    topic_id: idField,
    author_id: idField,
    author_name: nameField,
    subject: nameField,
    body: { ...textField, minLength: 1 },
    view_count: counter,
    comment_count: counter,
    ...moderationFields,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'topic_id',
    'author_id',
    'author_name',
    'subject',
    'body',
    'view_count',
    'comment_count',
    'status',
  ],
  additionalProperties: false,
  indexes: ['topic_id'],
} as const;

export type ForumThread = DocumentOf<typeof forumThreadSchemaLiteral>;
export const forumThreadSchema: RxJsonSchema<ForumThread> = forumThreadSchemaLiteral;
