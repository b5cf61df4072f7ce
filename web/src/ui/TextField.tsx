import { useLingui } from '@lingui/react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { withClass } from './class-names.ts';
import { nativeErrorText } from './field-messages.ts';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  /** Overrides the message shown when validation fails; defaults to our texts for native checks. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Several lines (a textarea). */
  multiline?: boolean;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  className,
  ...props
}: TextFieldProps) {
  const { i18n } = useLingui();
  return (
    <AriaTextField {...props} className={withClass(className, 'field')}>
      <Label className="field__label">{label}</Label>
      {multiline ? (
        <TextArea className="field__input field__input--multiline focus-ring" placeholder={placeholder} />
      ) : (
        <Input className="field__input focus-ring" placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      {/* The message line keeps its height while empty: react-aria clears an error when the
          field blurs, and a form that shifted under the pointer would swallow the click on the
          submit button right below. */}
      <div className="field__message">
        <FieldError className="field__error">
          {(validation) =>
            typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? nativeErrorText(i18n, validation, props.type))
          }
        </FieldError>
      </div>
    </AriaTextField>
  );
}
