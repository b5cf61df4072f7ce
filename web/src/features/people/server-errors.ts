// A refused save of a server-backed form as the form's errors: the server's field errors
// (`errors: [{field, key}]`) beside their fields, anything else (403, 404, 409 stale edit or last
// super-admin, 422, offline) above the form, by the wire error's key (lib/server-error.ts).
import { serverErrorOf } from '../../lib/server-error.ts';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import { fieldFor, messageFor, type FormErrors } from '../../workspace/forms/validation.ts';

export function serverFormErrors(error: unknown, fields: readonly FieldSpec[]): FormErrors {
  const failure = serverErrorOf(error);
  // Not answered at all: offline or the server is down.
  if (!failure.reached) return { fields: {}, form: [{ key: 'error.503' }] };
  const result: FormErrors = { fields: {}, form: [] };
  for (const entry of failure.fields) {
    const field = fieldFor(fields, `/${entry.field}`);
    if (field) result.fields[field.path] ??= messageFor(field, { key: entry.key });
    else result.form.push({ key: entry.key });
  }
  if (Object.keys(result.fields).length > 0 || result.form.length > 0) return result;
  return { fields: {}, form: [{ key: failure.key, ...(failure.params ? { params: failure.params } : {}) }] };
}
