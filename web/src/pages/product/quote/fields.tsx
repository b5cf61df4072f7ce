// Two fields the shared ui/ has no wrapper for yet, styled like ui/TextField: a multi-line text
// field and a group of radio buttons (the product's tests). Candidates for ui/ once another form
// needs them.
import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField as AriaTextField,
  type RadioGroupProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

type ErrorText = (validation: ValidationResult) => string;

export function TextAreaField({
  label,
  errorMessage,
  rows = 4,
  ...props
}: AriaTextFieldProps & { label: string; errorMessage: ErrorText; rows?: number }) {
  return (
    <AriaTextField {...props} className="field">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input focus-ring" rows={rows} />
      <div className="field__message">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </AriaTextField>
  );
}

export function RadioField({
  label,
  description,
  options,
  errorMessage,
  ...props
}: Omit<RadioGroupProps, 'children'> & {
  label: string;
  description?: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  errorMessage: ErrorText;
}) {
  return (
    <RadioGroup {...props} className="field radio-field">
      <Label className="field__label">{label}</Label>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <div className="radio-field__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="radio">
            <span className="radio__dot" aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      <div className="field__message">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </RadioGroup>
  );
}
