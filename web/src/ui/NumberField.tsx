// A number input (react-aria NumberField): formats in the page's locale, arrow keys step. An
// empty field has the value NaN.
import {
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface NumberFieldProps extends AriaNumberFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
}

export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={withClass(className, 'field')}>
      <Label className="field__label">{label}</Label>
      <Group className="number-field__group">
        <Input className="field__input focus-ring" />
      </Group>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <div className="field__message">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </AriaNumberField>
  );
}
