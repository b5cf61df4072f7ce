// The demo booking page's state: the free slots (GET /api/demo/slots, the one load hook), the
// form's values checked by the shared rules (@poct/schemas demoBookingErrors), the time trap
// (features/contact/form-token.ts), and the send through the one submit hook. When the store gave the
// slot to someone else first (409), the page says so, forgets the choice and loads the slots again.
import { useMemo, useState } from 'react';
import { demoBookingErrors, type DemoBookingInput, type DemoSlot, type Locale } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { NetworkError } from '../../lib/api-errors.ts';
import { useFormToken } from './form-token.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { messagesByField, useFormValues } from '../../ui/form-values.ts';
import { useApiGet } from '../../lib/use-load.ts';

export type DemoValues = Required<Omit<DemoBookingInput, 'time_zone'>> & {
  /** The honeypot: a person never sees it, so it stays empty. */
  website: string;
};

const EMPTY: DemoValues = {
  slot_id: '',
  name: '',
  email: '',
  organisation: '',
  message: '',
  privacy_consent: false,
  website: '',
};

/** The visitor's IANA time zone, as their browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function useDemoBooking(locale: Locale) {
  const api = useApi();
  const slots = useApiGet<{ slots: DemoSlot[] }>('/api/demo/slots');
  const form = useFormValues<DemoValues>(EMPTY);
  const token = useFormToken('/api/demo/form-token');
  const timeZone = useMemo(() => visitorTimeZone(), []);
  const [booked, setBooked] = useState<DemoSlot>();

  const { website, ...input } = form.values;
  const chosen =
    slots.loaded.state === 'loaded'
      ? slots.loaded.value.slots.find((slot) => slot.id === input.slot_id)
      : undefined;

  const submitting = useFormSubmit({
    focusInvalid: true,
    check: () => messagesByField(demoBookingErrors(input), locale),
    async send() {
      const guard = await token.ready();
      if (!guard) throw new NetworkError();
      await api.request('/api/demo/bookings', {
        method: 'POST',
        anonymous: true,
        body: { ...input, time_zone: timeZone, website, ...guard },
      });
      setBooked(chosen);
    },
    // The server's "just taken" or "no longer available" is said above the form.
    refused(failure) {
      if (failure.status !== 409) return 'toast';
      form.set('slot_id')('');
      slots.reload();
      return 'form';
    },
  });

  /** After a booking: an empty form, fresh slots and a new time trap. */
  function startOver() {
    form.setValues(EMPTY);
    setBooked(undefined);
    submitting.setFormError(null);
    token.renew();
    slots.reload();
  }

  return {
    ...form,
    ...submitting,
    slots,
    timeZone,
    booked,
    taken: submitting.formError ?? undefined,
    startOver,
  };
}
