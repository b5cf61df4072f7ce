import { describe, expect, it } from 'vitest';
import { parseAmount, readAmounts } from './numbers.ts';
import { foldQuestion } from './understand.ts';

const amounts = (text: string) => readAmounts(foldQuestion(text)).conditions;

describe('amounts in questions', () => {
  it('reads German and English number forms', () => {
    expect(parseAmount('1.000')).toBe(1000);
    expect(parseAmount('1,000')).toBe(1000);
    expect(parseAmount('2,5')).toBe(2.5);
    expect(parseAmount('2.5')).toBe(2.5);
    expect(parseAmount('12.500,50')).toBe(12500.5);
  });

  it('reads volumes in every spelling of µl', () => {
    for (const text of ['10 µl', '10µL', '10 μl', '10 ul', '10 Mikroliter', '10 microlitres'])
      expect(amounts(text), text).toEqual([{ kind: 'max_volume', ul: 10 }]);
  });

  it('reads times in minutes, seconds and hours, typos in "Minuten" included', () => {
    expect(amounts('in 15 Minuten')).toEqual([{ kind: 'max_time', minutes: 15 }]);
    expect(amounts('under 15 min')).toEqual([{ kind: 'max_time', minutes: 15 }]);
    expect(amounts('unter 12 Minutn')).toEqual([{ kind: 'max_time', minutes: 12 }]);
    expect(amounts('90 Sekunden')).toEqual([{ kind: 'max_time', minutes: 1.5 }]);
    expect(amounts('1 Stunde')).toEqual([{ kind: 'max_time', minutes: 60 }]);
  });

  it('reads price bounds: at most, at least, between', () => {
    expect(amounts('unter 1.000 €')).toEqual([{ kind: 'price', min: null, max: 1000 }]);
    expect(amounts('under €300')).toEqual([{ kind: 'price', min: null, max: 300 }]);
    expect(amounts('ab 5.000 Euro')).toEqual([{ kind: 'price', min: 5000, max: null }]);
    expect(amounts('more than 2,000 EUR')).toEqual([{ kind: 'price', min: 2000, max: null }]);
    expect(amounts('zwischen 500 und 2.000 €')).toEqual([{ kind: 'price', min: 500, max: 2000 }]);
    expect(amounts('between 2,000 and 8,000 EUR')).toEqual([{ kind: 'price', min: 2000, max: 8000 }]);
  });
});
