// Loads a locale's catalogue and makes it active. Each catalogue is its own chunk, so the app
// downloads only the language it shows; main.tsx awaits the first one before rendering, so no
// page ever paints untranslated message ids.
import { i18n } from '@lingui/core';
import type { Locale } from '@poct/schemas';

let requested: Locale | undefined;

export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  if (i18n.locale === locale) return;
  const { messages } = await import(`../locales/${locale}/messages.po`);
  // A quicker switch may have asked for the other language while this one loaded.
  if (requested !== locale) return;
  i18n.loadAndActivate({ locale, messages });
}
