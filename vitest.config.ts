import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
    ],
  },
});
