// A failed call shows its catalogue text (the wire error's key rendered in the page's language,
// lib/server-error.ts) as an error toast for 6000 ms; an unreachable server says so.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TOAST_LIFE_MS } from '@poct/schemas';
import { useLocale } from '../i18n/use-locale.ts';
import { serverErrorOf, textOf } from '../lib/server-error.ts';
import { showToast } from '../ui/toast-queue.ts';

/** The text of a failed call in the page's language: its catalogue text, or "cannot be reached". */
export function useErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      const failure = serverErrorOf(error);
      return failure.reached
        ? textOf(failure, locale)
        : t`The server cannot be reached. Check your connection and try again.`;
    },
    [t, locale],
  );
}

export function useApiErrorToast(): (error: unknown) => string {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const text = errorText(error);
      showToast({ severity: 'error', detail: 'error.fatal', text, life: TOAST_LIFE_MS });
      return text;
    },
    [errorText],
  );
}
