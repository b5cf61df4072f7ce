// Quote requests for a product (server-only, REST): who asks, for how many devices and tests.
import type { RxJsonSchema } from 'rxdb';
import {
  dateField,
  DOCUMENT_REQUIRED,
  documentFields,
  emailField,
  idField,
  nameField,
  shortTextField,
  textField,
  type DocumentOf,
} from './fields.ts';

const quotationSchemaLiteral = {
  title: 'quotation',
  description: 'A request for a price quotation of a product',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    product_id: idField,
    user_id: idField,
    sub_product_id: idField,
    name: nameField,
    company: shortTextField,
    email: emailField,
    phone: { type: 'string', maxLength: 50 },
    subject: nameField,
    message: textField,
    devices_count: { type: 'integer', minimum: 1 },
    planned_purchase_date: dateField,
    tests_per_year: { type: 'integer', minimum: 0 },
    additional_info: textField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'product_id',
    'user_id',
    'name',
    'email',
    'subject',
    'message',
    'devices_count',
  ],
  additionalProperties: false,
} as const;

export type Quotation = DocumentOf<typeof quotationSchemaLiteral>;
export const quotationSchema: RxJsonSchema<Quotation> = quotationSchemaLiteral;
