import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface ProgressBarProps extends AriaProgressBarProps {
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/** Indeterminate unless a value is given. */
export function ProgressBar({ label, hideLabel, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      isIndeterminate={props.value === undefined}
      {...props}
      className={withClass(className, 'progress')}
    >
      {({ percentage, isIndeterminate }) => (
        <>
          <Label className={hideLabel ? 'visually-hidden' : 'progress__label'}>{label}</Label>
          <div className="progress__track">
            <div
              className={isIndeterminate ? 'progress__fill progress__fill--indeterminate' : 'progress__fill'}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
