// Comments on a forum thread; `edited_at` is set when the author changes the text.
import type { RxJsonSchema } from 'rxdb';
import {
  dateTimeField,
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  textField,
  type DocumentOf,
} from './fields.ts';
import { moderationFields } from './moderation-fields.ts';

const forumCommentSchemaLiteral = {
  title: 'forum_comment',
  description: 'A comment on a forum thread',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    thread_id: idField,
    author_id: idField,
    author_name: nameField,
    body: { ...textField, minLength: 1 },
    edited_at: dateTimeField,
    ...moderationFields,
  },
  required: [...DOCUMENT_REQUIRED, 'thread_id', 'author_id', 'author_name', 'body', 'status'],
  additionalProperties: false,
  indexes: ['thread_id'],
} as const;

export type ForumComment = DocumentOf<typeof forumCommentSchemaLiteral>;
export const forumCommentSchema: RxJsonSchema<ForumComment> = forumCommentSchemaLiteral;
