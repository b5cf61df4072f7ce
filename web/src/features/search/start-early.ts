// Called by the app's start (main.tsx) before anything renders: on a cold start at the search
// page's address the saved session's search service starts now rather than when the
// page's chunks have loaded (search-service.ts startFromSavedSession), so reading the cold-start
// record in the worker overlaps loading the page, and the page's chunks load beside the language's
// catalogue instead of after it (the router's lazy import then finds them loaded). Kept small: it
// is in the app's first chunk.
import { pageOf, SEARCH_PAGE } from '../../db/storage/database-open-gate.ts';

/** Whether the device holds data and whose it is, startFromSavedSession tells. */
export function startSearchEarly(): void {
  if (pageOf(location.pathname) !== SEARCH_PAGE) return;
  void import('./search-service.ts').then(({ startFromSavedSession }) => startFromSavedSession());
  void import('./SearchPage.tsx');
}
