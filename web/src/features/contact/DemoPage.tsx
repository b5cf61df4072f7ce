// /demo: a visitor books an online demo. The free slots are shown in the visitor's
// time zone (named on the page) and sent back by id; the server stores UTC. The form checks the
// shared rules first (focus on the first field at fault); a slot someone else took meanwhile is
// said in words and the list reloads; with no free slot the page points to the contact form.
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale, useLocalizePath } from '../../i18n/use-locale.ts';
import { ConsentAndHoneypot } from './ConsentAndHoneypot.tsx';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { fieldBinding } from '../../ui/form-values.ts';
import { TextField } from '../../ui/TextField.tsx';
import { LoadStates } from '../../workspace/LoadStates.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { useDemoBooking } from './use-demo-booking.ts';
import '../../styles/account-forms.css';
import './demo.css';
import { dateTimeFormat } from '../../lib/format.ts';

type TextKey = 'name' | 'email' | 'organisation' | 'message';

export default function DemoPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const localize = useLocalizePath();
  const booking = useDemoBooking(locale);
  const { values, set, errors, pending, booked, taken, timeZone, onSubmit } = booking;
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (booked) thanks.current?.focus();
  }, [booked]);

  const bind = fieldBinding(values, set, errors);
  const text = (name: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <TextField {...bind(name)} label={label} {...extra} />
  );

  if (booked) {
    const when = dateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short' }).formatRange(
      new Date(booked.start),
      new Date(booked.end),
    );
    return (
      <section className="page page--form demo" aria-labelledby="demo-title">
        <h1 id="demo-title">
          <Trans>Book a demo</Trans>
        </h1>
        <div role="status" className="account-status" data-testid="demo-booked">
          <h2 ref={thanks} tabIndex={-1}>
            <Trans>Your demo is booked</Trans>
          </h2>
          <p>
            <Trans>
              {when} ({timeZone}). We have sent a confirmation with a calendar invitation and a link to cancel
              to your email address.
            </Trans>
          </p>
          <Button variant="secondary" onPress={booking.startOver}>
            <Trans>Book another demo</Trans>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="page page--form demo" aria-labelledby="demo-title">
      <h1 id="demo-title">
        <Trans>Book a demo</Trans>
      </h1>
      <p>
        <Trans>
          See POCT Atlas in an online demo with our team. Pick a free slot and tell us who you are; you will
          get a calendar invitation by email.
        </Trans>
      </p>
      {taken && (
        <p role="alert" className="demo__taken">
          {taken}
        </p>
      )}
      <LoadStates loaded={booking.slots.loaded} onRetry={booking.slots.reload}>
        {({ slots }) =>
          slots.length === 0 ? (
            <p role="status" data-testid="demo-no-slots">
              <Trans>
                There are no free slots at the moment. Please write to us through the{' '}
                <Link href={localize('/contact')}>contact form</Link> and we will find a time with you.
              </Trans>
            </p>
          ) : (
            <Form validationBehavior="aria" onSubmit={onSubmit} className="account-form">
              <p className="demo__zone">
                <Trans>Times are shown in your time zone: {timeZone}.</Trans>
              </p>
              <SlotPicker
                slots={slots}
                value={values.slot_id}
                onChange={set('slot_id')}
                error={errors.slot_id && t`Please choose a slot.`}
              />
              <div className="account-form__row">
                {text('name', t`Name`, { autoComplete: 'name', isRequired: true })}
                {text('email', t`Email`, { type: 'email', autoComplete: 'email', isRequired: true })}
              </div>
              {text('organisation', t`Organisation`, { autoComplete: 'organization', isRequired: true })}
              {text('message', t`Message (optional)`, { multiline: true })}
              <ConsentAndHoneypot form="demo" values={values} set={set} error={errors.privacy_consent} />
              <Button type="submit" isPending={pending} className="form__submit">
                <Trans>Book the demo</Trans>
              </Button>
            </Form>
          )
        }
      </LoadStates>
    </section>
  );
}
