// Favourites for components: the current list (live, from the local database, one query shared
// by all: favourites-store.ts) and a toggle. Null for users whose device holds no favourites
// (guests, free accounts).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Favourite } from '@poct/schemas';
import { toggleFavourite } from './local-favourites.ts';
import { useSession } from '../../session/use-session.ts';
import { useSyncEngine } from '../../sync/sync-context.ts';
import { currentFavourites, NO_FAVOURITES, subscribeFavourites } from './favourites-store.ts';

export interface Favourites {
  list: Favourite[];
  has(productId: string): boolean;
  toggle(productId: string): Promise<boolean>;
}

export function useFavourites(): Favourites | null {
  const engine = useSyncEngine();
  const { user } = useSession();
  const local = engine?.local.collection('favourites') ? engine.local : null;
  const subscribe = useCallback(
    (listener: () => void) => (local ? subscribeFavourites(local, listener) : () => {}),
    [local],
  );
  const list = useSyncExternalStore(subscribe, () => (local ? currentFavourites(local) : NO_FAVOURITES));
  const ids = useMemo(() => new Set(list.map((favourite: Favourite) => favourite.product_id)), [list]);

  if (!local || !user) return null;
  return {
    list,
    has: (productId) => ids.has(productId),
    toggle: (productId) => toggleFavourite(local, user.id, productId),
  };
}
