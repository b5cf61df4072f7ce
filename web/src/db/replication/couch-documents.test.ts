import { describe, expect, it } from 'vitest';
import { fromCouch, sameContent, toCouch } from './couch-documents.ts';

describe('couch documents', () => {
  it('moves between the wire and RxDB without metadata', () => {
    const rx = fromCouch({ _id: 'p1', _rev: '3-abc', _revisions: { start: 3 }, name: 'A', tags: ['x'] });
    expect(rx).toEqual({ id: 'p1', _deleted: false, name: 'A', tags: ['x'] });
    expect(toCouch({ ...rx, _meta: { lwt: 1 } }, '3-abc')).toEqual({
      _id: 'p1',
      _rev: '3-abc',
      name: 'A',
      tags: ['x'],
    });
    // `_id` wins over a stray `id`; a deletion keeps its flag.
    expect(fromCouch({ _id: 'p2', id: 'x', _deleted: true, _conflicts: ['2-b'] })).toEqual({
      id: 'p2',
      _deleted: true,
    });
    expect(toCouch({ id: 'p1', _deleted: true }, '4-d')).toEqual({ _id: 'p1', _rev: '4-d', _deleted: true });
  });

  it('compares content, not key order or metadata, and a missing _deleted as false', () => {
    expect(sameContent({ id: 'a', x: { b: 1, a: 2 } }, { x: { a: 2, b: 1 }, id: 'a', _deleted: false })).toBe(
      true,
    );
    expect(sameContent({ id: 'a', x: 1, _meta: { lwt: 5 } }, { id: 'a', x: 1, _rev: '1-z' })).toBe(true);
    expect(sameContent({ id: 'a', x: 1 }, { id: 'a', x: 2 })).toBe(false);
    expect(sameContent({ id: 'a', _deleted: true }, { id: 'a', x: 1 })).toBe(false);
    expect(sameContent({ id: 'a', _deleted: true, x: 1 }, { id: 'a', _deleted: true })).toBe(true);
  });
});
