// Forum topics and their sub-topics (a sub-topic names its topic in `parent_id`); threads
// belong to a sub-topic or topic. Staff write topics, so names are bilingual.
import type { RxJsonSchema } from 'rxdb';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  localizedNameField,
  localizedTextField,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

const forumTopicSchemaLiteral = {
  title: 'forum_topic',
  description: 'A forum topic, or a sub-topic when parent_id is set',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    name: localizedNameField,
    description: localizedTextField,
    image_url: urlReferenceField,
    parent_id: idField,
  },
  required: [...DOCUMENT_REQUIRED, 'name', 'description'],
  additionalProperties: false,
} as const;

export type ForumTopic = DocumentOf<typeof forumTopicSchemaLiteral>;
export const forumTopicSchema: RxJsonSchema<ForumTopic> = forumTopicSchemaLiteral;
