// The user's favourites in the local `favourites` collection: written here, pushed to the
// user's own database on the server by the replication (also later, after being offline).
import type { Subscription } from 'rxjs';
import type { Favourite } from '@poct/schemas';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import { toggleDocument } from '../../db/toggle-document.ts';

export function watchFavourites(
  local: LocalDatabase,
  onChange: (favourites: Favourite[]) => void,
): Subscription | undefined {
  return local
    .collection('favourites')
    ?.find()
    .$.subscribe((docs) =>
      onChange(
        docs
          .map((doc) => doc.toJSON() as unknown as Favourite)
          .sort((a, b) => b.created_at.localeCompare(a.created_at)),
      ),
    );
}

/** Adds the product to the favourites or removes it; the favourite's id is the product id. */
export function toggleFavourite(local: LocalDatabase, userId: string, productId: string): Promise<boolean> {
  return toggleDocument(local, 'favourites', productId, (): Favourite => ({
    id: productId,
    product_id: productId,
    user_id: userId,
    created_at: new Date().toISOString(),
  }));
}
