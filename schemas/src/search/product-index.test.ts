import fc from 'fast-check';
import { searchTokens } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { isPrefixWithOneTypo, ProductIndex } from './product-index.ts';
import type { SearchRecord } from './search-record.ts';
import { CATALOGUE, record } from './test-catalogue.ts';

const ALL = 1_000_000;

function idsFor(index: ProductIndex, query: string): string[] {
  return index.search(query, ALL).ids;
}

function sorted(ids: string[]): string[] {
  return [...ids].sort();
}

describe('ProductIndex: German spelling', () => {
  const index = new ProductIndex(CATALOGUE);

  it('finds a compound by its beginning: "blutgas" finds Blutgasanalyse', () => {
    expect(idsFor(index, 'blutgas')).toEqual(['p-bga']);
    expect(idsFor(index, 'Blutgasanalyse')).toEqual(['p-bga']);
  });

  it.each(['gerätebau', 'geraetebau', 'GERÄTEBAU', 'Gerätebau Süd', 'geraetebau sued'])(
    'finds the manufacturer Gerätebau Süd by %s',
    (query) => {
      expect(idsFor(index, query)).toEqual(['p-crp-infla']);
    },
  );

  it('folds ß to ss and umlauts on both sides', () => {
    expect(idsFor(index, 'strassenwacht')).toEqual(['p-strasse']);
    expect(idsFor(index, 'Straßenwacht')).toEqual(['p-strasse']);
    expect(idsFor(index, 'weissensee')).toEqual(['p-strasse']);
    expect(idsFor(index, 'aerztebedarf')).toEqual(['p-crp-infla']);
    expect(idsFor(index, 'entzuendung')).toEqual(['p-crp-reader']);
    expect(idsFor(index, 'Hämoglobin')).toEqual(['p-hba1c']);
    expect(idsFor(index, 'haemoglobin')).toEqual(['p-hba1c']);
  });

  it('ignores case and punctuation', () => {
    expect(idsFor(index, 'CRP-SCHNELLTEST')).toEqual(['p-crp-reader']);
    expect(idsFor(index, '  nt-probnp ')).toEqual(['p-troponin-param']);
  });
});

describe('ProductIndex: prefixes and typos', () => {
  const index = new ProductIndex(CATALOGUE);

  it('finds the product at every letter while "Blutgasanalyse" is typed', () => {
    const word = 'Blutgasanalyse';
    for (let length = 1; length <= word.length; length++) {
      expect(idsFor(index, word.slice(0, length)), word.slice(0, length)).toContain('p-bga');
    }
  });

  it('finds both troponin products at every letter of "troponin"', () => {
    for (let length = 1; length <= 'troponin'.length; length++) {
      const query = 'troponin'.slice(0, length);
      expect(idsFor(index, query), query).toEqual(
        expect.arrayContaining(['p-troponin-name', 'p-troponin-param']),
      );
    }
  });

  it('finds HbA1c by "hba1" and by its German name', () => {
    expect(idsFor(index, 'hba1')).toEqual(['p-hba1c']);
    expect(idsFor(index, 'hämoglobin a1')).toEqual(['p-hba1c']);
  });

  it.each(['troponn', 'tropnin', 'trpoonin', 'troponim', 'tropomin', 'ttroponin', 'rtoponin'])(
    'tolerates one typo: %s finds Troponin',
    (query) => {
      expect(sorted(idsFor(index, query))).toEqual(['p-troponin-name', 'p-troponin-param']);
    },
  );

  it('tolerates a typo in one word of several', () => {
    expect(idsFor(index, 'nordlicht blutgsa')).toEqual(['p-bga']);
    expect(idsFor(index, 'glycolux diabets')).toEqual(['p-hba1c']);
  });

  it('does not guess short words or two typos', () => {
    expect(index.search('crq', ALL)).toEqual({ ids: [], total: 0 });
    expect(index.search('tropnn', ALL).total).toBe(2); // one typo: tropon → tropnn
    expect(index.search('trpnni', ALL)).toEqual({ ids: [], total: 0 });
  });

  it('isPrefixWithOneTypo accepts one edit against a beginning of the word', () => {
    expect(isPrefixWithOneTypo('tropo', 'troponin')).toBe(true);
    expect(isPrefixWithOneTypo('tropnin', 'troponin')).toBe(true);
    expect(isPrefixWithOneTypo('troponinn', 'troponin')).toBe(true);
    expect(isPrefixWithOneTypo('trpoonin', 'troponin')).toBe(true);
    expect(isPrefixWithOneTypo('xroponin', 'troponin')).toBe(true);
    expect(isPrefixWithOneTypo('trxxonin', 'troponin')).toBe(false);
    expect(isPrefixWithOneTypo('troponinxx', 'troponin')).toBe(false);
  });
});

describe('ProductIndex: fields and words', () => {
  const index = new ProductIndex(CATALOGUE);

  it('"CRP" lists exactly the products with a CRP parameter', () => {
    expect(sorted(idsFor(index, 'CRP'))).toEqual(['p-crp-infla', 'p-crp-reader']);
    expect(index.search('crp', ALL).total).toBe(2);
  });

  it('finds parameter names in both languages and their codes', () => {
    expect(sorted(idsFor(index, 'c-reaktives protein'))).toEqual(['p-crp-infla', 'p-crp-reader']);
    expect(sorted(idsFor(index, 'c-reactive'))).toEqual(['p-crp-infla', 'p-crp-reader']);
    expect(sorted(idsFor(index, 'laktat'))).toEqual(['p-bga', 'p-strasse']);
    expect(sorted(idsFor(index, 'lactate'))).toEqual(['p-bga', 'p-strasse']);
    expect(idsFor(index, 'procalcitonin')).toEqual(['p-crp-infla']);
    expect(idsFor(index, 'pct')).toEqual(['p-crp-infla']);
  });

  it('finds manufacturers, distributors and synonyms', () => {
    expect(idsFor(index, 'helvetia')).toEqual(['p-crp-reader']);
    expect(idsFor(index, 'klinikversorgung')).toEqual(['p-bga']);
    expect(idsFor(index, 'langzeitzucker')).toEqual(['p-hba1c']);
    expect(idsFor(index, 'BGA')).toEqual(['p-bga']);
    expect(idsFor(index, 'cardiac')).toEqual(['p-troponin-name']);
  });

  it('needs every word to match, in any field', () => {
    expect(idsFor(index, 'nordlicht laktat')).toEqual(['p-bga']);
    expect(idsFor(index, 'laktat nordlicht')).toEqual(['p-bga']);
    expect(idsFor(index, 'gerätebau crp')).toEqual(['p-crp-infla']);
    expect(idsFor(index, 'nordlicht crp')).toEqual([]);
    expect(idsFor(index, 'weissensee laktat mobil')).toEqual(['p-strasse']);
  });

  it('ranks a match in the name above one in parameters or synonyms', () => {
    expect(idsFor(index, 'troponin')).toEqual(['p-troponin-name', 'p-troponin-param']);
    expect(idsFor(index, 'crp')[0]).toBe('p-crp-reader');
    // "duo" is in two names; Glycolux and Corsens tie and come alphabetically.
    expect(idsFor(index, 'duo')).toEqual(['p-troponin-param', 'p-hba1c']);
  });

  it('ranks a whole word above a beginning', () => {
    const words = new ProductIndex([
      record({ id: 'longer', name: 'Lactatometer' }),
      record({ id: 'whole', name: 'Zeta Lactat' }),
    ]);
    expect(idsFor(words, 'lactat')).toEqual(['whole', 'longer']);
  });

  it('matches nothing for an empty or blank query', () => {
    expect(index.search('', 10)).toEqual({ ids: [], total: 0 });
    expect(index.search(' - / ', 10)).toEqual({ ids: [], total: 0 });
  });
});

describe('ProductIndex: totals and pages', () => {
  const many = Array.from({ length: 250 }, (_, n) =>
    record({
      id: `m-${String(n).padStart(3, '0')}`,
      name: `Messgerät ${n}`,
      manufacturer: n % 2 === 0 ? 'Gerade GmbH' : 'Ungerade AG',
      parameters: n % 5 === 0 ? ['Glukose', 'GLU'] : ['Laktat'],
    }),
  );
  const index = new ProductIndex(many);

  it('counts every match, however small the page', () => {
    expect(index.search('messgeraet', 10)).toMatchObject({ total: 250 });
    expect(index.search('messgeraet', 10).ids).toHaveLength(10);
    expect(index.search('gerade', 3)).toMatchObject({ total: 125 });
    expect(index.search('glukose', 1)).toMatchObject({ total: 50 });
    expect(index.search('glukose ungerade', 100)).toMatchObject({ total: 25 });
    expect(index.search('messgeraet', 0)).toEqual({ ids: [], total: 250 });
  });

  it('pages are the beginning of the full ranking', () => {
    const full = idsFor(index, 'mess');
    expect(full).toHaveLength(250);
    expect(index.search('mess', 17).ids).toEqual(full.slice(0, 17));
  });
});

describe('ProductIndex: updates', () => {
  it('upsert replaces a record: the old name is gone, the new one found', () => {
    const index = new ProductIndex(CATALOGUE);
    index.upsert([{ ...(CATALOGUE[0] as SearchRecord), name: 'Polarstern Gasmesser', parameters: ['CRP'] }]);
    expect(index.size).toBe(CATALOGUE.length);
    expect(idsFor(index, 'blutgasanalyse')).toEqual([]);
    expect(idsFor(index, 'polarstern')).toEqual(['p-bga']);
    expect(sorted(idsFor(index, 'crp'))).toEqual(['p-bga', 'p-crp-infla', 'p-crp-reader']);
    expect(sorted(idsFor(index, 'laktat'))).toEqual(['p-strasse']);
  });

  it('remove forgets products, their words and their typo corrections', () => {
    const index = new ProductIndex(CATALOGUE);
    index.remove(['p-troponin-name', 'p-troponin-param', 'not-there']);
    expect(index.size).toBe(CATALOGUE.length - 2);
    expect(index.has('p-troponin-name')).toBe(false);
    expect(index.search('troponin', ALL)).toEqual({ ids: [], total: 0 });
    expect(index.search('tropnin', ALL)).toEqual({ ids: [], total: 0 });
    expect(index.search('gmbh', ALL).total).toBe(4);
  });

  it('stays right through heavy churn (dead entries are compacted)', () => {
    // Words far apart, so that a gone word is not found again as a typo of the next round's.
    const colours = ['Kobalt', 'Zinnober', 'Ocker', 'Indigo'];
    const herbs = ['Pfeffer', 'Salbei', 'Thymian', 'Minze'];
    const batch = (round: number) =>
      Array.from({ length: 1500 }, (_, n) =>
        record({
          id: `c-${n}`,
          name: `${colours[round]} Modell${n} ${colours[round]}${n}`,
          parameters: [`${herbs[round]}-${n % 40}`],
        }),
      );
    const index = new ProductIndex();
    for (let round = 0; round < 4; round++) {
      const [colour, herb] = [colours[round] as string, herbs[round] as string];
      index.upsert(batch(round));
      expect(index.search(colour, 5).total).toBe(1500);
      expect(index.search(herb, 5).total).toBe(1500);
      expect(index.search(`modell7 ${colour}`, 1).ids).toEqual(['c-7']);
      expect(index.search(`${colour}1234`, 5).ids).toEqual(['c-1234']);
      for (const gone of [...colours.slice(0, round), ...herbs.slice(0, round)]) {
        expect(index.search(gone, 5).total, gone).toBe(0);
      }
    }
    index.remove(batch(0).map((r) => r.id));
    expect(index.size).toBe(0);
    expect(index.search('indigo', 5)).toEqual({ ids: [], total: 0 });
    expect(index.vocabularySize).toBe(0);
    index.upsert(CATALOGUE);
    expect(idsFor(index, 'blutgas')).toEqual(['p-bga']);
  });

  it('answers from the new state after each change, even for words searched before', () => {
    const index = new ProductIndex(CATALOGUE);
    expect(index.search('crp', ALL).total).toBe(2);
    expect(index.search('crp helvetia', ALL).total).toBe(1);
    index.upsert([record({ id: 'p-new', name: 'Neu CRP', manufacturer: 'Helvetia Point Care SA' })]);
    expect(index.search('crp', ALL).total).toBe(3);
    expect(index.search('crp helvetia', ALL).total).toBe(2);
    index.remove(['p-crp-reader', 'p-new']);
    expect(index.search('crp', ALL).ids).toEqual(['p-crp-infla']);
    expect(index.search('crp helvetia', ALL).total).toBe(0);
  });

  it('small upserts keep the alphabetical order of ties', () => {
    const index = new ProductIndex([
      record({ id: 'b', name: 'Beta Gerät' }),
      record({ id: 'd', name: 'Delta Gerät' }),
    ]);
    index.upsert([record({ id: 'c', name: 'Gamma Gerät' })]);
    index.upsert([record({ id: 'a', name: 'Alpha Gerät' })]);
    index.upsert([record({ id: 'd', name: 'Aaron Gerät' })]);
    expect(idsFor(index, 'geraet')).toEqual(['d', 'a', 'b', 'c']);
    index.remove(['a']);
    expect(idsFor(index, 'geraet')).toEqual(['d', 'b', 'c']);
  });
});

describe('ProductIndex: properties', () => {
  const letters = 'abcdefghklmnoprstuvwzäöüß0123456789ABCDÄÖÜ';
  const word = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 12 });
  const name = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
  const catalogue = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      name,
      manufacturer: name,
      distributor: fc.constant('Handel AG'),
      synonyms: fc.array(word, { maxLength: 3 }),
      parameters: fc.array(name, { maxLength: 4 }),
    }),
    { selector: (r) => r.id, minLength: 1, maxLength: 40 },
  );

  it('every record is found by its own full name', () => {
    fc.assert(
      fc.property(catalogue, (records) => {
        const index = new ProductIndex(records);
        for (const r of records) expect(idsFor(index, r.name)).toContain(r.id);
      }),
    );
  });

  it('the total is the number of records in which every query word begins a word', () => {
    const wordsOf = (r: SearchRecord) =>
      [r.name, r.manufacturer, r.distributor, ...r.synonyms, ...r.parameters].flatMap(searchTokens);
    const withQuery = catalogue.chain((records) => {
      const beginning = fc
        .tuple(fc.constantFrom(...records.flatMap(wordsOf)), fc.nat())
        .map(([w, n]) => w.slice(0, 1 + (n % w.length)));
      return fc.tuple(fc.constant(records), fc.array(beginning, { minLength: 1, maxLength: 3 }));
    });
    fc.assert(
      fc.property(withQuery, ([records, queryWords]) => {
        const texts = records.map(wordsOf);
        const expected = texts.filter((ws) =>
          queryWords.every((w) => ws.some((t) => t.startsWith(w))),
        ).length;
        expect(new ProductIndex(records).search(queryWords.join(' '), 5).total).toBe(expected);
      }),
    );
  });
});
