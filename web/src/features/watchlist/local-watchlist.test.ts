// The watchlist on a real local database (RxDB on fake-indexeddb): a toggle writes a watch the
// server's schema accepts (id = product id, the user as author) and a second toggle removes it;
// the shared list follows both.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { validateDocument } from '@poct/schemas';
import { openLocalDatabase, type LocalDatabase } from '../../db/storage/local-database.ts';
import { sharedWatchlist, toggleWatch } from './local-watchlist.ts';

let local: LocalDatabase;
let counter = 0;

beforeEach(async () => {
  local = await openLocalDatabase(`watchlist-${process.pid}-${++counter}`, ['watchlist']);
});
afterEach(async () => {
  await local.db.remove();
});

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

it('watches a product with a document the server accepts, and stops watching it', async () => {
  const stop = sharedWatchlist.subscribe(local, () => {});
  expect(await toggleWatch(local, 'user-1', 'prod-00001')).toBe(true);
  await until(() => sharedWatchlist.current(local).length === 1);
  const [watch] = sharedWatchlist.current(local);
  expect(watch).toMatchObject({ id: 'prod-00001', product_id: 'prod-00001', updated_by: 'user-1' });
  expect(validateDocument('watch', watch!)).toEqual({ ok: true });
  expect(await toggleWatch(local, 'user-1', 'prod-00001')).toBe(false);
  await until(() => sharedWatchlist.current(local).length === 0);
  stop();
});
