// Called by the app's start (main.tsx) before anything renders: on a cold start at the search
// page's address, on a device with data, the search service starts now rather than when the
// page's chunks have loaded (search-service.ts startFromSavedSession), so reading the cold-start
// record in the worker overlaps loading the page, and the page's chunks load beside the language's
// catalogue instead of after it (the router's lazy import then finds them loaded). Kept small: it
// is in the app's first chunk.
import { pageOf, SEARCH_PAGE } from '../../db/storage/database-open-gate.ts';
import { LOCAL_DATA_MARKER } from '../../db/storage/wipe-local-data.ts';

export function startSearchEarly(): void {
  if (pageOf(location.pathname) !== SEARCH_PAGE || !localStorage.getItem(LOCAL_DATA_MARKER)) return;
  void import('./search-service.ts').then(({ startFromSavedSession }) => startFromSavedSession());
  void import('./SearchPage.tsx');
}
