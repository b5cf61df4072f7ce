// When the local database may open. Opening it reads the whole packed catalogue on the page's
// thread (seconds at 40,000 products), and a cold start that answers its first search from the
// cold-start record (search/search-service.ts) would otherwise paint that answer only after it:
// the offline start at 40,000 spent most of its time here (issue 15). So a cold start holds the
// opening until its first answer is on screen, never longer than MAX_HOLD_MS; without a hold the
// database opens at once (a first sign-in, a page without search).
// The sync controller may ask before the search page has made its service (both load lazily):
// on a search address of a device with data it first waits up to EXPECT_MS for the hold.
import { LOCAL_DATA_MARKER } from './wipe-local-data.ts';

export const MAX_HOLD_MS = 1500;
export const EXPECT_MS = 500;

let hold: Promise<void> | null = null;
let holdMade: () => void = () => {};
let nextHold = new Promise<void>((resolve) => (holdMade = resolve));

/** Whether this page load is likely a cold start of the search page (a device with data). */
function coldSearchExpected(): boolean {
  if (typeof location === 'undefined' || typeof localStorage === 'undefined') return false;
  return (
    /^\/(?:en\/|de\/)?search\/?$/.test(location.pathname) && localStorage.getItem(LOCAL_DATA_MARKER) !== null
  );
}

/** Holds the opening until `released` settles (fulfilled or not), at most `maxMs`. */
export function holdDatabaseOpening(released: Promise<unknown>, maxMs = MAX_HOLD_MS): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const current: Promise<void> = Promise.race([
    released.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, maxMs))),
  ]).finally(() => {
    clearTimeout(timer);
    if (hold === current) hold = null;
  });
  hold = current;
  holdMade();
  nextHold = new Promise<void>((resolve) => (holdMade = resolve));
}

/** Resolves when the local database may open (at once when nothing holds it). */
export async function databaseMayOpen(): Promise<void> {
  if (!hold && coldSearchExpected()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([nextHold, new Promise<void>((resolve) => (timer = setTimeout(resolve, EXPECT_MS)))]);
    clearTimeout(timer);
  }
  await hold;
}
