// Amounts as people write them in a question: "10 µl", "10µL", "10 Mikroliter", "15 min",
// "90 Sekunden", "1.000 €", "1,000 EUR", "zwischen 500 und 2.000 Euro". Works on the folded
// question (search-text.ts: lower case, no umlauts, punctuation as spaces except in numbers,
// which fold.ts keeps).
import type { Condition } from './conditions.ts';

/** "1.000" and "1,000" are a thousand; "2,5" and "2.5" two and a half. */
export function parseAmount(raw: string): number {
  if (/^\d{1,3}([.,]\d{3})+$/.test(raw)) return Number(raw.replace(/[.,]/g, ''));
  // Both separators ("12.500,50", "12,500.50"): the last one is the decimal point.
  const decimal = Math.max(raw.lastIndexOf('.'), raw.lastIndexOf(','));
  if (decimal < 0) return Number(raw);
  return Number(`${raw.slice(0, decimal).replace(/[.,]/g, '')}.${raw.slice(decimal + 1)}`);
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)*)`;
const VOLUME_UNIT = String.raw`(?:µl|μl|ul|mcl|mikroliter|mikrolitern|microliters?|microlitres?)\b`;
// "min", "Minuten", "minutes" and their typos ("Minutn").
const TIME_UNIT = String.raw`(min[a-z]*|sek|sekunden|sec|secs|seconds?|s|std|stunden?|hours?|h)\b`;
const MONEY_UNIT = String.raw`(?:€|euros\b|euro\b|eur\b)`;
const AT_LEAST =
  /(mindestens|min\.?|ueber|mehr als|ab|at least|over|more than|above|from|teurer als|more expensive than)\s*$/;

/** "nicht teurer als", "no more than": an upper bound after all. */
const AT_MOST_AFTER_ALL = /(nicht|kein|no|not)\s+(teurer|mehr|more|over|above|ueber)\w*(\s+als|\s+than)?\s*$/;

export interface Amounts {
  conditions: Condition[];
  /** The question with the amounts taken out, for the word matching. */
  rest: string;
}

export function readAmounts(text: string): Amounts {
  const conditions: Condition[] = [];
  let rest = text;
  rest = rest.replace(new RegExp(`${NUMBER}\\s*${VOLUME_UNIT}`, 'g'), (_, n: string) => {
    conditions.push({ kind: 'max_volume', ul: parseAmount(n) });
    return ' ';
  });
  rest = rest.replace(new RegExp(`${NUMBER}\\s*${TIME_UNIT}`, 'g'), (_, n: string, unit: string) => {
    const value = parseAmount(n);
    const minutes = /^(std|stunden?|hours?|h)$/.test(unit)
      ? value * 60
      : /^(s|sek|sec)/.test(unit)
        ? value / 60
        : value;
    conditions.push({ kind: 'max_time', minutes });
    return ' ';
  });
  const between = new RegExp(
    `(?:zwischen|between)\\s*${MONEY_UNIT}?\\s*${NUMBER}\\s*${MONEY_UNIT}?\\s*(?:und|and|-|bis|to)\\s*${MONEY_UNIT}?\\s*${NUMBER}\\s*${MONEY_UNIT}`,
    'g',
  );
  rest = rest.replace(between, (_, a: string, b: string) => {
    conditions.push({ kind: 'price', min: parseAmount(a), max: parseAmount(b) });
    return ' ';
  });
  const money = new RegExp(`(?:${MONEY_UNIT}\\s*${NUMBER}|${NUMBER}\\s*${MONEY_UNIT})`, 'g');
  rest = rest.replace(money, (match: string, a: string | undefined, b: string | undefined, at: number) => {
    const value = parseAmount((a ?? b)!);
    const before = rest.slice(Math.max(0, at - 30), at);
    conditions.push(
      AT_LEAST.test(before) && !AT_MOST_AFTER_ALL.test(before)
        ? { kind: 'price', min: value, max: null }
        : { kind: 'price', min: null, max: value },
    );
    return ' '.repeat(match.length);
  });
  return { conditions, rest };
}
