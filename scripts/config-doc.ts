// Writes docs/configuration.md from the server's table of environment variables
// (sync-server/src/platform/config-variables.ts): `npm run docs:config`. scripts/docs.test.ts fails when
// the page differs from what this writes, so the table and the page cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { CONFIG_VARIABLES, type ConfigVariable } from '../sync-server/src/platform/config-variables.ts';

export const CONFIG_DOC = path.resolve(import.meta.dirname, '../docs/configuration.md');

const INTRO = `# Configuration

<!-- Written by \`npm run docs:config\` from sync-server/src/platform/config-variables.ts; do not edit by hand. -->

All settings are environment variables, read and checked once at start; a bad value stops the
server with a message that names it. Unset or empty means the default.
`;

const OUTRO = `
Links (\`PUBLIC_URL\`) and proxies (\`TRUST_PROXY\`) are explained in
[operations](operations.md#tls-and-proxies); mail, Stripe and CouchDB there too.
`;

function shownDefault(variable: ConfigVariable): string {
  if (variable.shown !== undefined) return variable.shown;
  if (variable.default === undefined) return '—';
  return `\`${String(variable.default)}\``;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** The page as it must read: one row per variable, in the table's order, formatted as Prettier would. */
export async function configDoc(): Promise<string> {
  const rows = Object.entries(CONFIG_VARIABLES).map(
    ([name, variable]: [string, ConfigVariable]) =>
      `| \`${name}\` | ${cell(shownDefault(variable))} | ${cell(variable.meaning)} |`,
  );
  const text = [INTRO, '| variable | default | meaning |', '| --- | --- | --- |', ...rows, OUTRO].join('\n');
  const options = await prettier.resolveConfig(CONFIG_DOC);
  return prettier.format(text, { ...options, filepath: CONFIG_DOC });
}

if (import.meta.main) {
  fs.mkdirSync(path.dirname(CONFIG_DOC), { recursive: true });
  fs.writeFileSync(CONFIG_DOC, await configDoc());
  console.log(`wrote ${path.relative(process.cwd(), CONFIG_DOC)}`);
}
