// A multi-line text field styled like ui/TextField, its error from react-aria's validation.
import {
  FieldError,
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';

export type ErrorText = (validation: ValidationResult) => string;

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
