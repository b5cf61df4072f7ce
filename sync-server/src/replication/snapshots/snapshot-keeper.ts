// Keeps one current snapshot per shared database: the first made at start, a new one
// after each burst of changes. The change notifier (gateway/change-notifier.ts) says which
// database changed; a burst is over when it has been quiet for `quietMs` (or `maxWaitMs` after
// its first change, so a steady stream of writes still gets fresh snapshots). Makes run one at a
// time in this process, so at most one database is held uncompressed at once. A periodic check
// (`_changes` since the snapshot's seq, one row) catches a change the notifier missed (its feed
// starts at "now", after a store restart too).
// Kept in memory, compressed: the demo catalogue's 40,000 products are a few megabytes as brotli
// and gzip (bench/README.md), served straight from a Buffer. With `dir`, each snapshot is
// also written to disk and read back at the next start (kept-snapshots.ts): a restarted server
// serves at once, and makes anew only the databases that changed while it was down.
import type { ChangeNotifier } from '../gateway/change-notifier.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createSerialQueue } from '../../platform/store/serial-queue.ts';
import { databaseMark, keepSnapshot, readKeptSnapshot } from './kept-snapshots.ts';
import { makeSnapshot, type Snapshot } from './make-snapshot.ts';
import { log } from '../../platform/log/logger.ts';

export interface SnapshotOptions {
  quietMs: number;
  maxWaitMs: number;
  checkEveryMs: number;
  log: (message: string) => void;
  /** Where snapshots are kept across restarts (DATA_DIR/snapshots); none: memory only. */
  dir?: string | undefined;
}

const DEFAULTS: SnapshotOptions = {
  quietMs: 1000,
  maxWaitMs: 15_000,
  checkEveryMs: 30_000,
  log: (message) => log.warn({ area: 'snapshots' }, message),
};

export interface SnapshotKeeper {
  /** The newest finished snapshot of `db`, or undefined while the first is being made. */
  current(db: string): Snapshot | undefined;
  /** How many snapshots of `db` this process has made (tests: one per burst). */
  made(db: string): number;
  /** Resolves once the kept snapshots are read (at once without `dir`); the server listens after it. */
  loaded: Promise<void>;
  /**
   * Resolves once `db` has a snapshot with no change after its seq and none is due: for tests and
   * the bench, which need the snapshot a device would get once the server has caught up.
   */
  caughtUp(db: string, timeoutMs?: number): Promise<Snapshot>;
  stop(): void;
}

interface DatabaseState {
  current?: Snapshot;
  made: number;
  /** A make is queued or running. */
  busy: boolean;
  /** Changes arrived that the current (or running) make may not hold. */
  dirty: boolean;
  firstDirtyAt: number;
  timer?: NodeJS.Timeout;
  failures: number;
  /** The database's mark (kept-snapshots.ts), read once. */
  mark?: Promise<string>;
}

export function startSnapshotKeeper(
  store: StoreClient,
  notifier: Pick<ChangeNotifier, 'subscribe'>,
  databases: readonly string[],
  overrides: Partial<SnapshotOptions> = {},
): SnapshotKeeper {
  const options = { ...DEFAULTS, ...overrides };
  const controller = new AbortController();
  const queue = createSerialQueue();
  const states = new Map<string, DatabaseState>(
    databases.map((db) => [db, { made: 0, busy: false, dirty: true, firstDirtyAt: 0, failures: 0 }]),
  );

  function schedule(db: string, state: DatabaseState, delayMs: number): void {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => enqueue(db, state), delayMs);
  }

  function enqueue(db: string, state: DatabaseState): void {
    state.timer = undefined;
    if (state.busy || controller.signal.aborted) return;
    state.busy = true;
    void queue('make', async () => {
      // Changes from here on may be missed by this make: they mark the database dirty again.
      state.dirty = false;
      try {
        const snapshot = await makeSnapshot(store, db, controller.signal);
        state.current = snapshot;
        state.made += 1;
        state.failures = 0;
        // Served from now on; written before the next make, so `caughtUp` means kept too.
        if (options.dir) await keep(db, state, options.dir, snapshot);
      } catch (error) {
        if (controller.signal.aborted) return;
        state.failures += 1;
        state.dirty = true;
        options.log(`${db}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        state.busy = false;
      }
      if (state.dirty && !controller.signal.aborted) {
        const retry = state.failures > 0 ? Math.min(30_000, 500 * 2 ** state.failures) : options.quietMs;
        schedule(db, state, retry);
      }
    });
  }

  function markOf(db: string, state: DatabaseState): Promise<string> {
    state.mark ??= databaseMark(store, db).catch((error: unknown) => {
      state.mark = undefined;
      throw error;
    });
    return state.mark;
  }

  /** A failed write costs only the next restart's head start. */
  async function keep(db: string, state: DatabaseState, dir: string, snapshot: Snapshot): Promise<void> {
    try {
      const mark = await markOf(db, state);
      if (!controller.signal.aborted) await keepSnapshot(dir, mark, snapshot);
    } catch (error) {
      options.log(`${db}: not kept on disk: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The kept snapshot of each database becomes its current one; a database that has not changed
   * since needs no make. A failure to read is only a slower start: the database is made anew.
   */
  async function readKept(dir: string): Promise<void> {
    // Read side by side (start-up waits for them); made in the keeper's order (projections first).
    const needed = await Promise.all(
      [...states].map(async ([db, state]) => {
        try {
          const kept = await readKeptSnapshot(dir, store, db, await markOf(db, state));
          // A make that finished meanwhile is newer.
          if (kept && !state.current) {
            state.current = kept;
            // A change reported meanwhile has scheduled a make already.
            if (!(await behind(db, kept)) && !state.timer && !state.busy) {
              state.dirty = false;
              return false;
            }
          }
        } catch (error) {
          options.log(
            `${db}: kept snapshot not read: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        return true;
      }),
    );
    if (controller.signal.aborted) return;
    [...states].forEach(([db, state], index) => {
      if (needed[index]) enqueue(db, state);
    });
  }

  function changed(db: string): void {
    const state = states.get(db);
    if (!state || controller.signal.aborted) return;
    const now = Date.now();
    if (!state.dirty) {
      state.dirty = true;
      state.firstDirtyAt = now;
    }
    // While a make runs, it reschedules itself when it ends (the database is dirty again).
    if (state.busy) return;
    const waited = now - state.firstDirtyAt;
    schedule(db, state, Math.max(0, Math.min(options.quietMs, options.maxWaitMs - waited)));
  }

  const unsubscribe = notifier.subscribe((db, userId) => {
    if (userId === undefined) changed(db);
  });

  async function behind(db: string, snapshot: Snapshot): Promise<boolean> {
    const page = await store.changes(db, { since: String(snapshot.seq), limit: '1' }, controller.signal);
    return page.results.length > 0;
  }

  const check = setInterval(() => {
    for (const [db, state] of states) {
      const { current } = state;
      if (!current || state.busy || state.dirty) continue;
      behind(db, current)
        .then((yes) => yes && changed(db))
        .catch(() => undefined);
    }
  }, options.checkEveryMs);
  check.unref();

  let loaded = Promise.resolve();
  if (options.dir) loaded = readKept(options.dir);
  else for (const [db, state] of states) enqueue(db, state);

  return {
    current: (db) => states.get(db)?.current,
    made: (db) => states.get(db)?.made ?? 0,
    loaded,
    async caughtUp(db, timeoutMs = 30_000) {
      const state = states.get(db);
      if (!state) throw new Error(`no snapshots of ${db}`);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { current } = state;
        if (current && !state.busy && !state.dirty && !state.timer) {
          if (!(await behind(db, current))) return current;
          changed(db);
        }
        if (Date.now() > deadline) throw new Error(`the snapshot of ${db} did not catch up`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop() {
      controller.abort();
      clearInterval(check);
      unsubscribe();
      for (const state of states.values()) clearTimeout(state.timer);
    },
  };
}
