// Validation texts come from the shared message catalogue (@poct/schemas), the
// same texts the server answers with, in the language of the page.
import { useCallback } from 'react';
import { message } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import type { FieldMessage } from './validation.ts';

export function useFieldMessage(): (error: FieldMessage | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (error: FieldMessage | undefined) => (error ? message(error.key, locale, error.params) : undefined),
    [locale],
  );
}
