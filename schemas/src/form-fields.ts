// The text-field rule of the public forms (contact form, demo booking): optional or required,
// trimmed, a length limit, and for email fields the server's email check, each with its
// catalogue key, so every form answers the same way for the same mistake.
import { fieldError, type ValidationError } from './validation-error.ts';

/** ajv-formats' email check (the one the server's schemas use), so page and server agree. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export interface TextRule {
  max: number;
  required: boolean;
  email?: boolean;
}

/** The problem with one text field at `/name`, or null. */
export function textFieldError(field: string, raw: unknown, rule: TextRule): ValidationError | null {
  const path = `/${field}`;
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    return fieldError(path, 'error.400', 'not a text');
  const value = (raw ?? '').trim();
  if (value === '') return rule.required ? fieldError(path, 'validation.required', 'missing') : null;
  if (value.length > rule.max)
    return fieldError(path, 'validation.max_length', 'too long', { max: rule.max });
  if (rule.email && !EMAIL.test(value)) return fieldError(path, 'validation.email', 'not an email');
  return null;
}

/** Fields a form does not know: each one refused, so a typo or an injected field never slips through. */
export function unknownFieldErrors(
  body: Record<string, unknown>,
  known: ReadonlySet<string>,
): ValidationError[] {
  return Object.keys(body)
    .filter((field) => !known.has(field))
    .map((field) => fieldError(`/${field}`, 'error.400', 'unknown field'));
}
