// The whole-run log scan (scan-test-logs.ts) on folders laid out as a run lays them out: it names
// the file and line of a planted secret, passes clean lines, and refuses a folder too small to be
// a full run's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../sync-server/src/demo/index.ts';
import { leaksIn, scanFolder, shortfalls } from './scan-test-logs.ts';

const request = (route: string): string =>
  JSON.stringify({
    level: 30,
    pid: 1,
    reqId: crypto.randomUUID(),
    method: 'GET',
    route,
    status: 200,
    ms: 3,
    msg: 'request',
  });
const CLEAN = [
  request('/api/auth/me'),
  JSON.stringify({ level: 30, area: 'demo', products: 60, msg: 'demo data loaded' }),
  JSON.stringify({
    level: 50,
    area: 'mail',
    err: { message: 'refused [email]' },
    token: '[redacted]',
    msg: 'sending a mail failed',
  }),
  JSON.stringify({
    level: 30,
    area: 'mail',
    file: '/tmp/poct-test-x/outbox/1.eml',
    msg: 'mail written to the outbox',
  }),
];

/** A run's folder: an in-process file, a `main.ts` process's file, one e2e lane's file. */
function runFolder(extra: Record<string, string[]> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-scan-test-'));
  const files: Record<string, string[]> = {
    'forks-100-0.log': CLEAN,
    'main-200-0.log': [request('/api/health')],
    'e2e-lane-a/main-300-0.log': [request('/api/health'), request('/')],
    'e2e-specs/main-310-0.log': [request('/api/health')],
    ...extra,
  };
  for (const [name, lines] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), lines.map((line) => `${line}\n`).join(''));
  }
  return dir;
}

const SMALL = { 'in-process': 1, child: 1, e2e: 2, 'e2e-specs': 1 };
const demo = demoAccounts()[0]!;

describe('the test-run log scan', () => {
  it('passes a run whose lines hold no secret', () => {
    const result = scanFolder(runFolder());
    expect(result.findings).toEqual([]);
    expect(result.requests).toEqual({ 'in-process': 1, child: 1, e2e: 2, 'e2e-specs': 1 });
    expect(shortfalls(result, SMALL)).toEqual([]);
  });

  it('names the file and line of a planted demo password', () => {
    const dir = runFolder({
      'e2e-lane-b/main-400-0.log': [request('/'), JSON.stringify({ level: 30, body: `pw ${DEMO_PASSWORD}` })],
    });
    expect(scanFolder(dir).findings).toEqual([
      { file: path.join(dir, 'e2e-lane-b/main-400-0.log'), line: 2, what: 'a demo or test password' },
    ]);
  });

  it.each([
    ['an email address', JSON.stringify({ msg: 'to someone@klinik.example refused' })],
    [`the demo account ${demo.id}'s email address`, JSON.stringify({ to: demo.email })],
    [`the demo account ${demo.id}'s name`, JSON.stringify({ msg: `hello ${demo.last_name}` })],
    ['a JWT', JSON.stringify({ msg: 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl' })],
    ['a Bearer value', JSON.stringify({ header: 'Bearer abcdefgh12345678' })],
    ['a Stripe secret', JSON.stringify({ msg: 'key sk_test_standin' })],
    ['a link with a one-time token', JSON.stringify({ link: 'http://x/reset?token=Zm9vYmFyYmF6cXV4' })],
    ['a secret-named field', JSON.stringify({ req: { body: { deep: { refreshToken: 'r1' } } } })],
  ])('finds %s', (what, line) => {
    expect(leaksIn(line)).toContain(what);
  });

  it('leaves a word that only contains a demo name, and the word Bearer in a message, alone', () => {
    expect(leaksIn(JSON.stringify({ msg: `${demo.last_name}straße` }))).toEqual([]);
    expect(leaksIn(JSON.stringify({ msg: 'Bearer token required' }))).toEqual([]);
  });

  it('refuses an empty folder and a folder with a kind of server missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-scan-test-'));
    expect(shortfalls(scanFolder(empty), SMALL)).toHaveLength(4);
    const dir = runFolder({ 'e2e-lane-b/main-500-0.log': [CLEAN[1]!] });
    fs.rmSync(path.join(dir, 'main-200-0.log'));
    expect(shortfalls(scanFolder(dir), SMALL)).toEqual([
      'child servers wrote 0 request lines, fewer than 1',
      'e2e-lane-b wrote no request line',
    ]);
  });
});
