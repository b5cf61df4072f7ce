// Products (catalogue_master, projected to catalogue): a device with its tests (sub-products),
// price range and connectivity. `internal_note` is staff-only and never projected.
import type { RxJsonSchema } from 'rxdb';
import { CURRENCY } from '../constants.ts';
import {
  audienceField,
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
  URL_MAX_LENGTH,
  urlReferenceField,
  type DocumentOf,
} from './fields.ts';

/** A code as text: bounded, not empty; its format is checked by codes/code-fields.ts. */
function codeText<N extends number>(maxLength: N) {
  return { type: 'string', minLength: 1, maxLength } as const;
}

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
    /** The LOINC codes of this test (check digits: codes/codes.ts). */
    loinc_codes: { type: 'array', items: codeText(10), uniqueItems: true, maxItems: 20 },
    /** The manufacturer's own test code (LIVD "vendor analyte code"). */
    vendor_code: codeText(100),
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

export const IVDR_CLASSES = ['A', 'B', 'C', 'D'] as const;
export const CE_STATUSES = ['ivdr', 'ivdd', 'pending', 'none'] as const;
/** Countries whose availability a product records. */
export const AVAILABILITY_COUNTRIES = ['de', 'at', 'ch'] as const;
export const SOURCE_KINDS = ['instructions', 'website', 'registry', 'study', 'staff', 'import'] as const;

/** The regulatory identity under the IVDR; codes are checked in codes/code-fields.ts. */
const regulatoryField = {
  type: 'object',
  properties: {
    ivdr_class: { type: 'string', enum: IVDR_CLASSES },
    self_testing: { type: 'boolean' },
    basic_udi_di: codeText(60),
    udi_di: { type: 'array', items: codeText(50), uniqueItems: true, maxItems: 50 },
    srn: codeText(30),
    ce_status: { type: 'string', enum: CE_STATUSES },
    availability: {
      type: 'object',
      properties: { de: { type: 'boolean' }, at: { type: 'boolean' }, ch: { type: 'boolean' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

/** Where the product's data come from, and as of when (a URL reference follows the URL policy). */
const sourceField = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: SOURCE_KINDS },
    reference: { type: 'string', minLength: 1, maxLength: URL_MAX_LENGTH },
    as_of: dateField,
    batch_id: idField,
  },
  required: ['kind', 'reference', 'as_of'],
  additionalProperties: false,
} as const;

/** Most control measurements a day or a reagent lot records; more is a typing error. */
export const QUALITY_CONTROL_MAX = 1000;
/** The highest consumable cost per test (net EUR) a product records; more is a typing error. */
export const CONSUMABLE_COST_MAX = 100_000;

const controlCount = { type: 'integer', minimum: 0, maximum: QUALITY_CONTROL_MAX } as const;

/**
 * The quality control the manufacturer's instructions (and RiliBÄK for point-of-care devices)
 * ask for: control measurements per day of use and per new reagent lot. Controls consume tests,
 * so the cost calculator counts them; at least one figure is set (business-rules.ts).
 */
const qualityControlField = {
  type: 'object',
  properties: { per_day: controlCount, per_lot: controlCount },
  additionalProperties: false,
} as const;

/** Most alternatives a product page lists; more pinned ones would never show. */
export const ALTERNATIVES_SHOWN = 5;

/** Products staff pin to, or exclude from, a product's alternatives (ids; business-rules.ts checks them). */
const alternativeIdsField = <N extends number>(maxItems: N) =>
  ({ type: 'array', items: idField, uniqueItems: true, maxItems }) as const;

const productSchemaLiteral = {
  title: 'product',
  description: 'A point-of-care diagnostic device with its tests, prices and connectivity',
  // 1: the optional codes, regulatory identity, sources and dates; 2: the optional audience;
  // 3: the optional pinned and excluded alternatives; 4: the optional consumable cost per test
  // and quality control (migrations.ts).
  version: 4,
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
    /** Net EUR of the consumables one test uses (premium, like the prices). */
    consumable_cost_per_test: { type: 'number', minimum: 0, maximum: CONSUMABLE_COST_MAX },
    quality_control: qualityControlField,
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
    /** An importer's stable key for the product (else manufacturer and name). */
    external_id: { type: 'string', minLength: 1, maxLength: 100 },
    /** As of when the product data were checked ("Stand"); prices keep their own `price.as_of`. */
    data_as_of: dateField,
    regulatory: regulatoryField,
    sources: { type: 'array', items: sourceField, maxItems: 50 },
    audience: audienceField,
    /** Shown first among the alternatives, in this order. */
    alternatives_pinned: alternativeIdsField(ALTERNATIVES_SHOWN),
    /** Never shown among the alternatives. */
    alternatives_excluded: alternativeIdsField(200),
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
export type Regulatory = NonNullable<Product['regulatory']>;
export type QualityControl = NonNullable<Product['quality_control']>;
export type ProductSource = NonNullable<Product['sources']>[number];
export type IvdrClass = (typeof IVDR_CLASSES)[number];
export type CeStatus = (typeof CE_STATUSES)[number];
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const productSchema: RxJsonSchema<Product> = productSchemaLiteral;
