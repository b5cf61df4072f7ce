// A refused save of a server-backed form as the form's errors: the server's field errors
// (`errors: [{field, key}]`) beside their fields, anything else (403, 404, 409 stale edit or last
// super-admin, 422, offline) above the form. Texts come from the shared catalogue in the page's
// language; the server's plain `{statusCode, message}` answer is traced back to its catalogue key.
import { isMessageKey, LOCALES, message, MESSAGES, type MessageKey } from '@poct/schemas';
import { isApiError } from '../../lib/api-errors.ts';
import type { FieldSpec } from '../../workspace/forms/field-spec.ts';
import { fieldFor, messageFor, type FormErrors } from '../../workspace/forms/validation.ts';

/** The catalogue key whose text (in either language) the server answered with. */
function keyOfText(text: string): MessageKey | undefined {
  return (Object.keys(MESSAGES) as MessageKey[]).find((key) =>
    LOCALES.some((locale) => message(key, locale) === text),
  );
}

export function serverFormErrors(error: unknown, fields: readonly FieldSpec[]): FormErrors {
  // Not answered at all: offline or the server is down.
  if (!isApiError(error)) return { fields: {}, form: [{ key: 'error.503' }] };
  const result: FormErrors = { fields: {}, form: [] };
  const { errors } = (error.body ?? {}) as { errors?: Array<{ field?: unknown; key?: unknown }> };
  for (const entry of Array.isArray(errors) ? errors : []) {
    if (typeof entry.field !== 'string' || typeof entry.key !== 'string' || !isMessageKey(entry.key))
      continue;
    const field = fieldFor(fields, `/${entry.field}`);
    if (field) result.fields[field.path] ??= messageFor(field, { key: entry.key });
    else result.form.push({ key: entry.key });
  }
  if (Object.keys(result.fields).length > 0 || result.form.length > 0) return result;
  return { fields: {}, form: [{ key: keyOfText(error.message) ?? 'error.fatal' }] };
}
