// Publications and documents of a product (publications_master, projected to publications).
// The German abstract is required and must not be blank; the URL may only be empty for
// `no_link` entries, which business-rules.ts checks because it depends on `type`. A safety notice
// (`type: 'safety_notice'`) names its `authority` and the authority's `reference`; its date is
// `published_at` and its summary `abstract`. Only safety notices carry the two (business-rules.ts).
import type { RxJsonSchema } from 'rxdb';
import { LINK_CATEGORIES, LINK_TYPES, SAFETY_NOTICE_AUTHORITIES, SIGNALS } from '../constants.ts';
import {
  dateField,
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  shortTextField,
  textField,
  URL_MAX_LENGTH,
  type DocumentOf,
} from './fields.ts';

const linkSchemaLiteral = {
  title: 'link',
  description: 'A publication, document or video of a product, with abstract and signal colour',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    product_id: idField,
    url: { type: 'string', maxLength: URL_MAX_LENGTH },
    title: nameField,
    type: { type: 'string', enum: LINK_TYPES },
    category: { type: 'string', enum: LINK_CATEGORIES },
    abstract: {
      type: 'object',
      properties: {
        de: { ...textField, minLength: 1, pattern: '\\S' },
        en: textField,
      },
      required: ['de', 'en'],
      additionalProperties: false,
    },
    signal: { type: 'string', enum: SIGNALS },
    visible: { type: 'boolean' },
    published_at: dateField,
    authors: shortTextField,
    journal: shortTextField,
    authority: { type: 'string', enum: SAFETY_NOTICE_AUTHORITIES },
    reference: shortTextField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'product_id',
    'url',
    'title',
    'type',
    'category',
    'abstract',
    'signal',
    'visible',
    'published_at',
  ],
  additionalProperties: false,
  indexes: ['product_id'],
} as const;

export type Link = DocumentOf<typeof linkSchemaLiteral>;
export const linkSchema: RxJsonSchema<Link> = linkSchemaLiteral;
