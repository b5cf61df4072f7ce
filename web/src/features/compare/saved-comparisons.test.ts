// Saved comparisons on a real local database (RxDB on fake-indexeddb): saved, renamed, given the
// current selection, shared and unshared, deleted; each write is checked by the shared schema
// before it reaches the collection, and the live list follows every change.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseShareToken, type SavedComparison } from '@poct/schemas';
import { openLocalDatabase, type LocalDatabase } from '../../db/storage/local-database.ts';
import {
  deleteComparison,
  saveComparison,
  SavedComparisonInvalid,
  shareComparison,
  updateComparison,
  watchSavedComparisons,
} from './saved-comparisons.ts';

let local: LocalDatabase;
let counter = 0;
const USER = 'user-premium';

beforeEach(async () => {
  local = await openLocalDatabase(`saved-comparisons-${process.pid}-${++counter}`, ['saved_comparisons']);
});
afterEach(async () => {
  await local.db.remove();
});

async function listed(): Promise<SavedComparison[]> {
  return new Promise((resolve) => {
    const subscription = watchSavedComparisons(local, (list) => {
      resolve(list);
      queueMicrotask(() => subscription?.unsubscribe());
    });
  });
}

describe('saved comparisons on the device', () => {
  it('saves under a name, renames, replaces the products and deletes', async () => {
    const saved = await saveComparison(local, USER, '  CRP devices  ', ['prod-1', 'prod-2']);
    expect(saved).toMatchObject({ name: 'CRP devices', product_ids: ['prod-1', 'prod-2'], updated_by: USER });
    expect(saved.id).toMatch(/^cmp-[0-9a-f-]{36}$/);

    await updateComparison(local, USER, saved.id, { name: 'Renamed' });
    await updateComparison(local, USER, saved.id, { product_ids: ['prod-3'] });
    expect(await listed()).toEqual([expect.objectContaining({ name: 'Renamed', product_ids: ['prod-3'] })]);

    await deleteComparison(local, saved.id);
    expect(await listed()).toEqual([]);
  });

  it('refuses a blank name and more products than a comparison holds, and keeps what was there', async () => {
    await expect(saveComparison(local, USER, '   ', ['prod-1'])).rejects.toBeInstanceOf(
      SavedComparisonInvalid,
    );
    const saved = await saveComparison(local, USER, 'Kept', ['prod-1']);
    const eleven = Array.from({ length: 11 }, (_, i) => `prod-${i}`);
    await expect(updateComparison(local, USER, saved.id, { product_ids: eleven })).rejects.toBeInstanceOf(
      SavedComparisonInvalid,
    );
    expect(await listed()).toEqual([expect.objectContaining({ name: 'Kept', product_ids: ['prod-1'] })]);
  });

  it('shares with one secret per comparison until sharing stops', async () => {
    const saved = await saveComparison(local, USER, 'Shared', ['prod-1']);
    const token = await shareComparison(local, USER, saved);
    const parts = parseShareToken(token);
    expect(parts).toMatchObject({ ownerId: USER, comparisonId: saved.id });
    const [stored] = await listed();
    expect(stored!.share_secret).toBe(parts!.secret);
    // Shared again: the same link.
    expect(await shareComparison(local, USER, stored!)).toBe(token);

    await updateComparison(local, USER, saved.id, { share_secret: undefined });
    expect((await listed())[0]!.share_secret).toBeUndefined();
  });
});
