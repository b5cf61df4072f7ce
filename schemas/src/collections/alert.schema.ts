// An alert about a watched product, written by the server into the user's own database
// (`userdb-<hex>-alerts`) and replicated to their devices. The user may only mark it read: a
// push that changes anything else, creates or deletes an alert is refused. What changed is kept
// as text in `from`/`to` (ALERT_FIELDS says how each field reads), so the device shows the alert
// offline in the page's language.
import type { RxJsonSchema } from 'rxdb';
import { SIGNALS } from '../constants.ts';
import {
  dateTimeField,
  documentFields,
  idField,
  nameField,
  shortTextField,
  type DocumentOf,
} from './fields.ts';

export const ALERT_KINDS = ['changed', 'publication', 'safety_notice'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * The product fields a change of which alerts, and what their `from`/`to` hold: `price` the
 * default net price in EUR ("1200.5"); `time_to_result` and `sample_volume` the least and greatest
 * value of the tests ("15" or "10-15", minutes and µl); `connectivity` the connectivity ids, sorted,
 * comma-separated; `regulatory_status` the CE status (CE_STATUSES, empty: none recorded);
 * `availability` the countries it is available in (AVAILABILITY_COUNTRIES), comma-separated.
 */
export const ALERT_FIELDS = [
  'price',
  'time_to_result',
  'sample_volume',
  'connectivity',
  'regulatory_status',
  'availability',
] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

/** How often the user wants their unread alerts by email (the account's `alert_digest`; default off). */
export const ALERT_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type AlertDigest = (typeof ALERT_DIGESTS)[number];

/** `alert-`, 16 hex of the product and 24 hex of the change, so a product's alerts are one key range. */
export const ALERT_ID_PATTERN = '^alert-[0-9a-f]{16}-[0-9a-f]{24}$';

const alertSchemaLiteral = {
  title: 'alert',
  description: 'A change of a watched product, for the user who watches it',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...documentFields,
    id: { type: 'string', maxLength: 48, pattern: ALERT_ID_PATTERN },
    product_id: idField,
    product_name: nameField,
    kind: { type: 'string', enum: ALERT_KINDS },
    field: { type: 'string', enum: ALERT_FIELDS },
    from: shortTextField,
    to: shortTextField,
    /** When staff made the change. */
    at: dateTimeField,
    /** A publication's or safety notice's title, and a publication's signal colour. */
    title: shortTextField,
    signal: { type: 'string', enum: SIGNALS },
    /** A safety notice's issuing authority and its reference. */
    authority: shortTextField,
    reference: shortTextField,
    read: { type: 'boolean' },
  },
  required: ['id', 'created_at', 'updated_at', 'product_id', 'product_name', 'kind', 'at', 'read'],
  additionalProperties: false,
} as const;

export type Alert = DocumentOf<typeof alertSchemaLiteral>;
export const alertSchema: RxJsonSchema<Alert> = alertSchemaLiteral;
