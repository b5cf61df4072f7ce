// From field descriptions and the shared validator to one message per field. The schema in
// @poct/schemas decides what is valid (the gateway checks the same schema again); this module
// only decides where each error is shown and with which text of the shared catalogue:
// a select without a choice says 'You must select an element', an empty required field
// 'This field is required', prices and the abstract have texts of their own.
import {
  validateDocument,
  type CollectionName,
  type MessageKey,
  type MessageParams,
  type ValidationError,
} from '@poct/schemas';
import { isChoice, isEmptyValue, type FieldSpec } from './field-spec.ts';
import { getAt, parentOf, setAt, type Doc } from './pointer.ts';

export interface FieldMessage {
  key: MessageKey;
  params?: MessageParams;
}

export interface FormErrors {
  /** By field path; one message per field, the first that applies. */
  fields: Record<string, FieldMessage>;
  /** Errors no field on the form can show (e.g. a broken sub-product elsewhere in the product). */
  form: FieldMessage[];
}

export const NO_ERRORS: FormErrors = { fields: {}, form: [] };

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || errors.form.length > 0;
}

/** The field that shows an error at `path`: the same path, a field inside it, or the list it is in. */
export function fieldFor(fields: readonly FieldSpec[], path: string): FieldSpec | undefined {
  if (path === '') return undefined;
  return (
    fields.find((field) => field.path === path) ??
    fields.find((field) => field.path.startsWith(`${path}/`)) ??
    fields.find((field) => path.startsWith(`${field.path}/`))
  );
}

/** The text key for `error` shown at `field`: a missing choice is 'You must select an element'. */
export function messageFor(field: FieldSpec | undefined, error: Pick<ValidationError, 'key' | 'params'>) {
  const key: MessageKey =
    field && isChoice(field) && error.key === 'validation.required' ? 'validation.select' : error.key;
  return error.params ? { key, params: error.params } : { key };
}

/**
 * Drops empty optional fields, so the schema sees "absent" rather than "blank". An object whose
 * fields are all optional (a description in two languages) goes when all are empty; when one is
 * filled, its other texts become '' so the object stays complete, and its other numbers go (a
 * product's quality control per day without one per lot).
 */
export function normalizeDraft<T extends Doc>(fields: readonly FieldSpec[], draft: T, prefix = ''): T {
  let doc = draft;
  for (const field of fields.filter((f) => f.control.kind === 'lines')) {
    const lines = getAt(doc, prefix + field.path);
    if (Array.isArray(lines))
      doc = setAt(doc, prefix + field.path, lines.map((line: string) => line.trim()).filter(Boolean));
  }
  const byParent = new Map<string, FieldSpec[]>();
  for (const field of fields.filter((f) => f.omitIfEmpty)) {
    const parent = parentOf(field.path);
    byParent.set(parent, [...(byParent.get(parent) ?? []), field]);
  }
  for (const [parent, members] of byParent) {
    const siblings = fields.filter((field) => parentOf(field.path) === parent);
    const allOptional = parent !== '' && siblings.every((field) => field.omitIfEmpty);
    const empty = members.filter((field) => isEmptyValue(getAt(doc, prefix + field.path)));
    if (allOptional && empty.length === siblings.length) doc = setAt(doc, prefix + parent, undefined);
    else if (allOptional)
      for (const field of empty)
        doc = setAt(doc, prefix + field.path, field.control.kind === 'text' ? '' : undefined);
    else for (const field of empty) doc = setAt(doc, prefix + field.path, undefined);
  }
  return doc;
}

/** 'This field is required' (or the field's own text) for every required field left empty. */
export function requiredErrors(fields: readonly FieldSpec[], doc: Doc, prefix = ''): FormErrors {
  const result: FormErrors = { fields: {}, form: [] };
  for (const field of fields) {
    if (field.required && isEmptyValue(getAt(doc, prefix + field.path)))
      result.fields[field.path] = messageFor(field, { key: field.requiredKey ?? 'validation.required' });
  }
  return result;
}

/**
 * Checks a whole document (`doc`, of `collection`) and reports the errors of the fields on the
 * form. `prefix` is where the form's fields sit inside the document: a sub-product form edits
 * `/sub_products/3` of its product.
 */
export function validateDraft(
  fields: readonly FieldSpec[],
  collection: CollectionName,
  doc: Doc,
  prefix = '',
): FormErrors {
  const result = requiredErrors(fields, doc, prefix);
  const checked = validateDocument(collection, doc);
  if (!checked.ok) addErrors(result, fields, checked.errors, prefix);
  return result;
}

/** Adds errors reported by the validator (here or by `saveMasterDocument`) to `result`. */
export function addErrors(
  result: FormErrors,
  fields: readonly FieldSpec[],
  errors: readonly ValidationError[],
  prefix = '',
): FormErrors {
  for (const error of errors) {
    const inside = prefix === '' || error.path === prefix || error.path.startsWith(`${prefix}/`);
    const field = inside ? fieldFor(fields, error.path.slice(prefix.length)) : undefined;
    if (!field) {
      result.form.push(messageFor(undefined, error));
      continue;
    }
    result.fields[field.path] ??= messageFor(field, error);
  }
  return result;
}
