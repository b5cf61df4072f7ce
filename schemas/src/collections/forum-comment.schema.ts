// Comments on a forum thread; `edited_at` is set when the author changes the text.
import type { RxJsonSchema } from 'rxdb';
import {
  dateTimeField,
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  textField,
  type DocumentOf,
} from './fields.ts';

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
    body: { ...textField, minLength: 1 },
    edited_at: dateTimeField,
  },
  required: [...DOCUMENT_REQUIRED, 'thread_id', 'author_id', 'body'],
  additionalProperties: false,
  indexes: ['thread_id'],
} as const;

export type ForumComment = DocumentOf<typeof forumCommentSchemaLiteral>;
export const forumCommentSchema: RxJsonSchema<ForumComment> = forumCommentSchemaLiteral;
