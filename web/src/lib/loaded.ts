// Where a read stands, for every workspace screen whatever the data's home (this device's master
// collections or a REST path): still loading, loaded, not there (404, or no such document), or
// failed with a text in the page's language.
import type { Locale } from '@poct/schemas';
import { serverErrorOf, textOf } from './server-error.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'loaded'; value: T }
  | { state: 'missing' }
  | { state: 'failed'; text: string; status?: number };

/**
 * A failed read: the text of the wire error's key in the page's language when the server
 * answered, the catalogue's "service unavailable" when it was not reached at all.
 */
export function failed(error: unknown, locale: Locale): Loaded<never> {
  const failure = serverErrorOf(error);
  return {
    state: 'failed',
    text: textOf(failure, locale),
    ...(failure.status ? { status: failure.status } : {}),
  };
}

/** The value when loaded, else null. */
export function valueOf<T>(loaded: Loaded<T>): T | null {
  return loaded.state === 'loaded' ? loaded.value : null;
}
