import { describe, expect, it } from 'vitest';
import { doctorIdErrors, priceErrors, treeItemConflicts } from './business-rules.ts';
import type { MasterData } from './collections/masterdata.schema.ts';
import { message } from './errors.ts';
import { validDocuments } from './test-fixtures.ts';
import { validateDocument } from './validate.ts';

describe('priceErrors', () => {
  const price = (min: number, max: number) => ({
    min,
    max,
    default: 0,
    average: 0,
    currency: 'EUR' as const,
    as_of: '2025-07-01',
  });
  it.each([
    [0, 0, []],
    [10, 20, []],
    [10, 10, []],
    [20, 10, ['/price/max validation.max_price']],
  ])('min %d, max %d', (min, max, expected) => {
    expect(priceErrors(price(min, max)).map((e) => `${e.path} ${e.key}`)).toEqual(expected);
  });
});

describe('treeItemConflicts', () => {
  const tree = (id: string, parent_id?: string): Pick<MasterData, 'id' | 'type' | 'parent_id'> => ({
    id,
    type: 'tree_item',
    ...(parent_id ? { parent_id } : {}),
  });
  it.each([
    ['standalone items', [tree('a'), tree('b')], []],
    ['a parent with children', [tree('p'), tree('c1', 'p'), tree('c2', 'p')], []],
    ['a child that is also a parent', [tree('p'), tree('c', 'p'), tree('g', 'c')], ['c']],
    [
      'other types with parents are ignored',
      [tree('p'), { id: 'x', type: 'parameter' as const, parent_id: 'p' }],
      [],
    ],
  ])('%s', (_name, items, conflicts) => {
    expect(treeItemConflicts(items)).toEqual(conflicts);
  });
});

describe('doctorIdErrors', () => {
  it.each([
    [undefined, undefined, []],
    ['', undefined, []],
    ['123456789', 'lanr', []],
    ['12345678', 'lanr', ['/doctor_id validation.doctor_id']],
    ['12345678A', 'lanr', ['/doctor_id validation.doctor_id']],
    ['4012345000009', 'gln', []],
    ['401234500000', 'gln', ['/doctor_id validation.doctor_id']],
    ['W-12345', 'doctor_number', []],
    ['123456789', undefined, ['/doctor_id_type validation.select']],
    [undefined, 'gln', ['/doctor_id validation.doctor_id']],
  ] as const)('%s as %s', (doctor_id, doctor_id_type, expected) => {
    const user = {
      ...(doctor_id !== undefined ? { doctor_id } : {}),
      ...(doctor_id_type ? { doctor_id_type } : {}),
    };
    expect(doctorIdErrors(user).map((e) => `${e.path} ${e.key}`)).toEqual(expected);
  });
});

describe('safety notices (validateDocument on a link)', () => {
  const notice = {
    ...validDocuments().link,
    type: 'safety_notice',
    category: 'manual_product_documentation',
    signal: 'r',
    authority: 'bfarm',
    reference: '12345/26',
  };
  const errorsOf = (doc: Record<string, unknown>) => {
    const result = validateDocument('link', doc);
    return result.ok ? [] : result.errors.map((e) => `${e.path} ${e.key}`);
  };

  it('accepts a notice with authority and reference, and an ordinary link without them', () => {
    expect(errorsOf(notice)).toEqual([]);
    expect(errorsOf(validDocuments().link)).toEqual([]);
  });
  it.each([
    ['without authority', { authority: undefined }, ['/authority validation.select']],
    ['without reference', { reference: undefined }, ['/reference validation.safety_notice_reference']],
    ['with a blank reference', { reference: '  ' }, ['/reference validation.safety_notice_reference']],
    [
      'filed as a study',
      { category: 'red_laboratory_evaluation' },
      ['/category validation.safety_notice_category'],
    ],
    ['in green', { signal: 'g' }, ['/signal validation.safety_notice_signal']],
  ])('refuses a notice %s', (_name, change, expected) => {
    expect(errorsOf({ ...notice, ...change })).toEqual(expected);
  });
  it('refuses an unknown authority by the schema', () => {
    expect(errorsOf({ ...notice, authority: 'ema' }).map((e) => e.split(' ')[0])).toContain('/authority');
  });
  it('refuses authority and reference on any other link type', () => {
    expect(errorsOf({ ...validDocuments().link, authority: 'fda', reference: 'Z-1234-2026' })).toEqual([
      '/authority validation.safety_notice_only',
      '/reference validation.safety_notice_only',
    ]);
  });
  it('has its texts in both languages', () => {
    for (const key of [
      'validation.safety_notice_only',
      'validation.safety_notice_reference',
      'validation.safety_notice_category',
      'validation.safety_notice_signal',
    ] as const) {
      expect(message(key, 'de')).not.toEqual(message(key, 'en'));
    }
  });
});
