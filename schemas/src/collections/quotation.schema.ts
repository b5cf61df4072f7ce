// Quote requests for a product (server-only, REST): who asks, for how many devices and tests.
// The browser makes the id (so a request sent twice from its outbox is stored once); the server
// sets `user_id`, the timestamps, the language and the names of the product and test as they
// were when the request arrived, so the list still reads right after a product is renamed.
import type { RxJsonSchema } from 'rxdb';
import { LOCALES } from '../constants.ts';
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

/** The most tests a year a quote request names (the cost calculator hands its figure on). */
export const QUOTATION_TESTS_PER_YEAR_MAX = 10_000_000;

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
    message: { ...textField, minLength: 1 },
    devices_count: { type: 'integer', minimum: 1 },
    planned_purchase_date: dateField,
    tests_per_year: { type: 'integer', minimum: 0, maximum: QUOTATION_TESTS_PER_YEAR_MAX },
    additional_info: textField,
    /** Set by the server: the product's and the test's names when the request arrived. */
    product_name: nameField,
    sub_product_name: nameField,
    /** Set by the server: the language the request was written in (for staff and the reply). */
    locale: { type: 'string', enum: LOCALES, maxLength: 2 },
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
