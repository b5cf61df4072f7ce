// The documents stay short, true and free of history: README, ARCHITECTURE.md and every
// CONTEXT.md within their length, no document or comment citing issue numbers, commit hashes or
// dates of work, every relative link pointing at a file (and heading) that exists, the
// configuration page equal to what the server's variable table gives, and the bench's results
// table in the form `npm run bench` writes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeRows, readRows, writeRows } from '../bench/lib/results-table.ts';
import { CONFIG_VARIABLES } from '../sync-server/src/platform/config-variables.ts';
import { CONFIG_DOC, configDoc } from './config-doc.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-bench', '.tsbuild', 'data', 'test-results', '.git']);
const SKIP_PATHS = new Set(['bench/results', 'playwright-report']);

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(ROOT, full);
    if (SKIP.has(entry.name) || SKIP_PATHS.has(relative)) continue;
    if (entry.isDirectory()) found.push(...walk(full, keep));
    else if (keep(relative)) found.push(relative);
  }
  return found.sort();
}

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
const lines = (file: string): number => read(file).trimEnd().split('\n').length;

const DOCS = walk(ROOT, (file) => file.endsWith('.md'));
const SOURCES = walk(ROOT, (file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file));
const CONTEXTS = DOCS.filter((file) => path.basename(file) === 'CONTEXT.md');

/** One screen: what a reader takes in without scrolling. */
const CONTEXT_MAX_LINES = 60;

describe('document sizes', () => {
  it('When README.md is read, then it fits 150 lines and keeps the two commands and the dependency table', () => {
    expect(lines('README.md')).toBeLessThanOrEqual(150);
    const readme = read('README.md');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
    expect(readme).toContain('## Why each major dependency is here');
    for (const dependency of [
      'helmet',
      'stripe',
      '@modelcontextprotocol/sdk',
      'react-aria-components',
      'rxdb',
      'express-pouchdb',
      'ajv',
      '@lingui/',
      'pdfmake',
    ]) {
      const row = readme
        .split('\n')
        .find((line) => line.startsWith('| ') && line.includes(`\`${dependency}`));
      expect(row, `a row of the dependency table for ${dependency}`).toBeDefined();
    }
  });

  it('When ARCHITECTURE.md is read, then it fits 400 lines and has one section per flow', () => {
    expect(lines('ARCHITECTURE.md')).toBeLessThanOrEqual(400);
    const headings = read('ARCHITECTURE.md').match(/^## .+$/gm) ?? [];
    for (const flow of ['Sync', 'Search', 'Staff edit', 'Payments', 'Moderation', 'Assistant']) {
      expect(headings).toContain(`## ${flow}`);
    }
  });

  it.each(CONTEXTS)('When %s is read, then it fits one screen', (file) => {
    expect(lines(file)).toBeLessThanOrEqual(CONTEXT_MAX_LINES);
  });
});

/** What states history instead of what is true: issue numbers, commit hashes, dates of work. */
const ISSUE = /\bissues? #?\d+/i;
const HASH_IN_DOC = /`(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}`/;
const HASH_IN_CODE = /\bcommit [0-9a-f]{7,40}\b/i;
const DATE_IN_DOC = /\b20\d\d-[01]\d-[0-3]\d\b/;
const DATE_OF_WORK = /\b(?:on|since|until|as of|runs? (?:of|on)) 20\d\d-[01]\d-[0-3]\d\b/i;

function offending(files: readonly string[], patterns: readonly RegExp[]): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('no history in documents and comments', () => {
  it('When every document is read, then none cites an issue, a commit or a date of work', () => {
    expect(offending(DOCS, [ISSUE, HASH_IN_DOC, DATE_IN_DOC])).toEqual([]);
  });

  it('When every source file is read, then no comment or test name cites an issue, a commit or a date of work', () => {
    expect(offending(SOURCES, [ISSUE, HASH_IN_CODE, DATE_OF_WORK])).toEqual([]);
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}

function anchorsIn(file: string): Set<string> {
  const text = read(file).replace(/```[\s\S]*?```/g, '');
  return new Set((text.match(/^#{1,6} .+$/gm) ?? []).map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

describe('links', () => {
  it('When every document is read, then each relative link points at an existing file and heading', () => {
    const broken: string[] = [];
    for (const file of DOCS) {
      const text = read(file).replace(/```[\s\S]*?```/g, '');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(?:[a-z]+:|#)/i.test(target) || target.startsWith('<')) continue;
        const [linked = '', anchor] = target.split('#');
        const resolved = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), linked));
        if (!fs.existsSync(path.join(ROOT, resolved))) broken.push(`${file}: ${target}`);
        else if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('generated documents', () => {
  it('When docs/configuration.md is compared with the variable table, then it is what npm run docs:config writes', async () => {
    expect(fs.readFileSync(CONFIG_DOC, 'utf8'), 'run npm run docs:config').toBe(await configDoc());
  });

  it('When the server reads a variable, then the variable table names it, and names nothing else', () => {
    const [configFile] = walk(
      path.join(ROOT, 'sync-server/src'),
      (file) => path.basename(file) === 'config.ts',
    );
    expect(configFile).toBeDefined();
    const source = read(configFile as string);
    const read_ = new Set(
      [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|'([A-Z][A-Z0-9_]{2,})'/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    expect([...read_].sort()).toEqual(Object.keys(CONFIG_VARIABLES).sort());
  });

  it('When bench/README.md is rewritten with its own rows, then nothing changes', async () => {
    const file = path.join(ROOT, 'bench/README.md');
    const page = fs.readFileSync(file, 'utf8');
    expect(await writeRows(page, mergeRows(readRows(page), [], []), file)).toBe(page);
  });
});
