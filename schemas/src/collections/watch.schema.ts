// A product on the user's watchlist, stored in the user's own database (`userdb-<hex>-watchlist`,
// premium). The id is the product id, so watching a product twice is one document. While the
// user has premium, a change staff make to a watched product becomes an alert (alert.schema.ts).
import type { RxJsonSchema } from 'rxdb';
import { dateTimeField, idField, type DocumentOf } from './fields.ts';

const watchSchemaLiteral = {
  title: 'watch',
  description: 'A watched product; id equals product_id',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    product_id: idField,
    created_at: dateTimeField,
    updated_by: idField,
  },
  required: ['id', 'product_id', 'created_at', 'updated_by'],
  additionalProperties: false,
} as const;

export type Watch = DocumentOf<typeof watchSchemaLiteral>;
export const watchSchema: RxJsonSchema<Watch> = watchSchemaLiteral;
