// Texts of the error page shown when the app cannot start (main.tsx). The usual cause is that
// the language's catalogue could not be loaded, and then Lingui has no texts at all (production
// builds keep only message ids), so these few live here, in both languages. The description is
// the shared error catalogue's.
import { message, type Locale } from '@poct/schemas';

export interface StartupErrorTexts {
  title: string;
  description: string;
  home: string;
}

const TEXTS: Record<Locale, Omit<StartupErrorTexts, 'description'>> = {
  de: { title: 'Interner Serverfehler', home: 'Zurück zur Startseite' },
  en: { title: 'Internal Server Error', home: 'Back to the home page' },
};

export function startupErrorTexts(locale: Locale): StartupErrorTexts {
  return { ...TEXTS[locale], description: message('error.fatal', locale) };
}
