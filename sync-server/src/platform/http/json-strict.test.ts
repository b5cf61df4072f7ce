import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DuplicateKeyError, MAX_JSON_DEPTH, parseJsonStrict } from './json-strict.ts';

describe('parseJsonStrict', () => {
  it.each([
    ['{"a":1,"a":2}'],
    ['{"docs":[{"_id":"x","_id":"y"}]}'],
    ['{"a":{"b":1},"a":3}'],
    ['{"\\u0061":1,"a":2}'],
    ['[{"k":1,"k":1}]'],
  ])('refuses duplicate keys in %s', (text) => {
    expect(() => parseJsonStrict(text)).toThrow(DuplicateKeyError);
  });

  it.each([
    ['{"a":1,"b":{"a":2}}'],
    ['[{"a":1},{"a":2}]'],
    ['{"a":"x,\\"a\\":1"}'],
    ['"a"'],
    ['{"a":[1,{"a":1}]}'],
  ])('accepts %s', (text) => {
    expect(parseJsonStrict(text)).toEqual(JSON.parse(text));
  });

  it('agrees with JSON.parse on any JSON without duplicate keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseJsonStrict(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('throws SyntaxError on malformed JSON', () => {
    expect(() => parseJsonStrict('{"a":')).toThrow(SyntaxError);
  });
});

describe('nesting', () => {
  it('refuses bodies nested deeper than the limit without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(() => parseJsonStrict(deep)).toThrow(DuplicateKeyError);
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(() => parseJsonStrict(objects)).toThrow(DuplicateKeyError);
    const fine = `${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}1${'}'.repeat(MAX_JSON_DEPTH - 1)}`;
    expect(() => parseJsonStrict(fine)).not.toThrow();
  });
});
