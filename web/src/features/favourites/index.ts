// What the favourites feature offers the other features: they import it from here, never from its files.
export { FavouriteButton } from './FavouriteButton.tsx';
export { useFavourites } from './use-favourites.ts';
