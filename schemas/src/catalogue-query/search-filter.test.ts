// The search address carries the whole filter, "all"/"any" included, and reads an address
// written before the choice existed as the defaults.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

const ids = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), { maxLength: 3 });
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

  it('knows an inverted price range', () => {
    expect(isPriceInverted({ price: { min: 500, max: 100 } })).toBe(true);
    expect(isPriceInverted({ price: { min: 100, max: 100 } })).toBe(false);
    expect(isPriceInverted({ price: { min: 500, max: null } })).toBe(false);
  });
});
