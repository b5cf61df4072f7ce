import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'quiet';
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withClass(className, `button button--${variant} focus-ring`)} />;
}
