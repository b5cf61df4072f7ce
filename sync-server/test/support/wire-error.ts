// The one shape of a wire error, as a client reads it: `key` names a catalogue entry, `message`
// is that entry's text (with `params` filled in) in the asked language, and each field error
// carries its own key the same way. A body without `key` fails here.
import { expect } from 'vitest';
import { isMessageKey, message, type Locale, type MessageParams } from '@poct/schemas';

interface WireError {
  statusCode?: unknown;
  key?: unknown;
  params?: MessageParams;
  message?: unknown;
  errors?: Array<{ field?: unknown; key?: unknown; params?: MessageParams; message?: unknown }>;
}

export function expectWireError(body: unknown, locale: Locale, what: string): void {
  const answer = body as WireError;
  expect(
    typeof answer.key === 'string' && isMessageKey(answer.key),
    `${what} has key ${String(answer.key)}`,
  ).toBe(true);
  expect(answer.message, what).toBe(message(String(answer.key), locale, answer.params));
  for (const field of answer.errors ?? []) {
    expect(
      typeof field.key === 'string' && isMessageKey(field.key),
      `${what} field key ${String(field.key)}`,
    ).toBe(true);
    expect(field.message, what).toBe(message(String(field.key), locale, field.params));
  }
}
