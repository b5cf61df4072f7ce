// The log promise checked over a whole test run: every server `npm test` starts writes its lines
// also to a file in TEST_LOG_DIR (platform/log/logger.ts), and this scan, the last step of
// `npm test`, fails naming file and line when a line holds a demo account's password, email
// address, name or user name, any email address, a JWT, a Bearer value, a Stripe secret, a link
// with a one-time token, or a secret-named field that is not redacted. It also fails when a kind
// of server wrote fewer request lines than any full run does, so a broken wiring cannot pass.
//   node scripts/scan-test-logs.ts --empty         empties the folder (start of `npm test`)
//   node scripts/scan-test-logs.ts                 scans the folder of a full run
//   node scripts/scan-test-logs.ts --secrets-only  scans without the floors (a few test files)
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, demoAccounts } from '../sync-server/src/demo/index.ts';
import { NEW_PASSWORD } from '../sync-server/test/support/accounts.ts';

/**
 * Where a file's lines came from, by its folder and the entry script in its name (logger.ts):
 * Vitest workers running the app in-process, the server processes (`main.ts`) Vitest files start
 * (fault suite, nginx, npm start), the Playwright lanes' servers (`e2e-lane-*`/), the servers
 * e2e specs start themselves (`e2e-specs/`, playwright.config.ts).
 */
export type LogKind = 'in-process' | 'child' | 'e2e' | 'e2e-specs';

/**
 * Request lines that the servers of a kind write in every full run at the least, far below what
 * they do write; each lane folder at least one.
 */
export const FLOORS: Record<LogKind, number> = { 'in-process': 1000, child: 20, e2e: 200, 'e2e-specs': 20 };

export interface Finding {
  file: string;
  line: number;
  what: string;
}

export interface ScanResult {
  findings: Finding[];
  /** Request lines by kind, and by e2e lane folder. */
  requests: Record<LogKind, number>;
  lanes: Record<string, number>;
  files: number;
}

interface Rule {
  what: string;
  test: (line: string) => boolean;
}

const word = (text: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}_])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'u');
const pattern =
  (re: RegExp): Rule['test'] =>
  (line) =>
    re.test(line);

/** Field names whose string value must be `[redacted]` wherever a line holds them. */
const SECRET_FIELD =
  /^(password|newPassword|password_confirm|token|accessToken|refreshToken|authorization|cookie|secret)$/i;

function rules(): Rule[] {
  const list: Rule[] = [
    {
      what: 'a demo or test password',
      test: (line) => line.includes(DEMO_PASSWORD) || line.includes(NEW_PASSWORD),
    },
    {
      what: 'an email address',
      test: pattern(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/),
    },
    { what: 'a JWT', test: pattern(/eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/) },
    { what: 'a Bearer value', test: pattern(/Bearer\s+[A-Za-z0-9._~+/=-]{16,}/i) },
    { what: 'a Stripe secret', test: pattern(/\b((sk|rk)_(test|live)|whsec)_[A-Za-z0-9]+/) },
    { what: 'a link with a one-time token', test: pattern(/[?&#]token=[A-Za-z0-9_-]{8,}/) },
    { what: 'a secret-named field', test: secretField },
  ];
  for (const account of demoAccounts()) {
    list.push({
      what: `the demo account ${account.id}'s email address`,
      test: (l) => l.includes(account.email),
    });
    for (const name of [account.first_name, account.last_name, account.username])
      list.push({ what: `the demo account ${account.id}'s name`, test: pattern(word(name)) });
  }
  return list;
}

function secretField(line: string): boolean {
  if (!/password|token|authorization|cookie|secret/i.test(line)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return false;
  }
  const walk = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(walk);
    if (!value || typeof value !== 'object') return false;
    return Object.entries(value).some(([key, inner]) =>
      SECRET_FIELD.test(key) && typeof inner === 'string' ? inner !== '[redacted]' : walk(inner),
    );
  };
  return walk(parsed);
}

/** What a line leaks, by the names of the rules it breaks; none: clean. */
export function leaksIn(line: string, checks: Rule[] = rules()): string[] {
  return checks.filter((rule) => rule.test(line)).map((rule) => rule.what);
}

function kindOf(relative: string): { kind: LogKind; lane?: string } {
  const parts = relative.split(path.sep);
  if (parts[0] === 'e2e-specs') return { kind: 'e2e-specs' };
  if (parts.length > 1) return { kind: 'e2e', lane: parts[0]! };
  return { kind: parts[0]!.startsWith('main-') ? 'child' : 'in-process' };
}

/** Reads every `.log` file under `dir`. */
export function scanFolder(dir: string): ScanResult {
  const checks = rules();
  const result: ScanResult = {
    findings: [],
    requests: { 'in-process': 0, child: 0, e2e: 0, 'e2e-specs': 0 },
    lanes: {},
    files: 0,
  };
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.log'))
    .sort();
  for (const relative of files) {
    result.files++;
    const { kind, lane } = kindOf(relative);
    if (lane) result.lanes[lane] ??= 0;
    const lines = fs.readFileSync(path.join(dir, relative), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line === '') return;
      if (line.includes('"msg":"request"')) {
        result.requests[kind]++;
        if (lane) result.lanes[lane]!++;
      }
      for (const what of leaksIn(line, checks))
        result.findings.push({ file: path.join(dir, relative), line: index + 1, what });
    });
  }
  return result;
}

/** Why the folder cannot be a full run's: a kind of server under its floor, a lane silent. */
export function shortfalls(result: ScanResult, floors: Record<LogKind, number> = FLOORS): string[] {
  const problems: string[] = [];
  for (const kind of Object.keys(floors) as LogKind[]) {
    if (result.requests[kind] < floors[kind])
      problems.push(
        `${kind} servers wrote ${result.requests[kind]} request lines, fewer than ${floors[kind]}`,
      );
  }
  for (const [lane, count] of Object.entries(result.lanes))
    if (count === 0) problems.push(`${lane} wrote no request line`);
  return problems;
}

function main(args: string[]): number {
  const dir = process.env.TEST_LOG_DIR;
  if (!dir) {
    console.error('scan-test-logs: TEST_LOG_DIR is not set');
    return 2;
  }
  if (args.includes('--empty')) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return 0;
  }
  if (!fs.existsSync(dir)) {
    console.error(`scan-test-logs: ${dir} does not exist: no server wrote a line`);
    return 1;
  }
  const result = scanFolder(dir);
  const problems = args.includes('--secrets-only') ? [] : shortfalls(result);
  for (const finding of result.findings.slice(0, 100))
    console.error(`${finding.file}:${finding.line}: ${finding.what}`);
  if (result.findings.length > 100) console.error(`… and ${result.findings.length - 100} more`);
  for (const problem of problems) console.error(`scan-test-logs: ${problem}`);
  const counts = Object.entries(result.requests)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  console.log(
    `scan-test-logs: ${result.files} files, request lines: ${counts}; ${result.findings.length} leaks`,
  );
  return result.findings.length > 0 || problems.length > 0 ? 1 : 0;
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
