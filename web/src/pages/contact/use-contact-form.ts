// The contact form's state: the values, the shared rules (@poct/schemas contactErrors) checked
// before sending, the time-trap token fetched when the form loads, and the server's answer. A
// failed send keeps everything typed, so the visitor can simply try again.
import { useEffect, useState } from 'react';
import { contactErrors, type ContactInput, type Locale } from '@poct/schemas';
import type { ApiClient } from '../../lib/api.ts';
import { useApi } from '../../lib/api-context.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { fieldMessagesOf } from '../../session/api-error-toast.ts';
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

const noop = () => undefined;

interface FormToken {
  value: string;
  /** When this page received it. */
  at: number;
  /** How long the server wants a fresh token to age before a message may carry it. */
  waitMs: number;
}

/** Tokens expire after a day on the server; a page left open that long fetches a new one. */
const TOKEN_FRESH_MS = 20 * 3600 * 1000;

/** A fresh time-trap token, or undefined when the server cannot be reached. */
async function requestToken(api: ApiClient): Promise<FormToken | undefined> {
  try {
    const answer = await api.request<{ token: string; wait_ms: number }>('/api/contact/form-token', {
      anonymous: true,
    });
    return { value: answer.token, at: Date.now(), waitMs: answer.wait_ms };
  } catch {
    return undefined;
  }
}

/** A token good to send now: the one from loading, else a new one; either has aged enough first. */
async function usableToken(api: ApiClient, loaded: FormToken | undefined): Promise<string | undefined> {
  const token = loaded && Date.now() - loaded.at < TOKEN_FRESH_MS ? loaded : await requestToken(api);
  if (!token) return undefined;
  // Someone quick (autofill, a pasted text) waits out the rest rather than being taken for a bot.
  const early = token.at + token.waitMs - Date.now();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  return token.value;
}

export function useContactForm(locale: Locale) {
  const api = useApi();
  const form = useFormValues<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SendFailure>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [token, setToken] = useState<FormToken>();

  const [round, setRound] = useState(0);

  // The time trap starts when the form loads (sync-server contact/form-token.ts); a failure here
  // is tried again on submit.
  useEffect(() => {
    let live = true;
    requestToken(api).then((fresh) => {
      if (live && fresh) setToken(fresh);
    }, noop);
    return () => {
      live = false;
    };
  }, [api, round]);

  async function submit(): Promise<boolean> {
    const { website, ...input } = form.values;
    const found = messagesByField(contactErrors(input), locale);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return false;
    setPending(true);
    try {
      const formToken = await usableToken(api, token);
      if (!formToken) {
        setFailure({ kind: 'network' });
        return false;
      }
      await api.request('/api/contact', {
        method: 'POST',
        anonymous: true,
        body: { ...input, website, form_token: formToken },
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
    setToken(undefined);
    setRound((current) => current + 1);
  }

  return { ...form, errors, failure, pending, sent, submit, startOver };
}
