// When the local database may open. Opening it reads the whole packed catalogue and the staff
// masters on the page's thread (seconds at 40,000 products), and a page that can paint from a
// kept record would otherwise paint only after it. Two pages do: the search page
// answers its first search from the cold-start record (features/search/search-service.ts), a workspace
// list paints its kept first page (workspace/use-first-page.ts). So such a page holds the opening
// until its first paint, never longer than MAX_HOLD_MS; without a hold the database opens at once
// (a first sign-in, a page without a kept record).
// The sync controller may ask before the page has made its hold (pages load lazily): on the
// address of such a page, on a device with data, it first waits up to EXPECT_MS for the hold,
// unless a hold has already come and gone (the page painted first).
import { KEPT_RECORD_PAGES_KEY, LOCAL_DATA_MARKER } from './wipe-local-data.ts';

export const MAX_HOLD_MS = 1500;
export const EXPECT_MS = 500;
// KEPT_RECORD_PAGES_KEY: the addresses (without language) whose page painted from a kept record
// on this device; their next cold start is expected to hold. Addresses only, nothing of the
// user's data, and removed with the device's copy by the sign-out wipe.
export { KEPT_RECORD_PAGES_KEY };
const MAX_KEPT_RECORD_PAGES = 20;
/** The search page's address (without language): it always answers from a kept record. */
export const SEARCH_PAGE = '/search';

let hold: Promise<void> | null = null;
/** A hold came and went: the page expected has painted, nothing more to wait for. */
let holdEnded = false;
let holdMade: () => void = () => {};
let nextHold = new Promise<void>((resolve) => (holdMade = resolve));

/** The address without its language prefix or trailing slash: "/en/ds/products/" → "/ds/products". */
export function pageOf(pathname: string): string {
  return pathname.replace(/^\/(?:en|de)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
}

function keptRecordPages(storage: Storage): string[] {
  try {
    const pages: unknown = JSON.parse(storage.getItem(KEPT_RECORD_PAGES_KEY) ?? '[]');
    return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

/** Notes that the page at `pathname` paints from a kept record (a workspace list kept its page). */
export function notePaintsFromKeptRecord(pathname: string, storage: Storage = localStorage): void {
  const page = pageOf(pathname);
  const pages = keptRecordPages(storage);
  if (pages.includes(page)) return;
  try {
    storage.setItem(KEPT_RECORD_PAGES_KEY, JSON.stringify([page, ...pages].slice(0, MAX_KEPT_RECORD_PAGES)));
  } catch {
    // Storage full or refused: the next cold start only opens the database without waiting.
  }
}

/** Whether this page load is likely a cold start of a page that paints from a kept record. */
function holdExpected(): boolean {
  if (typeof location === 'undefined' || typeof localStorage === 'undefined') return false;
  if (localStorage.getItem(LOCAL_DATA_MARKER) === null) return false;
  const page = pageOf(location.pathname);
  return page === SEARCH_PAGE || keptRecordPages(localStorage).includes(page);
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
    if (hold !== current) return;
    hold = null;
    holdEnded = true;
  });
  hold = current;
  holdMade();
  nextHold = new Promise<void>((resolve) => (holdMade = resolve));
}

/** Resolves after the frame that follows the tasks already queued (React's render of a page). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0));
}

/** Resolves when the local database may open (at once when nothing holds it). */
export async function databaseMayOpen(): Promise<void> {
  if (!hold && !holdEnded && holdExpected()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([nextHold, new Promise<void>((resolve) => (timer = setTimeout(resolve, EXPECT_MS)))]);
    clearTimeout(timer);
  }
  await hold;
}
