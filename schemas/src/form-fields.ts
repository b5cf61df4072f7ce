// The unknown-field rule of the forms whose rules are still written out (demo slots): every
// field a form does not know is refused with its own error. Text fields of the public forms are
// the request schemas' (requests/request-schemas.ts).
import { fieldError, type ValidationError } from './validation-error.ts';

/** Fields a form does not know: each one refused, so a typo or an injected field never slips through. */
export function unknownFieldErrors(
  body: Record<string, unknown>,
  known: ReadonlySet<string>,
): ValidationError[] {
  return Object.keys(body)
    .filter((field) => !known.has(field))
    .map((field) => fieldError(`/${field}`, 'error.400', 'unknown field'));
}
