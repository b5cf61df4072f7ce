import { describe, expect, it } from 'vitest';
import { quoteOf, withQuote } from './quote.ts';

describe('quoting a comment', () => {
  it('quotes every line with the author above', () => {
    expect(quoteOf('anna', 'Erste Zeile\n\nZweite')).toBe('> **anna:**\n> Erste Zeile\n>\n> Zweite\n\n');
  });

  it('escapes Markdown in the author name', () => {
    expect(quoteOf('a_b*', 'x')).toBe('> **a\\_b\\*:**\n> x\n\n');
  });

  it('appends to what is written on a line of its own', () => {
    expect(withQuote('', '> q\n')).toBe('> q\n');
    expect(withQuote('Hallo  \n', '> q\n')).toBe('Hallo\n\n> q\n');
  });
});
