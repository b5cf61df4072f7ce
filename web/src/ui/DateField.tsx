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

/** What a date or time field (also ui/TimeField.tsx) takes beyond react-aria's own props. */
export interface SegmentedProps {
  label: string;
  description?: string;
  errorMessage?: string;
  /** The stored text (`YYYY-MM-DD`, `HH:MM`), or '' for none. */
  value: string;
  onChange(value: string): void;
  className?: string;
}

export type DateFieldProps = SegmentedProps &
  Omit<AriaDateFieldProps<CalendarDate>, 'value' | 'defaultValue' | 'onChange' | 'className'>;

/** The value read from text that matches `pattern`, else null (also for an impossible date). */
export function parsedOrNull<V>(text: string, pattern: RegExp, parse: (text: string) => V): V | null {
  const found = pattern.exec(text)?.[0];
  if (!found) return null;
  try {
    return parse(found);
  } catch {
    return null;
  }
}

/** The calendar date of a stored `YYYY-MM-DD` (a longer ISO text counts by its day), else null. */
export const calendarDateOf = (value: string) => parsedOrNull(value, /^\d{4}-\d{2}-\d{2}/, parseDate);

/**
 * Splits a segmented field's props into react-aria's (the value read from and written back as
 * the stored text) and the parts around the segments.
 */
export function segmentedProps<V, P extends SegmentedProps>(
  props: P,
  read: (text: string) => V | null,
  write: (value: V) => string,
) {
  const { label, description, errorMessage, value, onChange, className, ...rest } = props;
  return {
    field: {
      // "01.03.2027" and "09:05" like the lists (lib/format.ts), not react-aria's German "1.3.2027".
      shouldForceLeadingZeros: true,
      ...rest,
      value: read(value),
      onChange: (next: V | null) => onChange(next ? write(next) : ''),
      className: withClass(className, 'field'),
    },
    parts: { label, description, errorMessage },
  };
}

export function DateField(props: DateFieldProps) {
  const { field, parts } = segmentedProps(props, calendarDateOf, (date) => date.toString());
  return (
    <AriaDateField {...field}>
      <SegmentedInput {...parts} />
    </AriaDateField>
  );
}

/** Label, segments, description and error of a date or time field. */
export function SegmentedInput({
  label,
  description,
  errorMessage,
}: Pick<SegmentedProps, 'label' | 'description' | 'errorMessage'>) {
  return (
    <>
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
    </>
  );
}
