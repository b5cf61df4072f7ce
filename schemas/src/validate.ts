// Validates a document against its collection's schema and business rules, the way the server
// checks every push and every REST write (the schemas: validators/server-schemas.ts). Validators
// are compiled on first use and kept on the server (validators/compiled.ts); the browser bundle
// has them compiled ahead of time instead (validators/standalone.ts), so importing this module
// costs nothing until a document is checked, and the page never compiles code.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { businessRuleErrors } from './business-rules.ts';
import type { CollectionName } from './collections/index.ts';
import { isMasterDataType, type MasterDataType } from './collections/masterdata.schema.ts';
import { withoutMeta } from './couch-doc.ts';
import type { MessageKey } from './errors.ts';
import { isUrlFieldPath } from './urls/url-fields.ts';
import { validatorFor as compiledValidator } from './validators/compiled.ts';
import { validatorKey } from './validators/server-schemas.ts';
import { fieldError, type ValidationError, type ValidationResult } from './validation-error.ts';

export type { ValidationError, ValidationResult } from './validation-error.ts';
export { serverSchema } from './validators/server-schemas.ts';

function validatorFor(collection: CollectionName, type?: MasterDataType): ValidateFunction {
  const validator = compiledValidator(validatorKey(collection, type));
  if (!validator) throw new Error(`no validator for ${validatorKey(collection, type)}`);
  return validator;
}

/** Fields whose errors have a message of their own (the abstract, prices; errors.ts). */
const FIELD_KEYS: ReadonlyArray<{
  collections: readonly CollectionName[];
  path: RegExp;
  keywords?: readonly string[];
  key: MessageKey;
}> = [
  {
    collections: ['product'],
    path: /^\/price\/min$/,
    keywords: ['minimum', 'type'],
    key: 'validation.min_price',
  },
  {
    collections: ['product'],
    path: /^\/price\/max$/,
    keywords: ['minimum', 'type'],
    key: 'validation.max_price',
  },
  {
    collections: ['product'],
    path: /^\/price\/default$/,
    keywords: ['minimum', 'type'],
    key: 'validation.default_price',
  },
  {
    collections: ['product'],
    path: /^\/consumable_cost_per_test$/,
    keywords: ['minimum', 'maximum', 'type'],
    key: 'validation.consumable_cost',
  },
  {
    collections: ['product'],
    path: /^\/quality_control\/per_(day|lot)$/,
    keywords: ['minimum', 'maximum', 'type'],
    key: 'validation.quality_control',
  },
  {
    collections: ['link'],
    path: /^\/abstract(\/de)?$/,
    keywords: ['required', 'minLength', 'pattern'],
    key: 'validation.abstract_required',
  },
  {
    collections: ['user', 'account'],
    path: /^\/username$/,
    keywords: ['pattern'],
    key: 'validation.username',
  },
  {
    collections: ['user', 'account'],
    path: /^\/doctor_id$/,
    keywords: ['maxLength'],
    key: 'validation.doctor_id',
  },
  {
    collections: ['role'],
    path: /^\/permissions$/,
    keywords: ['minItems'],
    key: 'validation.role_permission',
  },
];

const FORMAT_KEYS: Readonly<Record<string, MessageKey>> = {
  email: 'validation.email',
  uri: 'validation.url',
  'uri-reference': 'validation.url',
  date: 'validation.date',
  'date-time': 'validation.date',
};

const POLICY_KEYWORDS = new Set(['format', 'pattern']);

function pathOf(error: ErrorObject): string {
  if (error.keyword === 'required') return `${error.instancePath}/${String(error.params.missingProperty)}`;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${String(error.params.additionalProperty)}`;
  }
  return error.instancePath;
}

/** The catalogue key and its parameters for one schema error. Anything without a text of its own is a bad request. */
function keyOf(error: ErrorObject): { key: MessageKey; params?: Record<string, number> } {
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'minLength':
      return limit <= 1
        ? { key: 'validation.required' }
        : { key: 'validation.min_length', params: { min: limit } };
    case 'maxLength':
      return { key: 'validation.max_length', params: { max: limit } };
    case 'minItems':
      return { key: 'validation.required' };
    case 'enum':
    case 'const':
      return { key: 'validation.select' };
    case 'format':
      return { key: FORMAT_KEYS[String(error.params.format)] ?? 'error.400' };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.number_min', params: { min: limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.number_max', params: { max: limit } };
    default:
      return { key: 'error.400' };
  }
}

/**
 * The `errorKeys` annotation (validators/server-schemas.ts) of the subschema an error comes from:
 * the field's own key for that keyword. A missing property's is in the property's subschema.
 */
function annotatedKeyOf(schema: object, error: ErrorObject, data: unknown): MessageKey | undefined {
  const steps = error.schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((step) => decodeURIComponent(step).replace(/~1/g, '/').replace(/~0/g, '~'));
  steps.pop();
  if (error.keyword === 'required') steps.push('properties', String(error.params.missingProperty));
  let node: unknown = schema;
  for (const step of steps) node = isRecord(node) ? node[step] : undefined;
  const keys = isRecord(node) ? node.errorKeys : undefined;
  if (!isRecord(keys)) return undefined;
  if (error.keyword === 'type' && 'null' in keys && valueAt(data, error.instancePath) === null) {
    return keys.null as MessageKey;
  }
  return keys[error.keyword] as MessageKey | undefined;
}

/** Own keys that name the error's limit (a count of items as a number's bound). */
const LIMIT_PARAMS: Partial<Record<MessageKey, string>> = {
  'validation.number_min': 'min',
  'validation.number_max': 'max',
};

/** The value at a JSON pointer of `data` (undefined where there is none). */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const step of pointer.split('/').slice(1)) {
    const key = step.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** The parameters a field's own key takes from the error, e.g. the limit of a length. */
function ownParams(key: MessageKey, error: ErrorObject): Record<string, number> | undefined {
  const fallback = keyOf(error);
  if (fallback.key === key) return fallback.params;
  const param = LIMIT_PARAMS[key];
  return param && 'limit' in error.params ? { [param]: Number(error.params.limit) } : undefined;
}

/**
 * ajv's errors in the catalogue's terms: a field error per path and key. For a document of
 * `collection`, its fields' own messages and the URL policy's say first; for a request body
 * (requests/check-request.ts), the `errorKeys` its `schema` gives a field (`null`: the key of a
 * null where the type says otherwise, read from the body `data`).
 */
export function schemaErrorsOf(
  errors: readonly ErrorObject[],
  collection?: CollectionName,
  schema?: object,
  data?: unknown,
): ValidationError[] {
  const seen = new Set<string>();
  const result: ValidationError[] = [];
  for (const error of errors) {
    const path = pathOf(error);
    // An address field's format is the URL policy's to judge, with its own message (business rules).
    if (collection && POLICY_KEYWORDS.has(error.keyword) && isUrlFieldPath(collection, path)) continue;
    const special = FIELD_KEYS.find(
      (rule) =>
        collection &&
        rule.collections.includes(collection) &&
        rule.path.test(path) &&
        (!rule.keywords || rule.keywords.includes(error.keyword)),
    );
    const annotated = schema ? annotatedKeyOf(schema, error, data) : undefined;
    const own = special?.key ?? annotated;
    const { key, params } = own ? { key: own, params: ownParams(own, error) } : keyOf(error);
    if (seen.has(`${path} ${key}`)) continue; // e.g. minLength and pattern on the same empty text
    seen.add(`${path} ${key}`);
    result.push(fieldError(path, key, `${error.keyword}: ${error.message ?? 'invalid'}`, params));
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks `doc` (RxDB shape; CouchDB and RxDB metadata are ignored) against the server schema of
 * `collection` and its business rules. Master data is checked by the schema of its `type`.
 */
export function validateDocument(collection: CollectionName, doc: unknown): ValidationResult {
  if (!isRecord(doc)) return { ok: false, errors: [fieldError('', 'error.400', 'not an object')] };
  const data = withoutMeta(doc);
  let type: MasterDataType | undefined;
  if (collection === 'masterdata') {
    if (!isMasterDataType(data.type)) {
      const key = data.type === undefined ? 'validation.required' : 'validation.select';
      return { ok: false, errors: [fieldError('/type', key, 'unknown master data type')] };
    }
    type = data.type;
  }
  const validator = validatorFor(collection, type);
  const rule = (doc: Record<string, unknown>) => businessRuleErrors(collection, doc);
  if (validator(data)) {
    const errors = rule(data);
    return errors.length === 0 ? { ok: true } : { ok: false, errors };
  }
  const errors = schemaErrorsOf(validator.errors ?? [], collection);
  return { ok: false, errors: [...errors, ...ruleErrorsBeside(rule, data, errors)] };
}

/**
 * The business-rule errors of a document that failed its schema, so a form shows every error in
 * one round (a maximum price below the minimum beside a bad date). The rules trust the schema's
 * types, so one that cannot read a malformed part throws and says nothing; a path the schema
 * already reported keeps the schema's message.
 */
function ruleErrorsBeside(
  rule: (doc: Record<string, unknown>) => ValidationError[],
  data: Record<string, unknown>,
  reported: readonly ValidationError[],
): ValidationError[] {
  const taken = new Set(reported.map((error) => error.path));
  try {
    return rule(data).filter((error) => !taken.has(error.path));
  } catch {
    return [];
  }
}
