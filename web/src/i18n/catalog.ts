// Loads a locale's catalogue (with its error texts, error-catalogue.ts) and makes it active. Each
// catalogue is its own chunk, so the app downloads only the language it shows; main.tsx awaits the first one before rendering, so no
// page ever paints untranslated message ids.
import { i18n } from '@lingui/core';
import type { Locale } from '@poct/schemas';
import { loadErrorTexts } from './error-catalogue.ts';

let requested: Locale | undefined;

export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  if (i18n.locale === locale) return;
  const [{ messages }] = await Promise.all([
    import(`../locales/${locale}/messages.po`),
    loadErrorTexts(locale),
  ]);
  // A quicker switch may have asked for the other language while this one loaded.
  if (requested !== locale) return;
  i18n.loadAndActivate({ locale, messages });
}
