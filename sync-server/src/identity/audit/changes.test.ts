// changedFields: the `old → new` list the History panel and the audit overview show.
import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.ts';

describe('changedFields', () => {
  it('when a name and a nested price changed, then both are listed with old and new, bookkeeping left out', () => {
    const before = {
      _id: 'p',
      _rev: '1-a',
      name: 'A',
      price: { min: 1, max: 5 },
      updated_at: 'x',
      visible: true,
    };
    const after = {
      _id: 'p',
      _rev: '1-a',
      name: 'B',
      price: { min: 1, max: 7 },
      updated_at: 'y',
      visible: true,
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'name', old: 'A', new: 'B' },
      { field: 'price.max', old: 5, new: 7 },
    ]);
  });

  it('when a field was added or removed, then only the side that exists is given; arrays compare whole', () => {
    expect(changedFields({ a: 1, tags: ['x'] }, { b: 2, tags: ['x', 'y'] })).toEqual([
      { field: 'a', old: 1 },
      { field: 'b', new: 2 },
      { field: 'tags', old: ['x'], new: ['x', 'y'] },
    ]);
  });

  it('when the document is new, then every field is new; when it is deleted, then nothing is listed', () => {
    expect(changedFields(null, { _id: 'n', name: { de: 'N', en: 'N' } })).toEqual([
      { field: 'name.de', new: 'N' },
      { field: 'name.en', new: 'N' },
    ]);
    expect(changedFields({ _id: 'n', name: 'x' }, { _id: 'n', _deleted: true })).toEqual([]);
  });
});
