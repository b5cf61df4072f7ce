// A failed call shows the server's catalogue message (already
// in the request's language) as an error toast for 6000 ms; an unreachable server says so.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TOAST_LIFE_MS } from '@poct/schemas';
import { isApiError } from '../lib/api-errors.ts';
import { showToast } from '../ui/toast-queue.ts';

export function useApiErrorToast(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => {
      const text =
        isApiError(error) && error.message
          ? error.message
          : t`The server cannot be reached. Check your connection and try again.`;
      showToast({ severity: 'error', detail: 'error.fatal', text, life: TOAST_LIFE_MS });
      return text;
    },
    [t],
  );
}

/** Per-field messages of a refused form (`{errors: [{field, message}]}`), by field name. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const { errors } = (error.body ?? {}) as { errors?: unknown };
  if (!Array.isArray(errors)) return {};
  const fields: Record<string, string> = {};
  for (const entry of errors as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof entry.field === 'string' && typeof entry.message === 'string')
      fields[entry.field] ??= entry.message;
  }
  return fields;
}
