import { describe, expect, it } from 'vitest';
import type { CouchDoc } from './couch-documents.ts';
import { snapshotChanges } from './packed-replication.ts';
import type { PackedDoc } from './packed-store.ts';

const couch = (id: string, rev: string): CouchDoc => ({ _id: id, _rev: rev, name: id });
const held = (id: string, rev: string): [string, PackedDoc] => [
  id,
  { doc: { id, _deleted: false, name: id }, rev },
];

describe('loading a snapshot', () => {
  it('takes every document of the snapshot on an empty device, without the server views', () => {
    const changes = snapshotChanges(
      [couch('a', '1-a'), couch('_design/x', '1-x'), couch('b', '2-b')],
      new Map(),
    );
    expect(changes).toEqual([
      { doc: { id: 'a', _deleted: false, name: 'a' }, rev: '1-a' },
      { doc: { id: 'b', _deleted: false, name: 'b' }, rev: '2-b' },
    ]);
  });

  it('over a partial pull writes only what differs: newer revisions, new documents, and deletions', () => {
    const device = new Map([held('same', '3-s'), held('older', '1-o'), held('gone', '1-g')]);
    const changes = snapshotChanges(
      [couch('same', '3-s'), couch('older', '2-o'), couch('new', '1-n')],
      device,
    );
    expect(changes.map((change) => `${change.doc.id}@${change.rev}:${change.doc._deleted}`)).toEqual([
      'older@2-o:false',
      'new@1-n:false',
      'gone@:true',
    ]);
  });
});
