// The search address carries the whole filter, "all"/"any" included, and reads an address
// written before the choice existed as the defaults.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../collections/product.schema.ts';
import { subSampleTermsOf } from '../sub-sample-types.ts';
import { validDocuments } from '../test-fixtures.ts';
import { evaluateQuery, evaluateQueryLinear } from './evaluate.ts';
import { facetCounts } from './facet-counts.ts';
import {
  EMPTY_FILTER,
  filterConditions,
  isPriceInverted,
  MULTI_FACETS,
  parseFilter,
  SORTS,
  writeFilter,
  type FilterState,
} from './search-filter.ts';

// Ids, and free terms (sub-sample types) with commas and percent signs.
const ids = fc.uniqueArray(fc.stringMatching(/^[a-zA-Z][a-z0-9 ,%-]{0,8}$/), { maxLength: 3 });
const match = fc.constantFrom('all' as const, 'any' as const);
const bound = fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null });
const filterArbitrary: fc.Arbitrary<FilterState> = fc.record({
  values: fc.record(Object.fromEntries(MULTI_FACETS.map((facet) => [facet, ids])) as never),
  match: fc.record({ parameter: match, connectivity: match, transmission: match }),
  maxSampleVolume: bound,
  maxTimeToResult: bound,
  price: fc.record({ min: bound, max: bound }),
  sort: fc.constantFrom(...SORTS),
}) as fc.Arbitrary<FilterState>;

describe('search filter in the address', () => {
  it('reads the regulatory identity (IVDR class, CE status, countries) as "any of these" conditions', () => {
    const filter = parseFilter(new URLSearchParams('ivdr=D,C&ce=ivdr&avail=de,ch'));
    expect(filter.values).toMatchObject({
      ivdr_class: ['C', 'D'],
      ce_status: ['ivdr'],
      availability: ['ch', 'de'],
    });
    expect(filterConditions(filter)).toEqual([
      { kind: 'ivdr_class', ids: ['C', 'D'] },
      { kind: 'ce_status', ids: ['ivdr'] },
      { kind: 'availability', ids: ['ch', 'de'] },
    ]);
    expect(writeFilter(new URLSearchParams(), filter).toString()).toBe('ivdr=C%2CD&ce=ivdr&avail=ch%2Cde');
  });

  it('round-trips any filter, other parameters kept', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const params = writeFilter(new URLSearchParams('q=crp'), filter);
        expect(params.get('q')).toBe('crp');
        const sorted = {
          ...filter,
          values: Object.fromEntries(MULTI_FACETS.map((facet) => [facet, [...filter.values[facet]].sort()])),
        };
        expect(parseFilter(params)).toEqual(sorted);
      }),
    );
  });

  it('reads an address without a choice as "all" and leaves the default out when writing', () => {
    const old = parseFilter(new URLSearchParams('param=param-crp,param-hba1c&conn=conn-bt&sample=s-cap'));
    expect(old.match).toEqual({ parameter: 'all', connectivity: 'all', transmission: 'all' });
    expect(writeFilter(new URLSearchParams(), old).toString()).not.toContain('_match');
    const any = parseFilter(new URLSearchParams('param=a,b&param_match=any&trans_match=nonsense'));
    expect(any.match).toEqual({ parameter: 'any', connectivity: 'all', transmission: 'all' });
  });

  it('says "all" with one condition per value and "any" with one condition naming them all', () => {
    const values = { ...EMPTY_FILTER.values, parameter: ['a', 'b'], connectivity: ['c', 'd'] };
    const all = filterConditions({ ...EMPTY_FILTER, values });
    expect(all).toEqual([
      { kind: 'parameter', ids: ['a'] },
      { kind: 'parameter', ids: ['b'] },
      { kind: 'connectivity', id: 'c' },
      { kind: 'connectivity', id: 'd' },
    ]);
    const any = filterConditions({
      ...EMPTY_FILTER,
      values,
      match: { parameter: 'any', connectivity: 'any', transmission: 'all' },
    });
    expect(any).toEqual([
      { kind: 'parameter', ids: ['a', 'b'] },
      { kind: 'has_any', of: 'connectivity', ids: ['c', 'd'] },
    ]);
  });

  it('holds a sub-sample type on the test that meets the parameter and volume, counts included', () => {
    const base = validDocuments().product;
    const test = base.sub_products[0]!;
    // CRP only in a 50 µl "Lithium-Heparin" test; the 5 µl "Kapillarblut, nativ" test measures HbA1c.
    const split: Product = {
      ...base,
      id: 'prod-split',
      name: 'Split',
      sub_products: [
        { ...test, id: 'sp-a', sub_sample_type: 'Lithium-Heparin', sample_volume_ul: 50 },
        {
          ...test,
          id: 'sp-b',
          sub_sample_type: 'Kapillarblut, nativ',
          sample_volume_ul: 5,
          parameter_ids: ['param-hba1c'],
        },
      ],
    };
    const whole: Product = { ...base, id: 'prod-whole', name: 'Whole' };
    const products = [split, whole];
    const filter = parseFilter(new URLSearchParams('param=param-crp&subsample=Kapillarblut&vol=10'));
    expect(filter.values.sub_sample_type).toEqual(['Kapillarblut']);
    expect(writeFilter(new URLSearchParams(), filter).get('subsample')).toBe('Kapillarblut');
    expect(filterConditions(filter)).toContainEqual({ kind: 'sub_sample_type', ids: ['Kapillarblut'] });
    // A term holding a comma (or a percent sign) stays one value in the address.
    const citrate = { ...filter, values: { ...filter.values, sub_sample_type: ['Citrat 3,2 %', 'EDTA'] } };
    expect(parseFilter(writeFilter(new URLSearchParams(), citrate)).values.sub_sample_type).toEqual([
      'Citrat 3,2 %',
      'EDTA',
    ]);
    const ids = (list: { product: Product }[]) => list.map((m) => m.product.id);
    // Split has a CRP test and a 5 µl capillary test, but not one test that is both.
    expect(ids(evaluateQuery(filterConditions(filter), products))).toEqual(['prod-whole']);
    expect(ids(evaluateQueryLinear(filterConditions(filter), products))).toEqual(['prod-whole']);
    const heparin = parseFilter(new URLSearchParams('param=param-crp&subsample=Lithium-Heparin,nativ'));
    expect(ids(evaluateQuery(filterConditions(heparin), products))).toEqual(['prod-split']);
    // Counts follow the same rule: with CRP and at most 10 µl, only Whole's "Kapillarblut" counts.
    const counts = facetCounts({ ...filter, values: { ...filter.values, sub_sample_type: [] } }, products);
    expect(counts.sub_sample_type).toEqual(new Map([['Kapillarblut', 1]]));
    expect(subSampleTermsOf('Kapillarblut, nativ')).toEqual(['Kapillarblut', 'nativ']);
    expect(subSampleTermsOf('Citrat 3,2 %')).toEqual(['Citrat 3,2 %']);
    expect(subSampleTermsOf('')).toEqual([]);
  });

  it('knows an inverted price range', () => {
    expect(isPriceInverted({ price: { min: 500, max: 100 } })).toBe(true);
    expect(isPriceInverted({ price: { min: 100, max: 100 } })).toBe(false);
    expect(isPriceInverted({ price: { min: 500, max: null } })).toBe(false);
  });
});
