// Product reviews by verified premium users: four star ratings and an optional comment.
import type { RxJsonSchema } from 'rxdb';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { DOCUMENT_REQUIRED, documentFields, idField, textField, type DocumentOf } from './fields.ts';

const rating = { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX } as const;

const reviewSchemaLiteral = {
  title: 'review',
  description: 'A rating of a product by a verified user',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    product_id: idField,
    author_id: idField,
    overall: rating,
    handling: rating,
    performance: rating,
    service: rating,
    comment: textField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'product_id',
    'author_id',
    'overall',
    'handling',
    'performance',
    'service',
  ],
  additionalProperties: false,
  indexes: ['product_id'],
} as const;

export type Review = DocumentOf<typeof reviewSchemaLiteral>;
export const reviewSchema: RxJsonSchema<Review> = reviewSchemaLiteral;
