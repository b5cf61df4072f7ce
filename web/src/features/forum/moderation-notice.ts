// The text of a moderation reason: a catalogue key (a watched word) in the page's language, or
// the words staff wrote.
import { isMessageKey, message, type Locale } from '@poct/schemas';

export function reasonText(reason: string | undefined, locale: Locale): string | undefined {
  if (!reason) return undefined;
  return isMessageKey(reason) ? message(reason, locale) : reason;
}
