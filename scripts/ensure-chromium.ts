// End-to-end tests drive Debian's Chromium at /usr/bin/chromium (Playwright cannot download
// its own browser here). Install it when it is missing and we may (root with apt-get).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) process.exit(0);
if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the end-to-end tests (about a minute)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
