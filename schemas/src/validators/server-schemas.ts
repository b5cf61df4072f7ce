// The JSON schemas the server (and the browser's forms) validate documents with: the ones RxDB
// opens in the browser, made stricter: RxDB's own keywords removed, `updated_by` required where
// the author must be named, master data checked by the schema of its type. One validator per
// key (`product`, `masterdata:synonym`, …), compiled by the same ajv options at run time on the
// server (compiled.ts) and ahead of time for the browser bundle (standalone.ts).
import type { Options } from 'ajv';
import {
  AUTHORED_COLLECTIONS,
  COLLECTION_NAMES,
  COLLECTION_SCHEMAS,
  type CollectionName,
} from '../collections/index.ts';
import {
  MASTER_DATA_TYPES,
  masterDataTypeSchema,
  type MasterDataType,
} from '../collections/masterdata.schema.ts';
import { REQUEST_NAMES, REQUEST_SCHEMAS, requestValidatorKey } from '../requests/request-schemas.ts';

export type JsonSchema = Record<string, unknown> & { required?: readonly string[] };

/** The JSON schema the server validates `collection` (or one master data type) with. */
export function serverSchema(collection: CollectionName, type?: MasterDataType): JsonSchema {
  const source = (
    collection === 'masterdata' && type ? masterDataTypeSchema(type) : COLLECTION_SCHEMAS[collection]
  ) as JsonSchema;
  const { version: _version, primaryKey: _primaryKey, indexes: _indexes, ...schema } = source;
  const required = AUTHORED_COLLECTIONS.includes(collection)
    ? [...(schema.required ?? []), 'updated_by']
    : [...(schema.required ?? [])];
  return { ...schema, required };
}

/** The validator's key: the collection, or `masterdata:<type>`. */
export function validatorKey(collection: CollectionName, type?: MasterDataType): string {
  return type ? `${collection}:${type}` : collection;
}

/** Every validator there is, by key, with its schema. */
export function allServerSchemas(): Array<{ key: string; schema: JsonSchema }> {
  return [
    ...COLLECTION_NAMES.filter((name) => name !== 'masterdata').map((name) => ({
      key: validatorKey(name),
      schema: serverSchema(name),
    })),
    ...MASTER_DATA_TYPES.map((type) => ({
      key: validatorKey('masterdata', type),
      schema: serverSchema('masterdata', type),
    })),
    ...REQUEST_NAMES.map((name) => ({
      key: requestValidatorKey(name),
      schema: REQUEST_SCHEMAS[name] as unknown as JsonSchema,
    })),
  ];
}

/**
 * Annotations of request schemas (requests/request-schemas.ts) that validate nothing themselves:
 * `trim` (the text counts without surrounding white space) and `errorKeys` (a field's catalogue
 * key per keyword where the default mapping of validate.ts says something else).
 */
export const REQUEST_ANNOTATIONS = ['trim', 'errorKeys'] as const;

export const AJV_OPTIONS: Options = { allErrors: true, strict: true, keywords: [...REQUEST_ANNOTATIONS] };
export const AJV_FORMATS = ['date', 'date-time', 'email', 'uri', 'uri-reference'] as const;
