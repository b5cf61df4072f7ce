// The submit of every account form (register, profile, verification request, change, forgot and
// reset password, resend confirmation): check first and show the errors beside their fields;
// else send, with the button busy meanwhile; a refusal puts the server's field messages beside
// their fields and shows its text as a toast (unless `refused` deals with it).
import { useState, type FormEvent } from 'react';
import { message } from '@poct/schemas';
import { useLocale } from '../i18n/use-locale.ts';
import { fieldMessagesOf, useApiErrorToast } from './api-error-toast.ts';

export interface FormSubmitOptions {
  /** Errors found before sending, by field name; none: send. */
  check?(): Record<string, string>;
  send(): Promise<void>;
  /** A refused send; answers true when it showed the refusal itself (no toast). */
  refused?(failure: unknown, fields: Record<string, string>): boolean;
}

export function useFormSubmit({ check, send, refused }: FormSubmitOptions) {
  const toast = useApiErrorToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  /** Answers whether the form was sent and accepted. */
  async function submit(): Promise<boolean> {
    const found = check?.() ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setPending(true);
    try {
      await send();
      return true;
    } catch (failure) {
      const fields = fieldMessagesOf(failure);
      setErrors(fields);
      if (!refused?.(failure, fields)) toast(failure);
      return false;
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return { errors, pending, submit, onSubmit };
}

/**
 * The forms of one e-mail address (forgot password, resend confirmation): required, then
 * `send(address)`; `sent` once the server took it.
 */
export function useEmailSubmit(initial: string, send: (email: string) => Promise<unknown>) {
  const locale = useLocale();
  const [email, setEmail] = useState(initial);
  const [sent, setSent] = useState(false);
  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> =>
      email.trim() === '' ? { email: message('validation.required', locale) } : {},
    async send() {
      await send(email.trim());
      setSent(true);
    },
  });
  const error = errors.email;
  /** The props of the address field (ui/TextField). */
  const field = {
    name: 'email',
    type: 'email',
    value: email,
    onChange: setEmail,
    isInvalid: !!error,
    errorMessage: error,
    autoComplete: 'email',
  } as const;
  return { sent, pending, onSubmit, field };
}
