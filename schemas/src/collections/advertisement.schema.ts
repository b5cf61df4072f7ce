// Advertisement campaigns (server-only): a banner shown beside or below the content.
import type { RxJsonSchema } from 'rxdb';
import {
  dateField,
  DOCUMENT_REQUIRED,
  documentFields,
  nameField,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

export const BANNER_TYPES = ['aside', 'footer'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

const advertisementSchemaLiteral = {
  title: 'advertisement',
  description: 'An advertisement campaign with its banner',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    name: nameField,
    company: nameField,
    banner_type: { type: 'string', enum: BANNER_TYPES },
    budget: { type: 'number', minimum: 0 },
    expires_at: dateField,
    banner_url: urlReferenceField,
  },
  required: [...DOCUMENT_REQUIRED, 'name', 'company', 'banner_type', 'budget', 'expires_at', 'banner_url'],
  additionalProperties: false,
} as const;

export type Advertisement = DocumentOf<typeof advertisementSchemaLiteral>;
export const advertisementSchema: RxJsonSchema<Advertisement> = advertisementSchemaLiteral;
