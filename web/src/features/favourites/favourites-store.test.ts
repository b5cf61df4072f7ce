// The shared favourites list (favourites-store.ts) on a real local database (RxDB on
// fake-indexeddb): many subscribers share one query, each sees every change, and the query ends
// with the last subscriber.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toggleFavourite } from './local-favourites.ts';
import { openLocalDatabase, type LocalDatabase } from '../../db/storage/local-database.ts';
import { currentFavourites, favouriteQueries, subscribeFavourites } from './favourites-store.ts';

let local: LocalDatabase;
let counter = 0;

beforeEach(async () => {
  local = await openLocalDatabase(`favourites-store-${process.pid}-${++counter}`, ['favourites']);
});
afterEach(async () => {
  await local.db.remove();
});

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('the shared favourites list', () => {
  it('serves twenty subscribers from one query, tells each of every change, and stops with the last', async () => {
    const heard = Array.from({ length: 20 }, () => 0);
    const stops = heard.map((_, index) => subscribeFavourites(local, () => heard[index]!++));
    expect(favouriteQueries(local)).toBe(1);

    await toggleFavourite(local, 'user-1', 'prod-00001');
    await until(() => currentFavourites(local).some((favourite) => favourite.product_id === 'prod-00001'));
    await until(() => heard.every((count) => count > 0));

    // A subscriber that comes later reads the current list at once.
    const late = subscribeFavourites(local, () => {});
    expect(currentFavourites(local).map((favourite) => favourite.product_id)).toEqual(['prod-00001']);
    expect(favouriteQueries(local)).toBe(1);

    for (const stop of [...stops, late]) stop();
    expect(favouriteQueries(local)).toBe(0);

    // Following again starts one query again and still sees changes.
    let again = 0;
    const stop = subscribeFavourites(local, () => again++);
    expect(favouriteQueries(local)).toBe(1);
    await toggleFavourite(local, 'user-1', 'prod-00001');
    await until(() => currentFavourites(local).length === 0);
    expect(again).toBeGreaterThan(0);
    stop();
  });
});
