// Schema fragments every collection shares, written as `as const` literals so that a schema
// that spreads them still yields exact document types. RxDB needs `maxLength` on the primary
// key and on every indexed string; the other limits are there so that no field is unbounded.
import type { ExtractDocumentTypeFromTypedRxJsonSchema, toTypedRxJsonSchema } from 'rxdb';

export const ID_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 300;
export const TEXT_MAX_LENGTH = 20_000;
export const URL_MAX_LENGTH = 2000;

/** A document id, or a reference to one. */
export const idField = { type: 'string', minLength: 1, maxLength: ID_MAX_LENGTH } as const;
export const idListField = { type: 'array', items: idField, uniqueItems: true } as const;
/** ISO 8601 date-time with zone, e.g. `2025-07-01T09:30:00.000Z`. */
export const dateTimeField = { type: 'string', format: 'date-time', maxLength: 40 } as const;
/** Calendar date `YYYY-MM-DD`. */
export const dateField = { type: 'string', format: 'date', maxLength: 10 } as const;
export const nameField = { type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH } as const;
export const shortTextField = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;
export const textField = { type: 'string', maxLength: TEXT_MAX_LENGTH } as const;
export const stringListField = { type: 'array', items: shortTextField } as const;
/** An absolute URL or a path on this site (uploaded images live under `/uploads/`). */
export const urlReferenceField = {
  type: 'string',
  format: 'uri-reference',
  maxLength: URL_MAX_LENGTH,
} as const;
/**
 * Who content is for: `professionals` (healthcare professionals only, never shown to guests; pages
 * that show it say so) or `public`. Absent means `public`, so documents written before the field keep
 * their meaning (@poct/schemas `isForProfessionals`).
 */
export const AUDIENCES = ['public', 'professionals'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const audienceField = { type: 'string', enum: AUDIENCES } as const;

/** Whether a product, post or campaign is for professionals only. */
export function isForProfessionals(doc: { audience?: Audience | undefined }): boolean {
  return doc.audience === 'professionals';
}

export const emailField = { type: 'string', format: 'email', maxLength: 254 } as const;

/** Text a reader sees in both languages. */
export const localizedTextField = {
  type: 'object',
  properties: { de: textField, en: textField },
  required: ['de', 'en'],
  additionalProperties: false,
} as const;
/** A short bilingual label such as a master data name. */
export const localizedNameField = {
  type: 'object',
  properties: { de: nameField, en: nameField },
  required: ['de', 'en'],
  additionalProperties: false,
} as const;

/**
 * Fields of every document (ARCHITECTURE.md, "Data model and databases"). `updated_by` is optional here
 * because the projections that browsers replicate drop it; the server requires it on pushes
 * to master databases (see validate.ts).
 */
export const documentFields = {
  id: idField,
  created_at: dateTimeField,
  updated_at: dateTimeField,
  updated_by: idField,
} as const;
export const DOCUMENT_REQUIRED = ['id', 'created_at', 'updated_at'] as const;

type SchemaLiteral = Parameters<typeof toTypedRxJsonSchema>[0];
/** The document type RxDB derives from a schema literal (what `toTypedRxJsonSchema` would give). */
export type DocumentOf<S extends SchemaLiteral> = ExtractDocumentTypeFromTypedRxJsonSchema<
  ReturnType<typeof toTypedRxJsonSchema<S>>
>;

export type LocalizedText = ExtractDocumentTypeFromTypedRxJsonSchema<typeof localizedTextField>;
