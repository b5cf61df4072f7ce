import { describe, expect, it } from 'vitest';
import {
  doctorIdErrors,
  imageUrlErrors,
  isUploadUrl,
  priceErrors,
  treeItemConflicts,
} from './business-rules.ts';
import { validDocuments } from './test-fixtures.ts';
import { validateDocument } from './validate.ts';
import { message } from './errors.ts';
import type { MasterData } from './collections/masterdata.schema.ts';

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

describe('image_url: our own uploads only', () => {
  const upload = `/uploads/${'0f'.repeat(32)}-1920.webp`;
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://evil.example/x.png',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    '/uploads/../x',
    '/uploads/../../etc/passwd',
    `/uploads/${'0f'.repeat(32)}-1920.webp?track=1`,
    `https://atlas.example/uploads/${'0f'.repeat(32)}-1920.webp`,
    '/uploads/x.webp',
    `/uploads/${'0F'.repeat(32)}-1920.webp`,
    '',
  ])('refuses %j with the field message', (value) => {
    expect(isUploadUrl(value)).toBe(false);
    const result = validateDocument('product', { ...validDocuments().product, image_url: value });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => `${e.path} ${e.key}`)).toContain('/image_url validation.image_upload');
  });

  it('accepts one of our uploads, and no image at all', () => {
    expect(isUploadUrl(upload)).toBe(true);
    expect(validateDocument('product', { ...validDocuments().product, image_url: upload })).toEqual({
      ok: true,
    });
    const { image_url: _none, ...withoutImage } = validDocuments().product;
    expect(validateDocument('product', withoutImage)).toEqual({ ok: true });
    expect(imageUrlErrors(undefined)).toEqual([]);
  });

  it('has the message in both languages', () => {
    expect(message('validation.image_upload', 'en')).toMatch(/upload/);
    expect(message('validation.image_upload', 'de')).toMatch(/hochgeladen/);
  });
});
