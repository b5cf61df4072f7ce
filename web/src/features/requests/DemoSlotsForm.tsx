// /ds/demos/create: staff open one slot or a series (slot-series.ts) in their own time zone; the
// server stores each start in UTC, skips starts whose slot would overlap one (the toast says how
// many) and refuses past ones.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { useApi } from '../../lib/api-context.ts';
import { useGoTo } from '../../routes/navigation.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { Button } from '../../ui/Button.tsx';
import { ChoiceField } from '../../ui/ChoiceField.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { Form } from '../../ui/Form.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { TimeField } from '../../ui/TimeField.tsx';
import type { ResourceFormProps } from '../../workspace/resource.ts';
import { seriesStarts, type Repeat } from './slot-series.ts';

const DURATIONS = ['30', '45', '60'] as const;

export function DemoSlotsForm(_props: ResourceFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const api = useApi();
  const goTo = useGoTo();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState<string>('30');
  const [repeat, setRepeat] = useState<Repeat>('once');
  const [count, setCount] = useState(5);
  const starts = seriesStarts({ date, time, repeat, count });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const { errors, pending, onSubmit } = useFormSubmit({
    check() {
      const found: Record<string, string> = {};
      if (!date) found.date = message('validation.required', locale);
      if (!time) found.time = message('validation.required', locale);
      if (date && time && starts.length === 0) found.date = message('validation.date', locale);
      return found;
    },
    async send() {
      const answer = await api.request<{ created: string[]; skipped: string[] }>('/api/demo/admin/slots', {
        method: 'POST',
        body: { starts, duration_minutes: Number(duration) },
      });
      const created = answer.created.length;
      const skipped = answer.skipped.length;
      const made = t`${plural(created, { one: '# new slot', other: '# new slots' })}`;
      const left = t`${plural(skipped, {
        one: '# start overlapped a slot and was left out',
        other: '# starts overlapped slots and were left out',
      })}`;
      goTo('ds.demos', {}, skipped > 0 ? `${made} · ${left}` : made);
    },
  });
  // The server names each refused start (`starts/3`): shown at the first day, where it is chosen.
  const startError = Object.entries(errors).find(([field]) => field.startsWith('starts'))?.[1];

  return (
    <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
      <p>
        <Trans>Times are shown in your time zone: {timeZone}.</Trans>
      </p>
      <div className="account-form__row">
        <DateField
          label={t`First day`}
          value={date}
          onChange={setDate}
          isRequired
          isInvalid={!!(errors.date ?? startError)}
          errorMessage={errors.date ?? startError}
        />
        <TimeField
          label={t`Start time`}
          value={time}
          onChange={setTime}
          isRequired
          isInvalid={!!errors.time}
          errorMessage={errors.time}
        />
      </div>
      <ChoiceField
        name="duration"
        label={t`Length`}
        value={duration}
        onChange={setDuration}
        options={DURATIONS.map((minutes) => ({
          id: minutes,
          label: t({ message: plural(Number(minutes), { one: '# minute', other: '# minutes' }) }),
        }))}
        error={errors.duration_minutes}
      />
      <ChoiceField
        name="repeat"
        label={t`Repeat`}
        value={repeat}
        onChange={(value) => setRepeat(value as Repeat)}
        options={[
          { id: 'once', label: t`Once` },
          { id: 'daily', label: t`Every day` },
          { id: 'weekdays', label: t`Monday to Friday` },
          { id: 'weekly', label: t`Every week` },
        ]}
      />
      {repeat !== 'once' && (
        <NumberField
          label={t`Number of slots`}
          kind="integer"
          minValue={1}
          maxValue={100}
          value={count}
          onChange={(value) => setCount(Number.isFinite(value) ? value : 1)}
        />
      )}
      <p role="status">
        <Plural value={starts.length} one="This opens # slot." other="This opens # slots." />
      </p>
      <Button type="submit" isPending={pending} className="form__submit">
        <Trans>Open slots</Trans>
      </Button>
    </Form>
  );
}
