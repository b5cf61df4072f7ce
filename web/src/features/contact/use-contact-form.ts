// The contact form's state: the values, the shared rules (@poct/schemas contactErrors) checked
// before sending, the time-trap token (features/contact/form-token.ts), and the server's answer. A
// failed send keeps everything typed, so the visitor can simply try again.
import { useState } from 'react';
import { contactErrors, type ContactInput, type Locale } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { NetworkError } from '../../lib/api-errors.ts';
import { textOf } from '../../lib/server-error.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';
import { useFormToken } from './form-token.ts';
import { messagesByField, useFormValues } from '../../ui/form-values.ts';

export type ContactValues = Required<ContactInput> & {
  /** The honeypot: a person never sees it, so it stays empty. */
  website: string;
};

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  organisation: '',
  subject: '',
  message: '',
  privacy_consent: false,
  website: '',
};

/** What went wrong with a send that was not refused field by field. */
export type SendFailure = { kind: 'server'; text: string } | { kind: 'network' };

/** The form's state; `subject` is where it starts (a page's fixed topic) and starts over. */
export function useContactForm(locale: Locale, subject = '') {
  const api = useApi();
  const empty = { ...EMPTY_CONTACT, subject };
  const form = useFormValues<ContactValues>(empty);
  const [failure, setFailure] = useState<SendFailure>();
  const [sent, setSent] = useState(false);
  // The time trap starts when the form loads; a failure there is tried again on submit.
  const token = useFormToken('/api/contact/form-token');
  const { website, ...input } = form.values;

  const { errors, pending, onSubmit } = useFormSubmit({
    focusInvalid: true,
    check() {
      setFailure(undefined);
      return messagesByField(contactErrors(input), locale);
    },
    async send() {
      const guard = await token.ready();
      if (!guard) throw new NetworkError();
      await api.request('/api/contact', {
        method: 'POST',
        anonymous: true,
        body: { ...input, website, ...guard },
      });
      setSent(true);
    },
    // Said beside the fields, or in the form's own words above the button.
    refused(refusal, fields) {
      if (Object.keys(fields).length === 0)
        setFailure(refusal.reached ? { kind: 'server', text: textOf(refusal, locale) } : { kind: 'network' });
      return 'handled';
    },
  });

  /** After a sent message: an empty form with a fresh time trap. */
  function startOver() {
    form.setValues(empty);
    setSent(false);
    token.renew();
  }

  return { ...form, errors, failure, pending, sent, onSubmit, startOver };
}
