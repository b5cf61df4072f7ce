// The kept first page of a master list (first-page-record.ts): per user and list, ignored when
// of another format, not kept when too large, and removed by the sign-out wipe with the rest of
// the device's copy.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { wipeLocalData } from '../db/storage/wipe-local-data.ts';
import { firstPageKey, readFirstPage, writeFirstPage } from './first-page-record.ts';

const page = {
  rows: [{ id: 'p1', name: 'Alpha' }],
  total: 1,
  pages: 1,
  cells: [{ name: 'Alpha' }],
  locale: 'en',
};

describe('the kept first page of a list', () => {
  it('is read back per user and list, and written only when it changed', () => {
    const storage = window.localStorage;
    const mine = firstPageKey('user-a', 'ds.products:all');
    const text = writeFirstPage(storage, mine, page);
    expect(readFirstPage(storage, mine)).toEqual(page);
    expect(readFirstPage(storage, firstPageKey('user-b', 'ds.products:all'))).toBeNull();
    expect(readFirstPage(storage, firstPageKey('user-a', 'ds.products:hidden'))).toBeNull();
    storage.setItem(mine, 'changed behind its back');
    expect(writeFirstPage(storage, mine, page, text)).toBe(text);
    expect(storage.getItem(mine)).toBe('changed behind its back');
  });

  it('ignores another format or broken text, and does not keep a page that is too large', () => {
    const storage = window.localStorage;
    const key = firstPageKey('user-c', 'ds.links:all');
    storage.setItem(key, JSON.stringify({ ...page, format: 0 }));
    expect(readFirstPage(storage, key)).toBeNull();
    // Format 1 kept no cell texts (a links page would show product ids).
    storage.setItem(key, JSON.stringify({ rows: page.rows, total: 1, pages: 1, format: 1 }));
    expect(readFirstPage(storage, key)).toBeNull();
    storage.setItem(key, '{broken');
    expect(readFirstPage(storage, key)).toBeNull();
    writeFirstPage(storage, key, page);
    const huge = { ...page, rows: [{ id: 'big', name: 'x'.repeat(500_000) }] };
    expect(writeFirstPage(storage, key, huge)).toBeNull();
    expect(storage.getItem(key)).toBeNull();
  });

  it('is removed by the sign-out wipe', async () => {
    const storage = window.localStorage;
    const key = firstPageKey('user-d', 'ds.products:all');
    writeFirstPage(storage, key, page);
    await wipeLocalData(storage);
    expect(storage.getItem(key)).toBeNull();
  });
});
