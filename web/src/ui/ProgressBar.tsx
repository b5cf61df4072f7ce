// How far a long piece of work is, as the ARIA progressbar pattern: a role, its label and the value
// in the page's language. Not react-aria's ProgressBar: the page-loading bar is on every first
// paint, and react-aria's version brings its number formatting with it (bench "bundle").
import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { formatNumber } from '../lib/format.ts';
import { cx } from './cx.ts';

export interface ProgressBarProps {
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Indeterminate when missing. */
  value?: number | undefined;
  /** The value that means done; 100 unless given. */
  maxValue?: number;
  /** Read out instead of the percentage, e.g. "120 of 400 written". */
  valueLabel?: string | undefined;
  className?: string;
}

export function ProgressBar({
  label,
  hideLabel,
  value,
  maxValue = 100,
  valueLabel,
  className,
}: ProgressBarProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const fraction = value === undefined ? undefined : Math.min(Math.max(value / maxValue, 0), 1);
  const valueText =
    fraction === undefined
      ? undefined
      : (valueLabel ?? formatNumber(fraction, i18n.locale, { style: 'percent' }));
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={fraction === undefined ? undefined : 0}
      aria-valuemax={fraction === undefined ? undefined : maxValue}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx('progress', className)}
    >
      <span id={labelId} className={hideLabel ? 'visually-hidden' : 'progress__label'}>
        {label}
      </span>
      <div className="progress__track">
        <div
          className={
            fraction === undefined ? 'progress__fill progress__fill--indeterminate' : 'progress__fill'
          }
          style={fraction === undefined ? undefined : { width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
