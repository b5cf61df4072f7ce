// A calendar date (react-aria DateField): one segment each for day, month and year, in the
// order and with the separators of the page's language ("23.11.2026", "23/11/2026"), whatever
// the browser's language. A native <input type="date"> would show the browser's format
// ("mm/dd/yyyy" on a German page). The value stays the stored `YYYY-MM-DD`, or '' when empty.
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  Label,
  Text,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components';
import { withClass } from './class-names.ts';

export interface DateFieldProps extends Omit<
  AriaDateFieldProps<CalendarDate>,
  'value' | 'defaultValue' | 'onChange'
> {
  label: string;
  description?: string;
  errorMessage?: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange(value: string): void;
}

/** The calendar date of a stored `YYYY-MM-DD` (a longer ISO text counts by its day), else null. */
export function calendarDateOf(value: string): CalendarDate | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
}

export function DateField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  className,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      // "01.03.2027" like the lists (lib/format.ts), not react-aria's German "1.3.2027".
      shouldForceLeadingZeros
      {...props}
      value={calendarDateOf(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      className={withClass(className, 'field')}
    >
      <Label className="field__label">{label}</Label>
      <DateInput className="field__input date-field__input focus-ring">
        {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
      </DateInput>
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <div className="field__message">
        <FieldError className="field__error">{errorMessage}</FieldError>
      </div>
    </AriaDateField>
  );
}
