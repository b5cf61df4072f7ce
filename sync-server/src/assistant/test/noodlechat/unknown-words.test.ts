// Words NoodleChat does not know are named back, never dropped in silence: a question with
// invented words gets an answer that lists each of them as not used (or, for a near miss of a
// known name, shows how it was read and how sure that is), and an answer whose products ignore a
// word always says so. The question set's own half names back exactly the words it declares.
import {
  buildVocabulary,
  evaluateQuery,
  foldSearchText,
  understand,
  type Understanding,
} from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../demo/index.ts';
import { CONVERSATIONS } from './question-set.ts';

const demo = generateDemoData();
const catalogue = demo.products.filter((product) => product.visible);
const vocabulary = buildVocabulary(
  demo.masterdata,
  catalogue.map((product) => product.manufacturer),
);

// Invented words from syllables no master data name uses together (seeded: the same every run).
const SYLLABLES = ['zor', 'blax', 'quim', 'bel', 'vru', 'tesh', 'kwo', 'drif', 'yum', 'plo', 'gax', 'wib'];
function invented(seed: number): string {
  let x = seed * 7919 + 17;
  const next = () => (x = (x * 48271) % 2147483647) % SYLLABLES.length;
  return [next(), next(), next()].map((i) => SYLLABLES[i]).join('');
}

const TEMPLATES = [
  (a: string, b: string) => `Welche Geräte messen ${a} und ${b} in unter 15 Minuten?`,
  (a: string) => `CRP-Geräte mit ${a}`,
  (a: string, b: string) => `${a}-Geräte von Nordlicht mit ${b}`,
  (a: string) => `Troponin aus ${a}probe unter 20.000 €`,
  (a: string, b: string) => `Which devices measure ${a} or ${b} with Bluetooth?`,
  (a: string) => `HbA1c analysers with ${a} connectivity`,
  (a: string, b: string) => `${a} ${b} tests in at most 10 minutes`,
  (a: string) => `the cheapest ${a} devices`,
];

/** The words the answer names back or reads as a near miss, folded. */
function namedBack(understood: Understanding): string {
  if (understood.kind === 'refusal' && understood.reason === 'clinical') return '';
  const readings = understood.kind === 'query' ? understood.readings.map((r) => r.words) : [];
  return ` ${[...understood.notUsed, ...readings].map(foldSearchText).join(' ')} `;
}

describe('NoodleChat and words it does not know', () => {
  it('names every invented word back, whatever else the question asks', () => {
    let asked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const words = [invented(seed), invented(seed + 1000)];
      for (const template of TEMPLATES) {
        const question = template(words[0]!, words[1]!);
        const understood = understand(question, vocabulary, null);
        expect(understood.kind === 'refusal' && understood.reason === 'clinical', question).toBe(false);
        const said = namedBack(understood);
        for (const word of words.filter((w) => foldSearchText(question).includes(w)))
          expect(said, question).toContain(` ${word}`);
        asked++;
      }
    }
    expect(asked).toBe(320);
  });

  it('never answers with products that ignore a condition without saying so', () => {
    // The issue's own example: two unknown analytes and a time bound.
    const understood = understand(
      'Welche Geräte messen Zorblax und Quimbel unter 15 Minuten?',
      vocabulary,
      null,
    );
    expect(understood.kind).toBe('query');
    if (understood.kind !== 'query') return;
    expect(understood.conditions).toEqual([{ kind: 'max_time', minutes: 15 }]);
    expect(evaluateQuery(understood.conditions, catalogue).length).toBeGreaterThan(0);
    expect(understood.notUsed).toEqual(['Zorblax', 'Quimbel']);
  });

  it('offers the nearest master data names for a word it does not use', () => {
    const understood = understand('Welche Geräte messen Leukozytenanzahlwerte?', vocabulary, null);
    expect(understood.kind === 'refusal' || understood.kind === 'query').toBe(true);
    if (understood.kind === 'refusal' && understood.reason === 'clinical') throw new Error('clinical');
    expect(understood.notUsed).toEqual(['Leukozytenanzahlwerte']);
    expect(understood.suggestions.map((s) => s.condition)).toContainEqual({
      kind: 'parameter',
      ids: ['param-wbc'],
    });
  });

  it('shows how sure it is of a word read with a typo', () => {
    const understood = understand('Tropnin mit Bluetoth', vocabulary, null);
    if (understood.kind !== 'query') throw new Error('query expected');
    expect(understood.notUsed).toEqual([]);
    expect(understood.readings.map((r) => r.words)).toEqual(['Tropnin', 'Bluetoth']);
    for (const reading of understood.readings) {
      expect(reading.confidence).toBeGreaterThan(0.5);
      expect(reading.confidence).toBeLessThan(1);
    }
  });

  it('names back in the own half exactly the words each question declares', () => {
    for (const conversation of CONVERSATIONS)
      for (const turn of conversation.turns) {
        if (turn.means === 'refusal') continue;
        const understood = understand(turn.q, vocabulary, null);
        if (understood.kind === 'refusal' && understood.reason === 'clinical') throw new Error(turn.q);
        const declared = (turn.means.notUsed ?? []).map(foldSearchText);
        for (const words of understood.notUsed)
          expect(
            declared.some((word) => ` ${foldSearchText(words)} `.includes(` ${word} `)),
            `${turn.q}: ${words}`,
          ).toBe(true);
      }
  });
});
