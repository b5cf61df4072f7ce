// Form pieces the account pages share: a checkbox and a radio choice that show their error
// beside them (announced: the message is linked with aria-describedby and the control is marked
// invalid), the form state, and the catalogue text of a shared validation error. Text fields use
// ui/TextField with `isInvalid` and `errorMessage`.
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import { message, type Locale, type ValidationError } from '@poct/schemas';

export function CheckField(props: {
  name: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div className="field field--check">
      <Checkbox
        name={props.name}
        isSelected={props.isSelected}
        onChange={props.onChange}
        isInvalid={!!props.error}
        aria-describedby={props.error ? errorId : undefined}
        className="checkbox focus-ring"
      >
        <span className="checkbox__box" aria-hidden="true" />
        <span className="checkbox__label">{props.children}</span>
      </Checkbox>
      <div className="field__message">
        {props.error && (
          <span id={errorId} className="field__error">
            {props.error}
          </span>
        )}
      </div>
    </div>
  );
}

export function ChoiceField(props: {
  name: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ id: string; label: string }>;
  error?: string | undefined;
  orientation?: 'horizontal' | 'vertical';
}) {
  const errorId = useId();
  return (
    <RadioGroup
      name={props.name}
      value={props.value ?? null}
      onChange={props.onChange}
      isInvalid={!!props.error}
      aria-describedby={props.error ? errorId : undefined}
      orientation={props.orientation ?? 'horizontal'}
      className="field radio-group"
    >
      <Label className="field__label">{props.label}</Label>
      <div className="radio-group__options">
        {props.options.map((option) => (
          <Radio key={option.id} value={option.id} className="radio focus-ring">
            <span className="radio__dot" aria-hidden="true" />
            <span className="radio__label">{option.label}</span>
          </Radio>
        ))}
      </div>
      <div className="field__message">
        {props.error && (
          <span id={errorId} className="field__error">
            {props.error}
          </span>
        )}
      </div>
    </RadioGroup>
  );
}

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
