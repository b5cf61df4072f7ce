// Forum threads: a question or post by a verified premium user under a (sub-)topic.
import type { RxJsonSchema } from 'rxdb';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  textField,
  type DocumentOf,
} from './fields.ts';

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
    subject: nameField,
    body: { ...textField, minLength: 1 },
    view_count: counter,
    comment_count: counter,
  },
  required: [...DOCUMENT_REQUIRED, 'topic_id', 'author_id', 'subject', 'body', 'view_count', 'comment_count'],
  additionalProperties: false,
  indexes: ['topic_id'],
} as const;

export type ForumThread = DocumentOf<typeof forumThreadSchemaLiteral>;
export const forumThreadSchema: RxJsonSchema<ForumThread> = forumThreadSchemaLiteral;
