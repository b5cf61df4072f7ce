// Blog posts. `private` posts are for staff only; `visible` hides a post from everyone else.
import type { RxJsonSchema } from 'rxdb';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  stringListField,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

const postSchemaLiteral = {
  title: 'post',
  description: 'A blog post',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    title: nameField,
    brief: { type: 'string', maxLength: 1000 },
    content: { type: 'string', minLength: 1, maxLength: 200_000 },
    banner_url: urlReferenceField,
    author_id: idField,
    tags: stringListField,
    private: { type: 'boolean' },
    visible: { type: 'boolean' },
  },
  required: [...DOCUMENT_REQUIRED, 'title', 'brief', 'content', 'author_id', 'tags', 'private', 'visible'],
  additionalProperties: false,
} as const;

export type Post = DocumentOf<typeof postSchemaLiteral>;
export const postSchema: RxJsonSchema<Post> = postSchemaLiteral;
