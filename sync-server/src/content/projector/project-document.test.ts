import { describe, expect, it } from 'vitest';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import type { MasterName } from '../../platform/store/databases.ts';
import { planWrite, projectDocument, sameJson } from './project-document.ts';

const meta = {
  _rev: '3-abc',
  _revisions: { start: 3, ids: ['abc', 'def', 'ghi'] },
  _conflicts: ['2-xyz'],
  _attachments: { 'photo.png': { content_type: 'image/png', stub: true } },
};
const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' };
const product = { _id: 'p1', ...base, name: { de: 'Gerät', en: 'Device' }, price: { min: 1, max: 2 } };
const link = { _id: 'l1', ...base, product_id: 'p1', url: 'https://example.test', signal: 'g' };
/** The product of `link`, as catalogue_master holds it when its links may be shown. */
const shown = { ...product, visible: true, links_visible: true, internal_note: 'x', updated_by: 's' };
/** A safety notice: the fields readers' pages and the watchlist read must reach the projection. */
const notice = {
  ...link,
  type: 'safety_notice',
  signal: 'r',
  authority: 'bfarm',
  reference: '12345/26',
  published_at: '2026-02-10',
  abstract: { de: 'Dringende Sicherheitsinformation zu Teststreifen', en: 'Urgent field safety notice' },
};
const parameter = { _id: 'm1', ...base, type: 'parameter', name: { de: 'CRP', en: 'CRP' }, code: 'CRP' };

const cases: Array<{
  name: string;
  master: MasterName;
  doc: CouchDoc;
  product?: CouchDoc;
  expected: CouchDoc | null;
}> = [
  {
    name: 'visible product keeps its data, loses staff note, staff identity and metadata',
    master: 'catalogue_master',
    doc: { ...product, ...meta, visible: true, internal_note: 'call the vendor', updated_by: 'staff-1' },
    expected: { ...product, visible: true },
  },
  {
    name: 'visible product keeps its consumable cost per test and quality control for premium readers',
    master: 'catalogue_master',
    doc: {
      ...product,
      visible: true,
      consumable_cost_per_test: 4.5,
      quality_control: { per_day: 1, per_lot: 2 },
      internal_note: 'x',
    },
    expected: {
      ...product,
      visible: true,
      consumable_cost_per_test: 4.5,
      quality_control: { per_day: 1, per_lot: 2 },
    },
  },
  {
    name: 'hidden product is not projected',
    master: 'catalogue_master',
    doc: { ...product, visible: false, updated_by: 'staff-1' },
    expected: null,
  },
  {
    name: 'product without a visible flag is not projected',
    master: 'catalogue_master',
    doc: { ...product },
    expected: null,
  },
  {
    name: 'product with a truthy but non-true visible is not projected',
    master: 'catalogue_master',
    doc: { ...product, visible: 'yes' },
    expected: null,
  },
  {
    name: 'deleted visible product is not projected',
    master: 'catalogue_master',
    doc: { ...product, visible: true, _deleted: true },
    expected: null,
  },
  {
    name: 'visible link loses staff identity but keeps its own fields',
    master: 'publications_master',
    doc: { ...link, ...meta, visible: true, updated_by: 'staff-1' },
    product: shown,
    expected: { ...link, visible: true },
  },
  {
    name: 'hidden link is not projected',
    master: 'publications_master',
    doc: { ...link, visible: false },
    product: shown,
    expected: null,
  },
  {
    name: 'visible link of a hidden product is not projected',
    master: 'publications_master',
    doc: { ...link, visible: true },
    product: { ...shown, visible: false },
    expected: null,
  },
  {
    name: 'visible link of a product with links_visible false is not projected',
    master: 'publications_master',
    doc: { ...link, visible: true },
    product: { ...shown, links_visible: false },
    expected: null,
  },
  {
    name: 'visible link of a visible product without links_visible is projected',
    master: 'publications_master',
    doc: { ...link, visible: true },
    product: { ...product, visible: true },
    expected: { ...link, visible: true },
  },
  {
    name: 'visible link without its product is not projected',
    master: 'publications_master',
    doc: { ...link, visible: true },
    expected: null,
  },
  {
    name: 'visible link is not projected with a product other than its own',
    master: 'publications_master',
    doc: { ...link, visible: true },
    product: { ...shown, _id: 'p2' },
    expected: null,
  },
  {
    name: 'visible link of a deleted product is not projected',
    master: 'publications_master',
    doc: { ...link, visible: true },
    product: { ...shown, _deleted: true },
    expected: null,
  },
  {
    name: 'visible link without a product_id is not projected',
    master: 'publications_master',
    doc: { _id: 'l2', ...base, visible: true },
    product: shown,
    expected: null,
  },
  {
    name: 'visible safety notice keeps authority, reference, date and summary',
    master: 'publications_master',
    doc: { ...notice, ...meta, visible: true, updated_by: 'staff-1' },
    product: shown,
    expected: { ...notice, visible: true },
  },
  {
    name: 'safety notice of a hidden product is not projected',
    master: 'publications_master',
    doc: { ...notice, visible: true },
    product: { ...shown, visible: false },
    expected: null,
  },
  {
    name: 'masterdata is projected without a visible flag, without staff identity',
    master: 'masterdata_master',
    doc: { ...parameter, ...meta, updated_by: 'staff-1' },
    expected: { ...parameter },
  },
  {
    name: 'deleted masterdata is not projected',
    master: 'masterdata_master',
    doc: { _id: 'm1', _rev: '2-a', _deleted: true },
    expected: null,
  },
  {
    name: 'design documents are never projected',
    master: 'masterdata_master',
    doc: { _id: '_design/validate', validate_doc_update: 'function () {}' },
    expected: null,
  },
  {
    name: 'local documents are never projected',
    master: 'catalogue_master',
    doc: { _id: '_local/checkpoint', visible: true },
    expected: null,
  },
];

describe('projectDocument', () => {
  it.each(cases)('$name', ({ master, doc, product, expected }) => {
    expect(projectDocument(master, doc, product)).toEqual(expected);
  });

  it('does not modify the master document', () => {
    const doc = { ...product, visible: true, internal_note: 'x', updated_by: 's' };
    const copy = structuredClone(doc);
    projectDocument('catalogue_master', doc);
    expect(doc).toEqual(copy);
  });
});

describe('planWrite', () => {
  const desired = { _id: 'p1', name: 'A', tags: ['x', 'y'] };

  it('creates a missing document without a revision', () => {
    expect(planWrite('p1', desired, undefined)).toEqual(desired);
  });

  it('writes nothing when the content is already there, whatever the key order', () => {
    expect(planWrite('p1', desired, { tags: ['x', 'y'], name: 'A', _rev: '4-a', _id: 'p1' })).toBeNull();
  });

  it('updates changed content on top of the existing revision', () => {
    expect(planWrite('p1', desired, { _id: 'p1', _rev: '4-a', name: 'B', tags: ['x', 'y'] })).toEqual({
      ...desired,
      _rev: '4-a',
    });
  });

  it('removes a field that is no longer projected', () => {
    expect(planWrite('p1', desired, { ...desired, _rev: '4-a', internal_note: 'x' })).toEqual({
      ...desired,
      _rev: '4-a',
    });
  });

  it('deletes an existing document that must not be projected', () => {
    expect(planWrite('p1', null, { ...desired, _rev: '4-a' })).toEqual({
      _id: 'p1',
      _rev: '4-a',
      _deleted: true,
    });
  });

  it('writes nothing for a document that must not be projected and is not there', () => {
    expect(planWrite('p1', null, undefined)).toBeNull();
  });
});

describe('sameJson', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [[1, 2], [2, 1], false],
    [{ a: null }, { a: null }, true],
    [{ a: null }, {}, false],
    [{ a: [] }, { a: {} }, false],
    ['1', 1, false],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(sameJson(a, b)).toBe(expected);
  });
});
