// Messages that travel as keys (a toast's detail is a translation key), written
// with explicit Lingui ids equal to the keys of the shared error catalogue in @poct/schemas.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TRANSLATION_KEYS = {
  'error.409.session_expired': msg({
    id: 'error.409.session_expired',
    message: 'The session expired, please log in again.',
  }),
  'error.invalid_token': msg({ id: 'error.invalid_token', message: 'Login failed. Please try again.' }),
  'error.fatal': msg({
    id: 'error.fatal',
    message: 'Something wrong happened. Try again later or contact the administrator.',
  }),
  'app.update_available': msg({
    id: 'app.update_available',
    message: 'A new version of POCT Atlas is available.',
  }),
  'app.reload': msg({ id: 'app.reload', message: 'Reload' }),
  'sync.storage_lost': msg({
    id: 'sync.storage_lost',
    message: 'The browser deleted the offline data of POCT Atlas. It is being downloaded again.',
  }),
  'account.reopened': msg({
    id: 'account.reopened',
    message: 'Welcome back. Your account was waiting to be deleted; signing in has kept it.',
  }),
  'sync.access_ended': msg({
    id: 'sync.access_ended',
    message: 'Your access to the catalogue has ended. Its copy on this device was deleted.',
  }),
} as const satisfies Record<string, MessageDescriptor>;

export type TranslationKey = keyof typeof TRANSLATION_KEYS;
