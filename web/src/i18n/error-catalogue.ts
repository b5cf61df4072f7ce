// The shared error catalogue (schemas/src/errors.ts) as the page holds it. The web build puts
// this module in that one's place (vite.config.ts, `errorTextsByLanguage`): the texts come one
// language per chunk, loaded with the Lingui catalogue (catalog.ts, before the first render and
// on a language switch), instead of every text in both languages in the first chunks. The
// exports and their answers are the shared module's once the language is loaded.
import { fillPlaceholders, statusKey, type Locale, type MessageKey, type MessageParams } from '@poct/schemas';

type Texts = Readonly<Record<string, string>>;

const LOADERS: Record<Locale, () => Promise<{ default: Texts }>> = {
  de: () => import('virtual:poct-error-texts/de'),
  en: () => import('virtual:poct-error-texts/en'),
};

const loaded: Partial<Record<Locale, Texts>> = {};

/** Loads the texts of `locale` (once). */
export async function loadErrorTexts(locale: Locale): Promise<void> {
  loaded[locale] ??= (await LOADERS[locale]()).default;
}

/** The texts of `locale`, or while a language switch is still loading them, the other language's. */
function textsFor(locale: Locale): Texts {
  return loaded[locale] ?? loaded.de ?? loaded.en ?? {};
}

export function keyForStatus(status: number): MessageKey {
  return statusKey(status) as MessageKey;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(textsFor('de'), key);
}

export function message(key: MessageKey | (string & {}), locale: Locale, params?: MessageParams): string {
  const texts = textsFor(locale);
  return fillPlaceholders(Object.hasOwn(texts, key) ? (texts[key] as string) : key, params);
}
