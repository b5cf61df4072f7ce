import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

export default tseslint.config(
  {
    ignores: ['**/node_modules', '**/dist', '**/dist-*', '.tsbuild', 'data', 'bench/results', 'test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser loads its rules with require()).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Components reach RxDB only through web/src/db/ (STYLE.md; its storage internals only from
      // db/storage/, checked by dependency-cruiser), and react-aria only through the thin
      // wrappers in ui/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['rxdb', 'rxdb/*'], message: 'Import the database through web/src/db/.' },
            {
              group: ['react-aria', 'react-aria-components', 'react-aria/*', 'react-aria-components/*'],
              message: 'Use (or add) a wrapper in web/src/ui/.',
            },
          ],
        },
      ],
    },
  },
  {
    // ui/ wraps react-aria; it never touches the database.
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['rxdb', 'rxdb/*'], message: 'Import the database through web/src/db/.' }] },
      ],
    },
  },
  {
    files: ['web/src/db/**/*.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Every read-modify-write of the server goes through platform/store/update-document.ts: only
    // that folder reads the store's 409 (a lost race or a taken id). Elsewhere a lost race is an
    // answer given through its helpers (createDocument, updateDocument(s), ifLostRace).
    files: ['sync-server/src/**/*.ts'],
    ignores: ['sync-server/src/platform/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/store/update-document.ts'],
              importNames: ['isConflict'],
              message:
                'Write through updateDocument/createDocument; say what a lost race means with ifLostRace.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // A bulk result's `error: 'conflict'`, in either order of the comparison.
          selector:
            "BinaryExpression:matches([left.property.name='error'], [right.property.name='error']) > Literal[value='conflict']",
          message:
            'A lost race of _bulk_docs is read by updateDocuments/createDocuments (or isBulkConflict).',
        },
        {
          selector:
            "LogicalExpression:has(BinaryExpression[operator='instanceof'][right.name='StoreError']):has(BinaryExpression[right.value=409])",
          message:
            'A 409 of the store is read by update-document.ts: use its helpers (ifLostRace, createDocument).',
        },
      ],
    },
  },
  {
    // One kit per job: features call the server through the API client (lib/api.ts, useApi),
    // load through lib/use-load.ts and show errors from lib/server-error.ts. A bare fetch would
    // skip the session, the language and the error model. The two exceptions reach the network
    // on purpose without the client: the ad slot's offline copy (the service worker answers it)
    // and the search statistics beacon (sent while the page unloads).
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/features/ads/use-ad.ts',
      'web/src/features/search/statistics/search-statistics.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the server through useApi() (lib/api.ts) and load with lib/use-load.ts.',
        },
        {
          name: 'XMLHttpRequest',
          message: 'Call the server through useApi() (lib/api.ts) and load with lib/use-load.ts.',
        },
      ],
    },
  },
  {
    // Every user-facing string goes through Lingui (Trans, t, msg), so a hard-coded sentence in
    // a component fails CI just as a missing translation does (npm run i18n:check -w web).
    // The rule flags every string literal in components and then lets through what is not
    // prose: single lowercase words (class names, keys, URLs), CSS-like values, attribute names
    // that never reach a reader, and calls that take ids rather than text.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" without spaces that does not start with a capital: ids, classes, paths.
            '^(?![A-Z])\\S+$',
            // UPPERCASE constants and codes.
            '^[A-Z0-9_-]+$',
            // The product's name is a name, the same in every language.
            '^POCT Atlas$',
            // Space-separated class lists.
            '^[a-z0-9_-]+( [a-z0-9_:-]+)+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            { regex: { pattern: '^data-' } },
            { regex: { pattern: '^aria-(?!label$|description$|roledescription$|valuetext$)' } },
            'src',
            'srcLang',
            'href',
            'hrefLang',
            'lang',
            'rel',
            'type',
            'kind',
            'id',
            'slot',
            'key',
            'role',
            'variant',
            'to',
            'path',
            'width',
            'height',
            'preload',
            'autoComplete',
            'inputMode',
            'name',
            'target',
            'dateTime',
            'style',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.get',
            '*.set',
            '*.has',
            'localize',
            'localizePath',
            'routePath',
            'useLocalizePath',
            'cx',
            'withClass',
            'navigate',
          ],
        },
      ],
    },
  },
);
