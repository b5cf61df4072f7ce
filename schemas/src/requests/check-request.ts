// The one check of a request body: its schema of request-schemas.ts, by the compiled validator
// (validators/compiled.ts on the server, ahead-of-time code in the browser), with the errors in
// the catalogue's terms exactly as a document's (validate.ts `schemaErrorsOf`, reading the
// schema's `errorKeys`). A field marked `trim` is checked and returned without its surrounding
// white space; a field answers with its first error only, in the order of the form's fields, as
// a form shows one text per field.
import { schemaErrorsOf } from '../validate.ts';
import type { ValidationError } from '../validation-error.ts';
import { validatorFor } from '../validators/compiled.ts';
import { REQUEST_SCHEMAS, requestValidatorKey, type RequestName, type RequestOf } from './request-schemas.ts';

export type RequestCheck<N extends RequestName> =
  { ok: true; body: RequestOf<N> } | { ok: false; errors: ValidationError[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Properties = Record<string, { trim?: boolean }>;

const propertiesOf = (name: RequestName): Properties =>
  (REQUEST_SCHEMAS[name] as { properties?: Properties }).properties ?? {};

/**
 * `body` with each field its schema marks `trim` trimmed, and read as empty text when it is
 * missing or null (a copy; the rest as sent), so a blank field answers as a missing one.
 */
function trimmed(name: RequestName, body: unknown): unknown {
  if (!isRecord(body)) return body;
  const copy = { ...body };
  for (const [field, schema] of Object.entries(propertiesOf(name))) {
    const value = copy[field] ?? '';
    if (schema.trim && typeof value === 'string') copy[field] = value.trim();
  }
  return copy;
}

/** A field's first error only, fields in the order of the schema's properties, unknown ones last. */
export function inFormOrder(name: RequestName, errors: ValidationError[]): ValidationError[] {
  const fields = Object.keys(propertiesOf(name));
  const rank = (path: string): number => {
    if (path === '') return -1;
    const index = fields.indexOf(path.split('/')[1] ?? '');
    return index === -1 ? fields.length : index;
  };
  const seen = new Set<string>();
  return errors
    .filter((error) => !seen.has(error.path) && Boolean(seen.add(error.path)))
    .map((error, index) => ({ error, index }))
    .sort((a, b) => rank(a.error.path) - rank(b.error.path) || a.index - b.index)
    .map(({ error }) => error);
}

/** Whether `body` has the shape of request `name`; the body, typed (and trimmed), when it has. */
export function checkRequest<N extends RequestName>(name: N, body: unknown): RequestCheck<N> {
  const validator = validatorFor(requestValidatorKey(name));
  if (!validator) throw new Error(`no validator for request ${name}`);
  const data = trimmed(name, body);
  if (validator(data)) return { ok: true, body: data as RequestOf<N> };
  const errors = schemaErrorsOf(validator.errors ?? [], undefined, REQUEST_SCHEMAS[name]);
  return { ok: false, errors: inFormOrder(name, errors) };
}
