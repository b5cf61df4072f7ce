// The catalogue's change log (`catalogue_changes`, written by the projector, pulled like the
// catalogue): one entry per change readers could see of a listed product. It names the product,
// its manufacturer and the fields that changed, never their values; `created_at` is when.
import type { RxJsonSchema } from 'rxdb';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  shortTextField,
  type DocumentOf,
} from './fields.ts';

export const CATALOGUE_CHANGE_KINDS = ['added', 'changed', 'removed'] as const;
export type CatalogueChangeKind = (typeof CATALOGUE_CHANGE_KINDS)[number];

const catalogueChangeSchemaLiteral = {
  title: 'catalogue_change',
  description: 'A listed product was added, changed or removed',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    product_id: idField,
    product_name: nameField,
    manufacturer: nameField,
    kind: { type: 'string', enum: CATALOGUE_CHANGE_KINDS },
    fields: { type: 'array', items: shortTextField, maxItems: 100 },
  },
  required: [...DOCUMENT_REQUIRED, 'product_id', 'product_name', 'manufacturer', 'kind', 'fields'],
  additionalProperties: false,
} as const;

export type CatalogueChange = DocumentOf<typeof catalogueChangeSchemaLiteral>;
export const catalogueChangeSchema: RxJsonSchema<CatalogueChange> = catalogueChangeSchemaLiteral;
