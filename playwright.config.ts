// End-to-end tests in Debian's Chromium against the real server with the real embedded store
// and the built web app (npm run build runs first, see package.json "test:e2e").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CONSENT_REFUSED_STATE } from './web/e2e/support/consent-state.ts';

const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    // A stored cookie choice, so the cookie dialog does not cover the pages under test.
    storageState: CONSENT_REFUSED_STATE,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `node sync-server/src/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: '420',
      ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve('web', process.env.WEB_DIST) } : {}),
    },
  },
});
