// The validators compiled ahead of time for the browser give exactly the answers of the ones the
// server compiles at run time, for every schema, and their code compiles nothing at run time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validDocuments, validMasterData, validRequests } from '../test-fixtures.ts';
import { validatorFor as compiledValidator } from './compiled.ts';
import { allServerSchemas } from './server-schemas.ts';
import { standaloneValidatorsSource } from './standalone.ts';

let source: string;
let dir: string;
let standalone: (key: string) => ValidateFunction | undefined;

beforeAll(async () => {
  source = standaloneValidatorsSource();
  dir = mkdtempSync(path.join(tmpdir(), 'standalone-validators-'));
  const file = path.join(dir, 'validators.mjs');
  writeFileSync(file, source);
  standalone = ((await import(pathToFileURL(file).href)) as { validatorFor: typeof standalone }).validatorFor;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The valid document (or request body) of each key, and broken copies that touch every kind of keyword. */
function samples(key: string): unknown[] {
  const docs = validDocuments() as unknown as Record<string, Record<string, unknown>>;
  const masterData = validMasterData() as unknown as Record<string, Record<string, unknown>>;
  const [collection, type] = key.split(':') as [string, string | undefined];
  const requests = validRequests() as Record<string, Record<string, unknown>>;
  const valid = collection === 'request' ? requests[type!]! : type ? masterData[type]! : docs[collection]!;
  const [first, second] = Object.keys(valid).filter((name) => name !== 'id');
  return [
    valid,
    { ...valid, hacked: true },
    { ...valid, id: '' },
    { ...valid, id: 'x'.repeat(101) },
    { ...valid, created_at: 'yesterday' },
    { ...valid, [first!]: 42, [second!]: null },
    Object.fromEntries(Object.entries(valid).filter(([name]) => name !== first)),
    Object.fromEntries(
      Object.entries(valid).map(([name, value]) => [name, typeof value === 'string' ? 7 : 'x']),
    ),
    [],
    'not a document',
  ];
}

describe('the standalone validators', () => {
  it('compile nothing at run time and load no helper by require', () => {
    expect(source).not.toMatch(/new Function|\beval\(|\brequire\(/);
  });

  it.each(allServerSchemas().map(({ key }) => key))('%s answers as the run-time compiled one', (key) => {
    const ahead = standalone(key)!;
    const atRunTime = compiledValidator(key)!;
    expect(ahead).toBeTypeOf('function');
    for (const sample of samples(key)) {
      expect(ahead(sample)).toBe(atRunTime(sample));
      expect(ahead.errors ?? null).toEqual(atRunTime.errors ?? null);
    }
    expect(ahead(samples(key)[0])).toBe(true);
  });

  it('knows no other key', () => {
    expect(standalone('nonsense')).toBeUndefined();
    expect(standalone('toString')).toBeUndefined();
  });
});
