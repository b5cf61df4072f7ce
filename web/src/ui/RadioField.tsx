// A group of radio buttons with a label, a description and react-aria's validation message,
// styled like ui/TextField (ui/ChoiceField is the account forms' variant with an error prop).
import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text, type RadioGroupProps } from 'react-aria-components';
import type { ErrorText } from './TextAreaField.tsx';

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
