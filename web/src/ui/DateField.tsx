// A calendar date (react-aria DateField): one segment each for day, month and year, in the
// order and with the separators of the page's language ("23.11.2026", "23/11/2026"), whatever
// the browser's language. A native <input type="date"> would show the browser's format
// ("mm/dd/yyyy" on a German page). The value stays the stored `YYYY-MM-DD`, or '' when empty.
// A button beside the segments opens a month calendar (react-aria DatePicker) in the page's
// language, for readers who would rather pick a day than type it; arrow keys move by day there.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
  type DatePickerProps,
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
  Omit<DatePickerProps<CalendarDate>, 'value' | 'defaultValue' | 'onChange' | 'className'>;

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
  const { t } = useLingui();
  const { field, parts } = segmentedProps(props, calendarDateOf, (date) => date.toString());
  return (
    <DatePicker {...field}>
      <Label className="field__label">{parts.label}</Label>
      <Group className="field__input date-picker__group">
        <Segments />
        <Button className="date-picker__button focus-ring" aria-label={t`Choose from the calendar`}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldParts {...parts} />
      <Popover className="date-picker__popover">
        <Dialog className="date-picker__dialog">
          <Calendar className="calendar">
            <header className="calendar__header">
              <Button slot="previous" className="calendar__step focus-ring">
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="calendar__heading" />
              <Button slot="next" className="calendar__step focus-ring">
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className="calendar__grid">
              {(date) => <CalendarCell date={date} className="calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor">
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
      <path d="M1.5 6.5h13M5 1v3M11 1v3" />
    </svg>
  );
}

function Segments({ className = 'date-field__input' }: { className?: string }) {
  return (
    <DateInput className={className}>
      {(segment) => <DateSegment segment={segment} className="date-field__segment" />}
    </DateInput>
  );
}

function FieldParts({ description, errorMessage }: Pick<SegmentedProps, 'description' | 'errorMessage'>) {
  return (
    <>
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

/** Label, segments, description and error of a time field (ui/TimeField.tsx). */
export function SegmentedInput({
  label,
  description,
  errorMessage,
}: Pick<SegmentedProps, 'label' | 'description' | 'errorMessage'>) {
  return (
    <>
      <Label className="field__label">{label}</Label>
      <Segments className="field__input date-field__input focus-ring" />
      <FieldParts description={description} errorMessage={errorMessage} />
    </>
  );
}
