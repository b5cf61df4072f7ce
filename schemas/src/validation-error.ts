// The shape of one validation failure, shared by the schema check and the business rules.
import { message, type MessageKey, type MessageParams } from './errors.ts';

export interface ValidationError {
  /** JSON pointer to the field, e.g. `/price/max` or `/sub_products/0/name`; '' for the whole document. */
  path: string;
  /** Catalogue key a form shows next to the field, in the reader's language. */
  key: MessageKey;
  /** The catalogue text in English, for logs and API answers. */
  message: string;
  /** Placeholder values of the text, e.g. `{ min: 3 }`. */
  params?: MessageParams;
  /** What exactly failed, for developers (the schema keyword or the rule). */
  detail: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

export function fieldError(
  path: string,
  key: MessageKey,
  detail: string,
  params?: MessageParams,
): ValidationError {
  return { path, key, message: message(key, 'en', params), detail, ...(params ? { params } : {}) };
}
