import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale.ts';

describe('pickLocale', () => {
  it.each([
    [undefined, 'de'],
    [null, 'de'],
    ['', 'de'],
    ['*', 'de'],
    ['fr-FR, it', 'de'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['de-CH', 'de'],
    ['en-GB,en;q=0.9,de;q=0.8', 'en'],
    ['de;q=0.5, en;q=0.9', 'en'],
    ['fr, en;q=0.3', 'en'],
    ['en;q=0, de;q=0.1', 'de'],
    ['en;q=0', 'de'],
    ['de, en', 'de'],
    ['en, de', 'en'],
    ['en;q=abc, de;q=0.2', 'de'],
  ])('%s -> %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
