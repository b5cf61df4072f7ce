import os from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { errorTextsByLanguage, linguiMacroPlugin, standaloneValidators } from './vite.config.ts';

export default defineConfig({
  test: {
    // Most files spend their time waiting on real servers and processes, not on the CPU, so
    // more files run at once than the machine has cores (Vitest's default is one less).
    maxWorkers: Math.max(3, os.availableParallelism() + 1),
    projects: [
      { test: { name: 'schemas', include: ['schemas/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'sync-server',
          include: ['sync-server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The documents: sizes, links, no history, generated pages up to date (scripts/docs.test.ts);
        // and the test-run log scan's own test (scripts/scan-test-logs.test.ts).
        test: { name: 'docs', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // The benchmark's own helpers that must stay faithful to the app (npm run bench).
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        // Fault tests: real server processes killed and restarted under the app's own replication
        // (web/src/db) running in Node; see docs/testing.md "Fault tests".
        test: {
          name: 'fault',
          include: ['fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The real Lingui pipeline (macros and .po catalogues) so tests render translated text,
        // and the validators compiled ahead of time, as in the browser.
        plugins: [
          standaloneValidators(),
          errorTextsByLanguage({ replaceCatalogue: false }),
          linguiMacroPlugin(),
          lingui(),
        ],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          // Pages load lazily and settle in polls (test/render-app.tsx waitFor, 10 s): on a busy
          // 2-core machine that takes longer than Vitest's default 5 s, without being a failure.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
