// The test run's log folder (TEST_LOG_DIR): whatever the level, every line from `debug` up also
// goes to this process's one file there, redacted as on stdout, while the ordinary destination
// keeps its own level.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { configureLog, log } from './logger.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-log-dir-'));
const written = (): string =>
  fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('');

afterAll(() => configureLog('silent'));

describe('the test-run log folder', () => {
  it('When the level is silent, then debug lines still reach one file of this process, redacted', async () => {
    configureLog('silent', undefined, dir);
    log.debug({ area: 'test', password: 'kept out' }, 'a debug line');
    configureLog('silent', undefined, dir);
    log.info({ area: 'test' }, 'after a second configuration');
    await expect.poll(written).toContain('after a second configuration');
    expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(new RegExp(`-${process.pid}-\\d+\\.log$`))]);
    expect(written()).toContain('"msg":"a debug line"');
    expect(written()).toContain('"password":"[redacted]"');
    expect(written()).not.toContain('kept out');
  });

  it('When a destination has its own level, then it gets only its lines and the file all of them', async () => {
    const lines: string[] = [];
    const capture: DestinationStream = { write: (chunk: string) => void lines.push(chunk) };
    configureLog('warn', capture, dir);
    log.info({ area: 'test' }, 'info for the file only');
    log.warn({ area: 'test' }, 'a warning for both');
    await expect.poll(written).toContain('a warning for both');
    expect(written()).toContain('info for the file only');
    expect(lines.join('')).toContain('a warning for both');
    expect(lines.join('')).not.toContain('info for the file only');
  });
});
