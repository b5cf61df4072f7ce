// Product reviews by verified premium users: four star ratings and an optional comment. One per
// user and product: the id is derived from both (reviewId in reviews.ts). The author's display
// is copied in when the review is written, so readers need no user records. Moderation fields:
// moderation-fields.ts.
import type { RxJsonSchema } from 'rxdb';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import {
  dateTimeField,
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  nameField,
  shortTextField,
  textField,
  type DocumentOf,
} from './fields.ts';
import { moderationFields } from './moderation-fields.ts';

const rating = { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX } as const;

const reviewSchemaLiteral = {
  title: 'review',
  description: 'A rating of a product by a verified user',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    ...moderationFields,
    product_id: idField,
    author_id: idField,
    /** The username, or the real name when the author opted in to show it. */
    author_name: nameField,
    /** Only when the author opted in to share it. */
    author_institution: shortTextField,
    author_position: shortTextField,
    overall: rating,
    handling: rating,
    performance: rating,
    service: rating,
    comment: textField,
    /** The author declared not to be the product's manufacturer or distributor (required). */
    declared_independent: { type: 'boolean', enum: [true] },
    /** Set when the author changed the review after first writing it. */
    edited_at: dateTimeField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'product_id',
    'author_id',
    'author_name',
    'status',
    'overall',
    'handling',
    'performance',
    'service',
    'declared_independent',
  ],
  additionalProperties: false,
  indexes: ['product_id'],
} as const;

export type Review = DocumentOf<typeof reviewSchemaLiteral>;
export const reviewSchema: RxJsonSchema<Review> = reviewSchemaLiteral;
