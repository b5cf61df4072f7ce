// Lingui: English source sentences in the code, catalogues for en and de as .po files beside the
// app. `npm run i18n:extract -w web` updates them; `npm run i18n:check -w web` fails when they are
// out of date or a German translation is missing. The Vite plugin compiles them at build time.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: { default: 'en' },
  // Origins without line numbers: moving code must not put the catalogues out of date.
  format: formatter({ lineNumbers: false }),
  // <Trans> renders user text in values as text, never as the message's tags (web/src/i18n/Trans.tsx).
  runtimeConfigModule: { Trans: ['#i18n/trans', 'Trans'] },
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    },
  ],
});
