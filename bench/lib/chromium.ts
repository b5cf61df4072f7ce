// Debian's Chromium, launched the same way for every browser figure: no sandbox (containers),
// no GPU, and none of the background work (updates, sync) that would add noise to timings.
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: run node scripts/ensure-debian-package.ts chromium or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}
