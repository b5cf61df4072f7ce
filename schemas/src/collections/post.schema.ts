// Blog posts. `private` posts are for staff only; `visible` hides a post from everyone else.
// The id is the post's address (`/posts/{id}`, made from the title when it is created, see
// posts.ts). A post is written once, in the language it names; both language versions of the
// site show it (the page marks the text with its `lang`).
import type { RxJsonSchema } from 'rxdb';
import { LOCALES } from '../constants.ts';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  audienceField,
  idField,
  nameField,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

export const POST_BRIEF_MAX_LENGTH = 1000;
export const POST_TAG_MAX_LENGTH = 40;
export const POST_TAGS_MAX = 10;

const postSchemaLiteral = {
  title: 'post',
  description: 'A blog post',
  // 1: the optional audience (migrations.ts).
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    title: nameField,
    brief: { type: 'string', minLength: 1, maxLength: POST_BRIEF_MAX_LENGTH },
    content: { type: 'string', minLength: 1, maxLength: 200_000 },
    banner_url: urlReferenceField,
    author_id: idField,
    tags: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: POST_TAG_MAX_LENGTH },
      uniqueItems: true,
      maxItems: POST_TAGS_MAX,
    },
    language: { type: 'string', enum: LOCALES },
    private: { type: 'boolean' },
    visible: { type: 'boolean' },
    /** Hidden by a moderation decision: only a later decision shows it again (moderation/sources.ts). */
    removed_by_moderation: { type: 'boolean' },
    audience: audienceField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'title',
    'brief',
    'content',
    'author_id',
    'tags',
    'language',
    'private',
    'visible',
  ],
  additionalProperties: false,
} as const;

export type Post = DocumentOf<typeof postSchemaLiteral>;
export const postSchema: RxJsonSchema<Post> = postSchemaLiteral;
