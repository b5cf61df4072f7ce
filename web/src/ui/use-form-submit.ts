// The form kit's submit, for every form: check first and show the errors beside their fields;
// else send, with the button busy meanwhile. A refusal (lib/server-error.ts) puts the server's
// field errors beside their fields and shows its text where `refused` says: as a toast (the
// default), above the form (`formError`, shown by FormAlert), or not at all (the form showed it).
import { useState, type FormEvent } from 'react';
import { message } from '@poct/schemas';
import { useLocale } from '../i18n/use-locale.ts';
import { serverErrorOf, textOf, type ServerError } from '../lib/server-error.ts';
import { useApiErrorToast, useErrorText } from '../session/api-error-toast.ts';
import { focusFirstInvalid } from './form-values.ts';

/** Where a refusal's text is shown. */
export type RefusalPlace = 'toast' | 'form' | 'handled';

export interface FormSubmitOptions {
  /** Errors found before sending, by field name; none: send. */
  check?(): Record<string, string>;
  /** Sends; `data` holds the submitted form's fields (forms that keep no state of their own). */
  send(data: FormData | undefined): Promise<void>;
  /** Where a refused send's text goes (its field errors are beside their fields already). */
  refused?(failure: ServerError, fields: Record<string, string>): RefusalPlace;
  /** After a refused or invalid submit, focus moves to the first invalid control (long forms). */
  focusInvalid?: boolean;
}

export function useFormSubmit({ check, send, refused, focusInvalid = false }: FormSubmitOptions) {
  const toast = useApiErrorToast();
  const errorText = useErrorText();
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Answers whether the form was sent and accepted. */
  async function submit(data?: FormData): Promise<boolean> {
    const found = check?.() ?? {};
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return false;
    setPending(true);
    try {
      await send(data);
      return true;
    } catch (caught) {
      const failure = serverErrorOf(caught);
      const fields: Record<string, string> = {};
      for (const field of failure.fields) fields[field.field] ??= textOf(field, locale);
      setErrors(fields);
      const place = refused?.(failure, fields) ?? 'toast';
      if (place === 'toast') toast(caught);
      else if (place === 'form') setFormError(errorText(caught));
      return false;
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    void submit(form ? new FormData(form) : undefined).then((accepted) => {
      if (!accepted && focusInvalid) focusFirstInvalid(form);
    });
  }

  return { errors, formError, setFormError, pending, submit, onSubmit };
}

/**
 * A form of one required text (an address, a reason): required, then `send(trimmed text)`;
 * `sent` once the server took it, `error` the text's own (also the server's for field `name`).
 */
export function useRequiredTextSubmit(
  name: string,
  initial: string,
  send: (text: string) => Promise<unknown>,
) {
  const locale = useLocale();
  const [value, setValue] = useState(initial);
  const [sent, setSent] = useState(false);
  const { errors, pending, onSubmit } = useFormSubmit({
    check: (): Record<string, string> =>
      value.trim() === '' ? { [name]: message('validation.required', locale) } : {},
    async send() {
      await send(value.trim());
      setSent(true);
    },
  });
  return { value, setValue, sent, pending, onSubmit, error: errors[name] };
}

/**
 * The forms of one e-mail address (forgot password, resend confirmation): required, then
 * `send(address)`; `sent` once the server took it.
 */
export function useEmailSubmit(initial: string, send: (email: string) => Promise<unknown>) {
  const { value, setValue, sent, pending, onSubmit, error } = useRequiredTextSubmit('email', initial, send);
  /** The props of the address field (ui/TextField). */
  const field = {
    name: 'email',
    type: 'email',
    value,
    onChange: setValue,
    isInvalid: !!error,
    errorMessage: error,
    autoComplete: 'email',
  } as const;
  return { sent, pending, onSubmit, field };
}
