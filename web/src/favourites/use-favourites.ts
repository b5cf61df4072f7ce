// Favourites for components: the current list (live, from the local database) and a toggle.
// Null for users whose device holds no favourites (guests, free accounts).
import { useEffect, useState } from 'react';
import type { Favourite } from '@poct/schemas';
import { toggleFavourite, watchFavourites } from '../db/favourites.ts';
import { useSession } from '../session/use-session.ts';
import { useSyncEngine } from '../sync/sync-context.ts';

export interface Favourites {
  list: Favourite[];
  has(productId: string): boolean;
  toggle(productId: string): Promise<boolean>;
}

export function useFavourites(): Favourites | null {
  const engine = useSyncEngine();
  const { user } = useSession();
  const [list, setList] = useState<Favourite[]>([]);
  const local = engine?.local.collection('favourites') ? engine.local : null;

  useEffect(() => {
    if (!local) return;
    const subscription = watchFavourites(local, setList);
    return () => subscription?.unsubscribe();
  }, [local]);

  if (!local || !user) return null;
  const ids = new Set(list.map((favourite) => favourite.product_id));
  return {
    list,
    has: (productId) => ids.has(productId),
    toggle: (productId) => toggleFavourite(local, user.id, productId),
  };
}
