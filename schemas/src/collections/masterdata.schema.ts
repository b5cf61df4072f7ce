// Master data (masterdata_master, projected to masterdata): the vocabulary products refer to.
// RxDB's open-source build opens at most 13 collections, so all types share one collection with
// a `type` field (more than 13 would fail with RxDB's COL23); the server validates each type by its own stricter
// schema, derived here from the shared one so that no field is defined twice.
import type { RxJsonSchema } from 'rxdb';
import {
  DOCUMENT_REQUIRED,
  documentFields,
  idField,
  localizedNameField,
  localizedTextField,
  nameField,
  type DocumentOf,
} from './fields.ts';

export const MASTER_DATA_TYPES = [
  'parameter',
  'method',
  'detail',
  'diagnostic_area',
  'connectivity',
  'transmission',
  'sample_type',
  'tree_item',
  'synonym',
] as const;
export type MasterDataType = (typeof MASTER_DATA_TYPES)[number];

const masterDataSchemaLiteral = {
  title: 'masterdata',
  description:
    'Parameters, methods, details, diagnostic areas, connectivities, transmissions, sample types, tree items and synonyms',
  // 1: the optional standard codes; 2: the optional `notifiable` flag of parameters (migrations.ts).
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    type: { type: 'string', enum: MASTER_DATA_TYPES, maxLength: 20 },
    name: localizedNameField,
    description: localizedTextField,
    /** Tree items only: the parent item. */
    parent_id: idField,
    /** Synonym entries only: the term and the words that mean the same. */
    term: nameField,
    synonyms: { type: 'array', items: nameField, minItems: 1 },
    /** Short code such as `CRP` or `POCT1-A`. */
    code: { type: 'string', minLength: 1, maxLength: 50 },
    /** Parameters: the LOINC code of the analyte and its display names (codes/code-fields.ts checks codes). */
    loinc: { type: 'string', minLength: 1, maxLength: 10 },
    loinc_display: localizedNameField,
    /** Sample types: the HL7 v2 table 0487 code and a SNOMED CT concept id. */
    hl7_specimen: { type: 'string', minLength: 1, maxLength: 10 },
    snomed: { type: 'string', minLength: 1, maxLength: 18 },
    /** Methods and diagnostic areas: the EMDN code. */
    emdn: { type: 'string', minLength: 1, maxLength: 20 },
    /** Parameters: the analyte names a notifiable infection (German IfSG § 7); absent means not. */
    notifiable: { type: 'boolean' },
  },
  required: [...DOCUMENT_REQUIRED, 'type', 'name'],
  additionalProperties: false,
  indexes: ['type'],
} as const;

export type MasterData = DocumentOf<typeof masterDataSchemaLiteral>;
/** A master data item of one type, e.g. `MasterDataOf<'synonym'>`. */
export type MasterDataOf<T extends MasterDataType> = MasterData & { type: T };
export const masterDataSchema: RxJsonSchema<MasterData> = masterDataSchemaLiteral;

type MasterDataField = keyof typeof masterDataSchemaLiteral.properties;

/** Fields beyond id, timestamps, type, name, description and code that a type may or must have. */
const TYPE_FIELDS: Record<MasterDataType, { optional?: MasterDataField[]; required?: MasterDataField[] }> = {
  parameter: { optional: ['loinc', 'loinc_display', 'notifiable'] },
  method: { optional: ['emdn'] },
  detail: {},
  diagnostic_area: { optional: ['emdn'] },
  connectivity: {},
  transmission: {},
  sample_type: { optional: ['hl7_specimen', 'snomed'] },
  tree_item: { optional: ['parent_id'] },
  synonym: { required: ['term', 'synonyms'] },
};

const COMMON_FIELDS: MasterDataField[] = [
  ...Object.keys(documentFields),
  'type',
  'name',
  'description',
  'code',
] as MasterDataField[];

/** The strict schema the server validates one master data type with. */
export function masterDataTypeSchema(type: MasterDataType) {
  const { optional = [], required = [] } = TYPE_FIELDS[type];
  const fields = [...COMMON_FIELDS, ...optional, ...required];
  const all = masterDataSchemaLiteral.properties;
  return {
    ...masterDataSchemaLiteral,
    title: `masterdata:${type}`,
    properties: {
      ...Object.fromEntries(fields.map((field) => [field, all[field]])),
      type: { ...all.type, enum: [type] },
    },
    required: [...masterDataSchemaLiteral.required, ...required],
  };
}

export function isMasterDataType(value: unknown): value is MasterDataType {
  return (MASTER_DATA_TYPES as readonly unknown[]).includes(value);
}
