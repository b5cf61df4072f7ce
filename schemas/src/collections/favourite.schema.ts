// A product on the user's favourites list, stored in the user's own database
// (`userdb-<hex>`). The id is the product id, so marking a product twice is one document.
import type { RxJsonSchema } from 'rxdb';
import { dateTimeField, idField, type DocumentOf } from './fields.ts';

const favouriteSchemaLiteral = {
  title: 'favourite',
  description: 'A product on the favourites list; id equals product_id',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: idField,
    product_id: idField,
    user_id: idField,
    created_at: dateTimeField,
  },
  required: ['id', 'product_id', 'user_id', 'created_at'],
  additionalProperties: false,
} as const;

export type Favourite = DocumentOf<typeof favouriteSchemaLiteral>;
export const favouriteSchema: RxJsonSchema<Favourite> = favouriteSchemaLiteral;
