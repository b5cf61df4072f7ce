// The one check of a request body: its schema of request-schemas.ts, by the compiled validator
// (validators/compiled.ts on the server, ahead-of-time code in the browser), with the errors in
// the catalogue's terms exactly as a document's (validate.ts `schemaErrorsOf`).
import { schemaErrorsOf } from '../validate.ts';
import type { ValidationError } from '../validation-error.ts';
import { validatorFor } from '../validators/compiled.ts';
import { requestValidatorKey, type RequestName, type RequestOf } from './request-schemas.ts';

export type RequestCheck<N extends RequestName> =
  { ok: true; body: RequestOf<N> } | { ok: false; errors: ValidationError[] };

/** Whether `body` has the shape of request `name`; the body, typed, when it has. */
export function checkRequest<N extends RequestName>(name: N, body: unknown): RequestCheck<N> {
  const validator = validatorFor(requestValidatorKey(name));
  if (!validator) throw new Error(`no validator for request ${name}`);
  if (validator(body)) return { ok: true, body: body as RequestOf<N> };
  return { ok: false, errors: schemaErrorsOf(validator.errors ?? []) };
}
