import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

/** A button that stays pressed (aria-pressed), e.g. a favourite star. */
export function ToggleButton({ className, ...props }: AriaToggleButtonProps) {
  return <AriaToggleButton {...props} className={withClass(className, 'button button--toggle focus-ring')} />;
}
