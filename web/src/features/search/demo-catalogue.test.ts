// The search index over the demo catalogue the app ships with (420 products), against what the
// products themselves say.
import { searchTokens } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../../sync-server/src/demo/generate.ts';
import { ProductIndex, toSearchRecord, type SearchMasterData, type SearchRecord } from '@poct/schemas/search';

const { products, masterdata } = generateDemoData({ productCount: 420 });
const byId = new Map<string, SearchMasterData>(masterdata.map((item) => [item.id, item]));
const records = products.map((product) => toSearchRecord(product, byId));
const index = new ProductIndex(records);
const ALL = records.length;

function words(record: SearchRecord): string[] {
  return [
    record.name,
    record.manufacturer,
    record.distributor,
    ...record.synonyms,
    ...record.parameters,
  ].flatMap(searchTokens);
}

function sorted(ids: Iterable<string>): string[] {
  return [...ids].sort();
}

describe('search over the demo catalogue', () => {
  it('"CRP" lists exactly the products with a CRP parameter', () => {
    const withCrp = records.filter((r) => r.parameters.includes('CRP')).map((r) => r.id);
    expect(withCrp.length).toBeGreaterThan(10);
    expect(sorted(index.search('CRP', ALL).ids)).toEqual(sorted(withCrp));
  });

  it('"blutgas" finds every Blutgasanalysegerät, whatever the case or umlauts of the query', () => {
    const analysers = records.filter((r) => /blutgasanalyseger(ä|ae)t/i.test(r.name)).map((r) => r.id);
    expect(analysers.length).toBeGreaterThan(5);
    const found = index.search('blutgas', ALL).ids;
    expect(found).toEqual(expect.arrayContaining(analysers));
    expect(index.search('Blutgasanalysegerät', ALL).ids).toEqual(
      index.search('blutgasanalysegeraet', ALL).ids,
    );
  });

  it('finds every product by its own name, first among the products of that exact name', () => {
    for (const record of records) {
      const { ids } = index.search(record.name, ALL);
      const sameName = records.filter((r) => r.name === record.name).length;
      expect(ids.slice(0, sameName), record.name).toContain(record.id);
    }
  });

  it('counts exactly the products in which every query word begins a word', () => {
    for (const query of ['nord', 'troponin herz', 'hba1c dia', 'gerinnung inr', 'g', 'lak alpen', 'sa']) {
      const queryWords = searchTokens(query);
      const expected = records.filter((r) =>
        queryWords.every((w) => words(r).some((t) => t.startsWith(w))),
      ).length;
      expect(index.search(query, 5).total, query).toBe(expected);
    }
  });
});
