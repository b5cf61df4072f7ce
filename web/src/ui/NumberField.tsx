// A number input (react-aria NumberField): formats and parses in the page's locale, arrow keys
// step. An empty field has the value NaN.
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

/** Whole numbers (arrow keys step by one), decimals (as precise as the data) or money (two decimals). */
export type NumberKind = 'integer' | 'decimal' | 'price';

/**
 * How each kind shows and parses (in the page's locale, app/Root.tsx). Grouping stays on, so
 * react-aria reads a German "1.770,50" as 1770.5 and "1.200" as 1200 (without it the "." is
 * refused and a paste dropped). Only whole numbers get a step: react-aria snaps a value to its
 * step even for display, which would turn a stored 2.1 minutes into 2.
 */
export const NUMBER_KINDS: Readonly<
  Record<NumberKind, { step?: number; formatOptions: Intl.NumberFormatOptions }>
> = {
  integer: { step: 1, formatOptions: { maximumFractionDigits: 0 } },
  decimal: { formatOptions: { maximumFractionDigits: 3 } },
  price: { formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 } },
};

export interface NumberFieldProps extends AriaNumberFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  /** Applies the kind's step and format; props given explicitly win. */
  kind?: NumberKind;
}

export function NumberField({
  label,
  description,
  errorMessage,
  className,
  kind,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...(kind && NUMBER_KINDS[kind])} {...props} className={withClass(className, 'field')}>
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
