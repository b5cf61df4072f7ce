// A comparison a premium user saved under a name: the selected products in their order, stored
// in the user's own database beside the favourites (`userdb-<hex>-comparisons`) and replicated to
// their devices. `share_secret`, when set, lets a share link open it for another premium user.
import type { RxJsonSchema } from 'rxdb';
import { COMPARISON_MAX_PRODUCTS } from '../constants.ts';
import { DOCUMENT_REQUIRED, documentFields, idField, type DocumentOf } from './fields.ts';

export const SAVED_COMPARISON_NAME_MAX_LENGTH = 120;
/** `cmp-` and a UUID, made by the device that saves it. */
export const SAVED_COMPARISON_ID_PATTERN =
  '^cmp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** 32 random bytes in base64url: the part of a share link nobody can guess. */
export const SHARE_SECRET_PATTERN = '^[A-Za-z0-9_-]{43}$';

const savedComparisonSchemaLiteral = {
  title: 'saved_comparison',
  description: 'A named comparison of products, kept per user',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    id: { type: 'string', maxLength: 40, pattern: SAVED_COMPARISON_ID_PATTERN },
    name: { type: 'string', minLength: 1, maxLength: SAVED_COMPARISON_NAME_MAX_LENGTH },
    product_ids: {
      type: 'array',
      items: idField,
      minItems: 1,
      maxItems: COMPARISON_MAX_PRODUCTS,
      uniqueItems: true,
    },
    share_secret: { type: 'string', maxLength: 43, pattern: SHARE_SECRET_PATTERN },
  },
  required: [...DOCUMENT_REQUIRED, 'updated_by', 'name', 'product_ids'],
  additionalProperties: false,
} as const;

export type SavedComparison = DocumentOf<typeof savedComparisonSchemaLiteral>;
export const savedComparisonSchema: RxJsonSchema<SavedComparison> = savedComparisonSchemaLiteral;
