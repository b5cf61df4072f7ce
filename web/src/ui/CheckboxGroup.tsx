import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  label: string;
  children: ReactNode;
  /** Shown when `isInvalid` is set. */
  errorMessage?: string;
}

export function CheckboxGroup({ label, children, errorMessage, className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={withClass(className, 'checkbox-group')}>
      <Label className="checkbox-group__label">{label}</Label>
      {children}
      {errorMessage !== undefined && <FieldError className="field__error">{errorMessage}</FieldError>}
    </AriaCheckboxGroup>
  );
}

export function Checkbox({ children, className, ...props }: AriaCheckboxProps & { children: ReactNode }) {
  return (
    <AriaCheckbox {...props} className={withClass(className, 'checkbox')}>
      <span className="checkbox__box" aria-hidden="true" />
      <span className="checkbox__label">{children}</span>
    </AriaCheckbox>
  );
}
