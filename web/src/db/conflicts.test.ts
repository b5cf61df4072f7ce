// The keeping conflict handler over the real local database (RxDB on Dexie, IndexedDB from
// fake-indexeddb): a conflict reported again unchanged keeps its record (an open resolver keyed
// by `detected_at` must not remount and lose the editor's choices); a new one replaces it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { validDocuments } from '../../../schemas/src/test-fixtures.ts';
import { keepingConflictHandler, watchConflicts, type Conflict } from './conflicts.ts';
import type { RxDocData } from './replication/couch-documents.ts';
import { openLocalDatabase, type LocalDatabase } from './storage/local-database.ts';

let local: LocalDatabase;
let counter = 0;

beforeEach(async () => {
  local = await openLocalDatabase(`conflicts-${process.pid}-${++counter}`, ['catalogue_master']);
});

afterEach(async () => {
  await local.db.remove();
});

function current(): Promise<Conflict[]> {
  return new Promise((resolve) => {
    const stop = watchConflicts(local, (conflicts) => {
      resolve(conflicts);
      queueMicrotask(() => stop());
    });
  });
}

const base = validDocuments().product as unknown as RxDocData;
const mine = { ...base, name: 'Name chosen offline' } as RxDocData;
const theirs = { ...base, manufacturer: 'Maker chosen online', _rev: '2-b' } as RxDocData;

it('keeps the record of a conflict reported again unchanged, and replaces it when either side changed', async () => {
  const handler = keepingConflictHandler('catalogue_master', () => local);
  const input = { newDocumentState: mine, realMasterState: theirs };
  expect(await handler.resolve(input, 'test')).toEqual(theirs);
  const [first] = await current();
  expect(first).toMatchObject({ doc_id: base.id, local: { name: 'Name chosen offline' } });

  await new Promise((resolve) => setTimeout(resolve, 5));
  await handler.resolve(input, 'test');
  const again = await current();
  expect(again).toHaveLength(1);
  expect(again[0]!.detected_at).toBe(first!.detected_at);

  const newer = { ...theirs, manufacturer: 'Maker changed again', _rev: '3-c' } as RxDocData;
  await handler.resolve({ newDocumentState: mine, realMasterState: newer }, 'test');
  const replaced = await current();
  expect(replaced).toHaveLength(1);
  expect(replaced[0]!.remote).toMatchObject({ manufacturer: 'Maker changed again' });
  expect(replaced[0]!.detected_at).not.toBe(first!.detected_at);
});
