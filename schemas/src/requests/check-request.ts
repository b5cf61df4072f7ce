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

interface FieldSchema {
  trim?: boolean;
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
}

const propertiesOf = (name: RequestName): Record<string, FieldSchema> =>
  (REQUEST_SCHEMAS[name] as FieldSchema).properties ?? {};

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

/**
 * Where `path` stands in the form: per step, a field's place among its schema's properties
 * (unknown ones after them) or an item's index, so nested fields keep the schema's order too.
 */
function placeOf(schema: FieldSchema, path: string): number[] {
  const place: number[] = [];
  let node: FieldSchema | undefined = schema;
  for (const step of path.split('/').slice(1)) {
    if (node?.items) {
      place.push(Number(step));
      node = node.items;
    } else {
      const fields = Object.keys(node?.properties ?? {});
      const index = fields.indexOf(step);
      place.push(index === -1 ? fields.length : index);
      node = node?.properties?.[step];
    }
  }
  return place;
}

function byPlace(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * A field's first error only, and none of its parts' where it has one (a list of too many items
 * answers as a list), in the order of the schema's properties and items, unknown fields last.
 */
export function inFormOrder(name: RequestName, errors: ValidationError[]): ValidationError[] {
  const schema = REQUEST_SCHEMAS[name] as FieldSchema;
  const seen = new Set<string>();
  const within = (path: string) => errors.some((error) => path.startsWith(`${error.path}/`));
  return errors
    .filter((error) => !within(error.path))
    .filter((error) => !seen.has(error.path) && Boolean(seen.add(error.path)))
    .map((error) => ({ error, place: placeOf(schema, error.path) }))
    .sort((a, b) => byPlace(a.place, b.place))
    .map(({ error }) => error);
}

/** Whether `body` has the shape of request `name`; the body, typed (and trimmed), when it has. */
export function checkRequest<N extends RequestName>(name: N, body: unknown): RequestCheck<N> {
  const validator = validatorFor(requestValidatorKey(name));
  if (!validator) throw new Error(`no validator for request ${name}`);
  const data = trimmed(name, body);
  if (validator(data)) return { ok: true, body: data as RequestOf<N> };
  const errors = schemaErrorsOf(validator.errors ?? [], undefined, REQUEST_SCHEMAS[name], data);
  return { ok: false, errors: inFormOrder(name, errors) };
}

/**
 * Request `name` checked by its schema and, beside it, by the shared `rules` of its form (what a
 * schema cannot say); a rule's error on a field the schema already refused is left out. The rules
 * read the body as sent (trimmed where the schema says), so they must not trust its types.
 */
export function checkRequestWith<N extends RequestName>(
  name: N,
  body: unknown,
  rules: (body: Record<string, unknown>) => ValidationError[],
): RequestCheck<N> {
  const checked = checkRequest(name, body);
  const data = checked.ok ? checked.body : trimmed(name, body);
  const ruled = isRecord(data) ? rules(data) : [];
  if (checked.ok && ruled.length === 0) return checked;
  const refused = checked.ok ? [] : checked.errors;
  const taken = new Set(refused.map((error) => error.path));
  const beside = ruled.filter((error) => !taken.has(error.path));
  return { ok: false, errors: inFormOrder(name, [...refused, ...beside]) };
}
