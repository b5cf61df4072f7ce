// A product on or off one of the user's own lists (favourites, watchlist): the document's id is
// the product id, so toggling removes the one there or inserts `make()`. True when it is on now.
import type { LocalCollectionName } from './collections.ts';
import type { LocalDatabase } from './storage/local-database.ts';

export async function toggleDocument(
  local: LocalDatabase,
  name: LocalCollectionName,
  id: string,
  make: () => object,
): Promise<boolean> {
  const collection = local.collection(name);
  if (!collection) throw new Error(`${name} is not replicated for this user`);
  const existing = await collection.findOne(id).exec();
  if (existing) {
    await existing.remove();
    return false;
  }
  await collection.insert(make());
  return true;
}
