// Tools the tests run from Debian's packages: Chromium for the end-to-end tests (Playwright
// cannot download its own browser here) and nginx for the fault suite of several server
// processes behind a proxy. `node scripts/ensure-debian-package.ts <name>…` installs each one
// that is missing when we may (root with apt-get), and does nothing when all are there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Package name → the program the tests run (overridable, e.g. for a browser elsewhere). */
const PROGRAMS: Record<string, string> = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  nginx: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in PROGRAMS));
if (unknown.length > 0 || wanted.length === 0) {
  console.error(
    `usage: ensure-debian-package.ts <${Object.keys(PROGRAMS).join('|')}>… (not: ${unknown.join(' ')})`,
  );
  process.exit(2);
}
const missing = wanted.filter((name) => !fs.existsSync(PROGRAMS[name]!));
if (missing.length === 0) process.exit(0);
if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
  for (const name of missing) {
    console.error(
      `${name} is missing at ${PROGRAMS[name]}. Install it (Debian: apt-get install -y ${name}).`,
    );
  }
  process.exit(1);
}
console.log(`Installing Debian ${missing.join(', ')} for the tests (about a minute)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
const stillMissing = missing.filter((name) => !fs.existsSync(PROGRAMS[name]!));
if (stillMissing.length > 0) {
  console.error(`installed, but not found at ${stillMissing.map((name) => PROGRAMS[name]).join(', ')}`);
  process.exit(1);
}
