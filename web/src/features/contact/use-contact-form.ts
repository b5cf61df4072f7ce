// The contact form's state: the values, the shared rules (@poct/schemas contactErrors) checked
// before sending, the time-trap token (features/contact/form-token.ts), and the server's answer. A
// failed send keeps everything typed, so the visitor can simply try again.
import { useState } from 'react';
import { contactErrors, type ContactInput, type Locale } from '@poct/schemas';
import { useApi } from '../../lib/api-context.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { fieldMessagesOf } from '../../session/api-error-toast.ts';
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

export function useContactForm(locale: Locale) {
  const api = useApi();
  const form = useFormValues<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SendFailure>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  // The time trap starts when the form loads; a failure there is tried again on submit.
  const token = useFormToken('/api/contact/form-token');

  async function submit(): Promise<boolean> {
    const { website, ...input } = form.values;
    const found = messagesByField(contactErrors(input), locale);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return false;
    setPending(true);
    try {
      const guard = await token.ready();
      if (!guard) {
        setFailure({ kind: 'network' });
        return false;
      }
      await api.request('/api/contact', {
        method: 'POST',
        anonymous: true,
        body: { ...input, website, ...guard },
      });
      setSent(true);
      return true;
    } catch (error) {
      const fields = fieldMessagesOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(error) ? { kind: 'server', text: error.message } : { kind: 'network' });
      return false;
    } finally {
      setPending(false);
    }
  }

  /** After a sent message: an empty form with a fresh time trap. */
  function startOver() {
    form.setValues(EMPTY_CONTACT);
    setErrors({});
    setSent(false);
    token.renew();
  }

  return { ...form, errors, failure, pending, sent, submit, startOver };
}
