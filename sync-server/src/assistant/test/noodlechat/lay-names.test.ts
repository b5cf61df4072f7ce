// The vocabulary of names as people write them (schemas/src/catalogue-query/aliases.ts and the
// inflection rules of words.ts): every entry names master data that exists, and lay names,
// plurals, a genus or species alone, compounds and manufacturers without their legal form are
// read as the catalogue entries they stand for, in German and English.
import { ALIASES, buildVocabulary, understand, type Condition } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../demo/index.ts';

const demo = generateDemoData();
const catalogue = demo.products.filter((product) => product.visible);
const vocabulary = buildVocabulary(
  demo.masterdata,
  catalogue.map((product) => product.manufacturer),
);

function conditionsOf(question: string): Condition[] {
  const understood = understand(question, vocabulary, null);
  if (understood.kind !== 'query') throw new Error(`${question}: ${understood.kind}`);
  expect(understood.notUsed, question).toEqual([]);
  return understood.conditions;
}

const parameter = (...ids: string[]): Condition => ({ kind: 'parameter', ids });

describe('names as people write them', () => {
  it('names only master data that exists, each entry of one kind', () => {
    const types = new Map(demo.masterdata.map((item) => [item.id, item.type]));
    for (const ids of Object.keys(ALIASES)) {
      const kinds = new Set(ids.split(' ').map((id) => types.get(id)));
      expect(kinds.has(undefined), ids).toBe(false);
      expect(kinds.size, ids).toBe(1);
    }
  });

  it.each([
    ['Chlamydien-Schnelltests', parameter('param-chlamydia')],
    ['Tests auf Gonorrhö', parameter('param-gonorrhoea')],
    ['Tripper', parameter('param-gonorrhoea')],
    ['Nierenwerte', parameter('param-creatinine', 'param-urea')],
    ['Schwangerschaftstest', parameter('param-hcg')],
    ['Streptokokken', parameter('param-strep-a')],
    ['Troponine', parameter('param-troponin-i', 'param-troponin-t-hs')],
    ['Neisseria', parameter('param-gonorrhoea')],
    ['trachomatis', parameter('param-chlamydia')],
    ['Staphylococcus aureus', parameter('param-mrsa')],
    ['pregnancy tests', parameter('param-hcg')],
    ['strep throat', parameter('param-strep-a')],
    ['kidney function', parameter('param-creatinine', 'param-urea')],
    ['gonorrhea', parameter('param-gonorrhoea')],
    ['Chlamydia', parameter('param-chlamydia')],
    ['clot firmness', parameter('param-clot-firmness')],
    ['Harnwegsinfekte', parameter('param-urine-leukocytes', 'param-urine-nitrite')],
    ['urinary tract infection', parameter('param-urine-leukocytes', 'param-urine-nitrite')],
  ])('reads “%s” as its parameter', (question, condition) => {
    expect(conditionsOf(question)).toEqual([condition]);
  });

  it('reads inflected words as exactly what they name, without a typo reading', () => {
    const understood = understand('kalibrierfreies Handgerät mit Batterien', vocabulary, null);
    if (understood.kind !== 'query') throw new Error('query expected');
    expect(understood.readings).toEqual([]);
    expect(understood.conditions).toEqual([
      { kind: 'detail', id: 'detail-calibration-free' },
      { kind: 'detail', id: 'detail-handheld' },
      { kind: 'detail', id: 'detail-battery' },
    ]);
  });

  it('splits a compound into its known parts', () => {
    expect(conditionsOf('Kapillarblutprobe')).toEqual([
      { kind: 'sample_type', ids: ['sample-capillary-wb'] },
    ]);
    expect(conditionsOf('Nasenabstrich-PCR-Geräte')).toEqual([
      { kind: 'sample_type', ids: ['sample-nasal-swab'] },
      { kind: 'method', ids: ['method-pcr'] },
    ]);
    expect(conditionsOf('Influenzaschnelltests')).toEqual([
      parameter('param-influenza-a', 'param-influenza-b'),
    ]);
  });

  it('finds a manufacturer with or without its legal form, and never refuses it as clinical', () => {
    for (const question of [
      'Alle Produkte von Nordlicht Diagnostik GmbH',
      'Alle Produkte von Nordlicht Diagnostik',
      'all products of Nordlicht',
      'Welche Diagnostik-Geräte hat Spreeblick Diagnostik?',
    ]) {
      const conditions = conditionsOf(question);
      expect(
        conditions.filter((c) => c.kind === 'manufacturer'),
        question,
      ).toHaveLength(1);
    }
  });

  it('reads "oder" / "or" / "A/B" between values of one kind as any of them, "und" / "and" as all', () => {
    expect(conditionsOf('CRP oder PCT')).toEqual([parameter('param-crp', 'param-pct')]);
    expect(conditionsOf('CRP und PCT')).toEqual([parameter('param-crp'), parameter('param-pct')]);
    expect(conditionsOf('flu A/B')).toEqual([parameter('param-influenza-a', 'param-influenza-b')]);
    expect(conditionsOf('Natrium, Kalium oder Chlorid')).toEqual([
      parameter('param-chloride', 'param-potassium', 'param-sodium'),
    ]);
    expect(conditionsOf('Geräte entweder mit Bluetooth oder WLAN')).toEqual([
      { kind: 'has_any', of: 'connectivity', ids: ['conn-bluetooth', 'conn-wifi'] },
    ]);
    expect(conditionsOf('devices from Nordlicht or Alpenmed')).toEqual([
      { kind: 'manufacturer', names: ['Alpenmed AG', 'Nordlicht Diagnostik GmbH'] },
    ]);
    expect(conditionsOf('CRP ohne Bluetooth oder WLAN')).toEqual([
      parameter('param-crp'),
      { kind: 'lacks', of: 'connectivity', id: 'conn-bluetooth' },
      { kind: 'lacks', of: 'connectivity', id: 'conn-wifi' },
    ]);
  });

  it('reads superlatives and "sortiert nach" / "sorted by" as the order of the answer', () => {
    const sortOf = (question: string) => conditionsOf(question).find((c) => c.kind === 'sort');
    expect(sortOf('die günstigsten CRP-Geräte')).toEqual({ kind: 'sort', by: 'price' });
    expect(sortOf('schnellste Troponin-Tests')).toEqual({ kind: 'sort', by: 'time' });
    expect(sortOf('HbA1c sortiert nach Probenvolumen')).toEqual({ kind: 'sort', by: 'volume' });
    expect(sortOf('cheapest glucose meters')).toEqual({ kind: 'sort', by: 'price' });
    expect(sortOf('CRP devices sorted by time to result')).toEqual({ kind: 'sort', by: 'time' });
  });
});
