// The one client error model. A failed call becomes a catalogue key (the wire error's `key`, or
// the key of its bare status when something in front of the server answered), its params, and
// the field errors the server named; texts are rendered from the shared catalogue in the page's
// language. No client code reads or compares the server's message text.
import {
  isMessageKey,
  keyForStatus,
  message,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@poct/schemas';
import { ApiError } from './api-errors.ts';

export interface KeyedMessage {
  key: MessageKey;
  params?: MessageParams;
}

export interface FieldError extends KeyedMessage {
  /** The field's name on the wire (a JSON pointer without its leading slash). */
  field: string;
}

export interface ServerError extends KeyedMessage {
  /** The HTTP status; undefined when the server was not reached. */
  status?: number;
  /** False when the server was not reached at all (offline, DNS, timeout). */
  reached: boolean;
  fields: FieldError[];
}

interface WireError {
  key?: unknown;
  params?: unknown;
  errors?: unknown;
}

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function keyed(key: unknown, params: unknown, fallback: MessageKey): KeyedMessage {
  const known = typeof key === 'string' && isMessageKey(key) ? key : fallback;
  return isParams(params) && known === key ? { key: known, params } : { key: known };
}

/** The keyed form of a wire error body (`{statusCode, key, params?, errors?}`). */
export function wireErrorOf(status: number, body: unknown): ServerError {
  const wire = (typeof body === 'object' && body !== null ? body : {}) as WireError;
  const fields: FieldError[] = [];
  for (const entry of Array.isArray(wire.errors) ? (wire.errors as Array<Record<string, unknown>>) : []) {
    if (typeof entry.field !== 'string' || typeof entry.key !== 'string' || !isMessageKey(entry.key))
      continue;
    fields.push({ field: entry.field, ...keyed(entry.key, entry.params, entry.key) });
  }
  return { ...keyed(wire.key, wire.params, keyForStatus(status)), status, reached: true, fields };
}

/** Any failure of a call as the error model: an answer by its key, anything else unreachable. */
export function serverErrorOf(error: unknown): ServerError {
  if (error instanceof ApiError) return wireErrorOf(error.statusCode, error.body);
  return { key: 'error.503', reached: false, fields: [] };
}

export function textOf(keyedMessage: KeyedMessage, locale: Locale): string {
  return message(keyedMessage.key, locale, keyedMessage.params);
}

/** The form-level text of a failure in `locale`. */
export function errorText(error: unknown, locale: Locale): string {
  return textOf(serverErrorOf(error), locale);
}

/** The server's field errors by field name, the first per field, as texts in `locale`. */
export function fieldTexts(error: unknown, locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of serverErrorOf(error).fields) texts[field.field] ??= textOf(field, locale);
  return texts;
}
