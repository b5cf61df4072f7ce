import { describe, expect, it } from 'vitest';
import { foldSearchText, searchTokens } from './search-text.ts';

describe('foldSearchText', () => {
  it.each([
    ['Gerät', 'geraet'],
    ['geraet', 'geraet'],
    ['Straße', 'strasse'],
    ['GRÖSSE', 'groesse'],
    ['Größe', 'groesse'],
    ['Über-Test', 'ueber test'],
    ['Café', 'cafe'],
    ['  HbA1c / CRP ', 'hba1c crp'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded);
  });

  it('splits into tokens', () => {
    expect(searchTokens('Blutgasanalysegerät, Typ-2')).toEqual(['blutgasanalysegeraet', 'typ', '2']);
    expect(searchTokens(' ')).toEqual([]);
  });
});
