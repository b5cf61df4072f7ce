// One choice among a few, all visible (react-aria RadioGroup): arrow keys move the choice.
import type { ReactNode } from 'react';
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: string;
  children: ReactNode;
}

export function RadioGroup({ label, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withClass(className, 'radio-group')}>
      <Label className="radio-group__label">{label}</Label>
      {children}
    </AriaRadioGroup>
  );
}

export function Radio({ children, className, ...props }: AriaRadioProps & { children: ReactNode }) {
  return (
    <AriaRadio {...props} className={withClass(className, 'radio')}>
      <span className="radio__dot" aria-hidden="true" />
      <span className="radio__label">{children}</span>
    </AriaRadio>
  );
}
