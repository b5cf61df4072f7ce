// Where a read stands, for every workspace screen whatever the data's home (this device's master
// collections or a REST path): still loading, loaded, not there (404, or no such document), or
// failed with a text in the page's language.
import { message, type Locale } from '@poct/schemas';
import { isApiError } from '../lib/api-errors.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'loaded'; value: T }
  | { state: 'missing' }
  | { state: 'failed'; text: string; status?: number };

/**
 * A failed read: the server's own text (already in the request's language) when it answered,
 * the catalogue's "service unavailable" when it was not reached at all.
 */
export function failed(error: unknown, locale: Locale): Loaded<never> {
  if (isApiError(error)) return { state: 'failed', text: error.message, status: error.statusCode };
  return { state: 'failed', text: message('error.503', locale) };
}

/** The value when loaded, else null. */
export function valueOf<T>(loaded: Loaded<T>): T | null {
  return loaded.state === 'loaded' ? loaded.value : null;
}
