// One live favourites list per local database, shared by every favourite button
// (db/shared-list.ts): a page of search results mounts twenty of them at once.
import type { Favourite } from '@poct/schemas';
import { createSharedList } from '../../db/shared-list.ts';
import { watchFavourites } from './local-favourites.ts';

const favourites = createSharedList<Favourite>(watchFavourites);

export const NO_FAVOURITES: Favourite[] = favourites.empty;

/** Follows `local`'s favourites; returns the function that stops following. */
export const subscribeFavourites = favourites.subscribe;

/** The list as last read (the empty list before the first read). */
export const currentFavourites = favourites.current;

/** How many queries follow `local`'s favourites now (0 or 1), for tests. */
export const favouriteQueries = favourites.queries;
