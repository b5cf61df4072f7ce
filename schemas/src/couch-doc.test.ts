import { describe, expect, it } from 'vitest';
import { fromCouchDoc, toCouchDoc, withoutMeta } from './couch-doc.ts';

describe('fromCouchDoc', () => {
  it('turns _id into id and drops every underscore field', () => {
    const couch = {
      _id: 'prod-1',
      _rev: '3-abc',
      _deleted: false,
      _revisions: { start: 3, ids: ['abc', 'def', 'ghi'] },
      _conflicts: ['2-xyz'],
      name: 'Analyzer',
      price: { min: 1 },
    };
    expect(fromCouchDoc(couch)).toEqual({ id: 'prod-1', name: 'Analyzer', price: { min: 1 } });
  });

  it('lets _id win over a stray id field', () => {
    expect(fromCouchDoc({ _id: 'a', id: 'b' })).toEqual({ id: 'a' });
  });
});

describe('toCouchDoc', () => {
  it('turns id into _id and drops RxDB metadata', () => {
    const rx = {
      id: 'prod-1',
      name: 'Analyzer',
      _rev: '1-rxdb',
      _meta: { lwt: 1 },
      _attachments: {},
      _deleted: false,
    };
    expect(toCouchDoc(rx)).toEqual({ _id: 'prod-1', name: 'Analyzer' });
  });

  it('adds a stored revision and a deletion when asked', () => {
    expect(toCouchDoc({ id: 'x', a: 1 }, { rev: '2-b', deleted: true })).toEqual({
      _id: 'x',
      _rev: '2-b',
      _deleted: true,
      a: 1,
    });
  });

  it('round-trips with fromCouchDoc', () => {
    const doc = { id: 'link-1', title: 'Study', abstract: { de: 'Text', en: '' } };
    expect(fromCouchDoc(toCouchDoc(doc))).toEqual(doc);
  });
});

describe('withoutMeta', () => {
  it('drops known metadata, keeps unknown underscore fields and fills id from _id', () => {
    expect(withoutMeta({ _id: 'a', _rev: '1-x', _meta: {}, _evil: 1, name: 'n' })).toEqual({
      id: 'a',
      _evil: 1,
      name: 'n',
    });
  });
});
