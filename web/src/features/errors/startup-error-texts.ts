// Texts of the error page shown when the app cannot start (main.tsx). The usual cause is that
// the language's catalogue could not be loaded, and then Lingui has no texts at all (production
// builds keep only message ids) and the error catalogue's texts, loaded with it, are missing
// too. So these few live here, in both languages; the description is the error catalogue's
// `error.fatal` (startup-error-texts.test.ts keeps them equal).
import type { Locale } from '@poct/schemas';

export interface StartupErrorTexts {
  title: string;
  description: string;
  home: string;
}

const TEXTS: Record<Locale, StartupErrorTexts> = {
  de: {
    title: 'Interner Serverfehler',
    description:
      'Etwas ist schiefgelaufen. Versuchen Sie es später erneut oder wenden Sie sich an den Administrator.',
    home: 'Zurück zur Startseite',
  },
  en: {
    title: 'Internal Server Error',
    description: 'Something wrong happened. Try again later or contact the administrator.',
    home: 'Back to the home page',
  },
};

export function startupErrorTexts(locale: Locale): StartupErrorTexts {
  return TEXTS[locale];
}
