// A time of day (react-aria TimeField) in the page's language: hours and minutes, 24-hour in
// German and British English, whatever the browser's language (a native <input type="time">
// shows "10:00 AM" in an American browser on a German page). The value is `HH:MM`, or ''.
import { parseTime, type Time } from '@internationalized/date';
import { TimeField as AriaTimeField, type TimeFieldProps as AriaTimeFieldProps } from 'react-aria-components';
import { parsedOrNull, SegmentedInput, segmentedProps, type SegmentedProps } from './DateField.tsx';

export type TimeFieldProps = SegmentedProps &
  Omit<AriaTimeFieldProps<Time>, 'value' | 'defaultValue' | 'onChange' | 'className'>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function TimeField(props: TimeFieldProps) {
  const { field, parts } = segmentedProps(
    props,
    (text) => parsedOrNull(text, /^\d{2}:\d{2}$/, parseTime),
    (time: Time) => `${twoDigits(time.hour)}:${twoDigits(time.minute)}`,
  );
  return (
    <AriaTimeField {...field}>
      <SegmentedInput {...parts} />
    </AriaTimeField>
  );
}
