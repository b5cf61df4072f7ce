// The free slots as one radio group (ui/RadioGroup, react-aria): arrow keys move between slots,
// one tab stop for the whole list. Slots are grouped under their day in the visitor's time zone;
// each radio's accessible name is the full date and time, so a screen reader says which day a
// time belongs to without reading the (hidden) day headings.
import { useLingui } from '@lingui/react/macro';
import type { DemoSlot } from '@poct/schemas';
import { useId } from 'react';
import { InlineError } from '../../ui/InlineError.tsx';
import { Radio, RadioGroup } from '../../ui/RadioGroup.tsx';
import { dateTimeFormat } from '../../lib/format.ts';

interface Day {
  key: string;
  label: string;
  slots: Array<{ slot: DemoSlot; time: string; full: string }>;
}

/** Slots by day, in the page's language and the browser's (the visitor's) time zone. */
export function slotsByDay(slots: readonly DemoSlot[], locale: string): Day[] {
  const day = dateTimeFormat(locale, { dateStyle: 'full' });
  const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = dateTimeFormat(locale, { timeStyle: 'short' });
  const full = dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
  const days = new Map<string, Day>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const end = new Date(slot.end);
    const key = dayKey.format(start);
    const entry = days.get(key) ?? { key, label: day.format(start), slots: [] };
    entry.slots.push({ slot, time: time.formatRange(start, end), full: full.formatRange(start, end) });
    days.set(key, entry);
  }
  return [...days.values()];
}

export function SlotPicker({
  slots,
  value,
  onChange,
  error,
}: {
  slots: readonly DemoSlot[];
  value: string;
  onChange(id: string): void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  return (
    <>
      <RadioGroup
        label={t`Free slots`}
        value={value || null}
        onChange={onChange}
        isRequired
        isInvalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className="demo-slots"
      >
        {slotsByDay(slots, i18n.locale).map((day) => (
          <div key={day.key} className="demo-slots__day">
            <p className="demo-slots__date" aria-hidden="true">
              {day.label}
            </p>
            <div className="demo-slots__times">
              {day.slots.map(({ slot, time, full }) => (
                <Radio key={slot.id} value={slot.id} aria-label={full} className="demo-slots__slot">
                  {time}
                </Radio>
              ))}
            </div>
          </div>
        ))}
      </RadioGroup>
      <InlineError id={errorId} error={error} />
    </>
  );
}
