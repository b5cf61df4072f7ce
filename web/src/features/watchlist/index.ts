// What the watchlist feature offers the other features: they import it from here, never from its files.
export { WatchButton } from './WatchButton.tsx';
export { WatchProducts } from './WatchProducts.tsx';
export { useAlerts, useWatchlist, type Alerts } from './use-watchlist.ts';
