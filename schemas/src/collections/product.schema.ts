// Products (catalogue_master, projected to catalogue): a device with its tests (sub-products),
// price range and connectivity. `internal_note` is staff-only and never projected.
import type { RxJsonSchema } from 'rxdb';
import { CURRENCY } from '../constants.ts';
import {
  dateField,
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  idListField,
  localizedTextField,
  nameField,
  shortTextField,
  stringListField,
  textField,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

const amount = { type: 'number', minimum: 0 } as const;

const priceField = {
  type: 'object',
  description: 'Net prices in EUR; max >= min is checked in business-rules.ts',
  properties: {
    min: amount,
    max: amount,
    default: amount,
    average: amount,
    currency: { type: 'string', enum: [CURRENCY] },
    as_of: dateField,
  },
  required: ['min', 'max', 'default', 'average', 'currency', 'as_of'],
  additionalProperties: false,
} as const;

const connectivityField = {
  type: 'object',
  properties: {
    connectivity_ids: idListField,
    transmission_ids: idListField,
    sample_type_ids: idListField,
  },
  required: ['connectivity_ids', 'transmission_ids', 'sample_type_ids'],
  additionalProperties: false,
} as const;

const subProductField = {
  type: 'object',
  properties: {
    id: idField,
    name: nameField,
    sample_type_id: idField,
    sub_sample_type: shortTextField,
    sample_volume_ul: { type: 'number', minimum: 0 },
    time_to_result_min: { type: 'number', minimum: 0 },
    parameter_ids: idListField,
    extra_info: localizedTextField,
  },
  required: [
    'id',
    'name',
    'sample_type_id',
    'sub_sample_type',
    'sample_volume_ul',
    'time_to_result_min',
    'parameter_ids',
    'extra_info',
  ],
  additionalProperties: false,
} as const;

const productSchemaLiteral = {
  title: 'product',
  description: 'A point-of-care diagnostic device with its tests, prices and connectivity',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    name: nameField,
    description: localizedTextField,
    synonyms: stringListField,
    manufacturer: nameField,
    distributor: shortTextField,
    provider: shortTextField,
    price: priceField,
    hardware: localizedTextField,
    consumables: localizedTextField,
    visible: { type: 'boolean' },
    links_visible: { type: 'boolean' },
    parameter_ids: idListField,
    method_ids: idListField,
    detail_ids: idListField,
    diagnostic_area_ids: idListField,
    connectivity: connectivityField,
    sub_products: { type: 'array', items: subProductField },
    image_url: urlReferenceField,
    demo: { type: 'boolean' },
    internal_note: textField,
  },
  required: [
    ...DOCUMENT_REQUIRED,
    'name',
    'description',
    'synonyms',
    'manufacturer',
    'distributor',
    'provider',
    'price',
    'hardware',
    'consumables',
    'visible',
    'links_visible',
    'parameter_ids',
    'method_ids',
    'detail_ids',
    'diagnostic_area_ids',
    'connectivity',
    'sub_products',
    'demo',
  ],
  additionalProperties: false,
} as const;

export type Product = DocumentOf<typeof productSchemaLiteral>;
export type SubProduct = Product['sub_products'][number];
export type Price = Product['price'];
export type ProductConnectivity = Product['connectivity'];
export const productSchema: RxJsonSchema<Product> = productSchemaLiteral;
