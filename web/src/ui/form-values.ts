// Form state of the plain (non-workspace) forms: the values with one setter per field, the
// catalogue text of shared validation errors by field, and focus on the first invalid control.
import { useCallback, useState } from 'react';
import { message, type Locale, type ValidationError } from '@poct/schemas';

/** Field values and setters; `set(name)` gives an onChange for that field. */
export function useFormValues<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set = useCallback(
    <K extends keyof T>(name: K) =>
      (value: T[K]) =>
        setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  return { values, set, setValues };
}

/** The props that bind a text field (ui/TextField) to the form's value, setter and error. */
export function fieldBinding<T extends Record<string, unknown>>(
  values: T,
  set: <K extends keyof T>(name: K) => (value: T[K]) => void,
  errors: Record<string, string>,
) {
  return (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: set(name) as (value: string) => void,
    isInvalid: !!errors[name],
    errorMessage: errors[name],
  });
}

/** First catalogue text per field (`/email` → `email`) in `locale`. */
export function messagesByField(errors: readonly ValidationError[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors)
    fields[error.path.replace(/^\//, '')] ??= message(error.key, locale, error.params);
  return fields;
}

/** Moves focus to the first invalid control after a refused submit, so keyboard and screen reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, input[data-invalid]')
      ?.focus();
  });
}
