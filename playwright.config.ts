// End-to-end tests in Debian's Chromium against the real server with the real embedded store
// and the built web app (npm run build runs first, see package.json "test:e2e").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
// The Stripe stand-in (sync-server/test/support/stripe-standin.ts) the app's payments talk to.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 101);

// Two lanes, each a project with one worker and an app server (and store) of its own, so that the
// suite runs two files at a time while every file still sees one server that only its own lane
// touches. Lane B runs the files named here, lane A the rest; move a file when one lane grows
// much longer than the other (each lane runs its files in name order, as the single lane did, so
// a file only ever sees fewer earlier files than it did then). Lane B holds the longest
// workspace files, lane A the many short ones.
const LANE_B_FILES = [
  'ads',
  'content-reports',
  'demo-booking',
  'i18n-forms',
  'posts',
  'statistics',
  'workspace-audit',
  'workspace-catalogue',
  'workspace-conflict',
  'workspace-masterdata',
  'workspace-people',
  'workspace-quotations',
  'workspace-records',
].map((name) => `**/${name}.spec.ts`);

const LANES = [
  { name: 'lane-a', port },
  { name: 'lane-b', port: port + 1000 },
] as const;

// The cookie dialog opens on a first visit and, being modal, would sit in front of every page a
// test opens. Tests start as a visitor who has already refused everything; the tests of the
// dialog itself start with no stored choice (`test.use({ storageState: { cookies: [], origins: [] } })`).
const HOSTS = ['127.0.0.1', 'localhost'];

function cookie(name: string, value: string, domain: string) {
  return {
    name,
    value,
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

const REFUSED = encodeURIComponent(
  JSON.stringify({
    categories: { necessary: true, statistics: false, marketing: false, preferences: false },
    date: '2026-01-01T00:00:00.000Z',
  }),
);

const CONSENT_REFUSED_STATE = {
  cookies: HOSTS.flatMap((host) => [
    cookie('cookie_consent', REFUSED, host),
    cookie('gaCookie', 'false', host),
  ]),
  origins: [],
};

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: false,
  workers: LANES.length,
  projects: LANES.map((lane, index) => ({
    name: lane.name,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${lane.port}` },
    ...(index === 0 ? { testIgnore: LANE_B_FILES } : { testMatch: LANE_B_FILES }),
  })),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
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
  webServer: [
    {
      command: `node sync-server/test/support/stripe-standin-main.ts`,
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { STANDIN_PORT: String(stripePort) },
    },
    ...LANES.map((lane) => ({
      command: `node sync-server/src/main.ts`,
      url: `http://127.0.0.1:${lane.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(lane.port),
        HOST: '127.0.0.1',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `poct-e2e-${lane.name}-`)),
        DEMO_PRODUCTS: '420',
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: 'whsec_standin',
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        // Tests choose client addresses with X-Forwarded-For (statistics: distinct visitors).
        TRUST_PROXY: 'loopback',
        // Links the server writes (mails, Stripe's return addresses) use the origin the tests browse.
        PUBLIC_URL: `http://127.0.0.1:${lane.port}`,
        ...(process.env.WEB_DIST ? { WEB_DIST: path.resolve('web', process.env.WEB_DIST) } : {}),
      },
    })),
  ],
});
