// The one check of a request body: its schema of request-schemas.ts, by the compiled validator
// (validators/compiled.ts on the server, ahead-of-time code in the browser), with the errors in
// the catalogue's terms exactly as a document's (validate.ts `schemaErrorsOf`, reading the
// schema's `errorKeys`). A field marked `trim` is checked and returned without its surrounding
// white space; a field answers with its first error only, as a form shows one text per field.
import { schemaErrorsOf } from '../validate.ts';
import type { ValidationError } from '../validation-error.ts';
import { validatorFor } from '../validators/compiled.ts';
import { REQUEST_SCHEMAS, requestValidatorKey, type RequestName, type RequestOf } from './request-schemas.ts';

export type RequestCheck<N extends RequestName> =
  { ok: true; body: RequestOf<N> } | { ok: false; errors: ValidationError[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `body` with the text of each field its schema marks `trim` trimmed (a copy; the rest as sent). */
function trimmed(name: RequestName, body: unknown): unknown {
  const properties = (REQUEST_SCHEMAS[name] as { properties?: Record<string, { trim?: boolean }> })
    .properties;
  if (!properties || !isRecord(body)) return body;
  const copy = { ...body };
  for (const [field, schema] of Object.entries(properties)) {
    const value = copy[field];
    if (schema.trim && typeof value === 'string') copy[field] = value.trim();
  }
  return copy;
}

function firstPerPath(errors: ValidationError[]): ValidationError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.path) && Boolean(seen.add(error.path)));
}

/** Whether `body` has the shape of request `name`; the body, typed (and trimmed), when it has. */
export function checkRequest<N extends RequestName>(name: N, body: unknown): RequestCheck<N> {
  const validator = validatorFor(requestValidatorKey(name));
  if (!validator) throw new Error(`no validator for request ${name}`);
  const data = trimmed(name, body);
  if (validator(data)) return { ok: true, body: data as RequestOf<N> };
  const errors = schemaErrorsOf(validator.errors ?? [], undefined, REQUEST_SCHEMAS[name]);
  return { ok: false, errors: firstPerPath(errors) };
}
