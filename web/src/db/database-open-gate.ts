// When the local database may open. Opening it reads the whole packed catalogue on the page's
// thread (seconds at 40,000 products), and a cold start that answers its first search from the
// cold-start record (search/search-service.ts) would otherwise paint that answer only after it:
// the offline start at 40,000 spent most of its time here (issue 15). So a cold start holds the
// opening until its first answer is on screen, never longer than MAX_HOLD_MS; without a hold the
// database opens at once (a first sign-in, a page without search).
export const MAX_HOLD_MS = 1500;

let hold: Promise<void> | null = null;

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
}

/** Resolves when the local database may open (at once when nothing holds it). */
export function databaseMayOpen(): Promise<void> {
  return hold ?? Promise.resolve();
}
