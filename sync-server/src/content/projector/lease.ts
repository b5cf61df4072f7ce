// A lease in the store, so that one process at a time does work that must happen once (several
// servers may share one CouchDB). The lease is one document `{ owner, expires_at }`; it is taken
// only when it is missing, expired or already ours, and always written with the `_rev` that was
// read, so of two processes that try at once the store lets exactly one win (the other gets a 409).
// The holder renews it well before it expires; a holder that stops releases it, and one that dies
// simply lets it run out, after which another process takes it.
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { STATE_DATABASE } from '../../platform/store/databases.ts';
import { ifLostRace, updateDocument } from '../../platform/store/update-document.ts';

export interface LeaseTiming {
  /** How long a taken or renewed lease lasts. */
  leaseMs: number;
  /** How often the holder renews, and how often a waiting process tries to take it. */
  renewMs: number;
}

export interface Lease {
  readonly owner: string;
  /**
   * True while this process may do the work: it holds the lease and more than `renewMs` of it
   * is left, so work started now ends before anyone else can take it over.
   */
  holds(): boolean;
  /** Resolves at the next change of `holds()` (or after `renewMs`, or when `signal` aborts). */
  changed(signal: AbortSignal): Promise<void>;
  /** Listeners called when this process loses the lease. */
  onLost(listener: () => void): void;
  /** Stops renewing and releases the lease if held. */
  stop(): Promise<void>;
}

interface LeaseDoc extends CouchDoc {
  owner: string;
  expires_at: string;
}

export function startLease(options: {
  store: StoreClient;
  id: string;
  owner: string;
  timing: LeaseTiming;
  log: (message: string) => void;
}): Lease {
  const { store, id, owner, timing, log } = options;
  let held = false;
  let expiresAt = 0;
  let rev: string | undefined;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const waiters = new Set<() => void>();
  const lostListeners: Array<() => void> = [];

  const holds = (): boolean => !stopped && held && Date.now() < expiresAt - timing.renewMs;

  const setHeld = (next: boolean): void => {
    const was = held;
    held = next;
    if (was && !next) lostListeners.forEach((listener) => listener());
    if (was !== next) {
      for (const wake of waiters) wake();
    }
  };

  const tryTake = async (): Promise<void> => {
    const now = Date.now();
    const until = now + timing.leaseMs;
    // Someone else wrote the lease between our read and our write: they have it.
    const outcome = await ifLostRace(
      updateDocument<LeaseDoc>(
        store,
        STATE_DATABASE,
        id,
        (current) =>
          current && current.owner !== owner && Date.parse(current.expires_at) > now
            ? undefined
            : { _id: id, owner, expires_at: new Date(until).toISOString() },
        { retries: 0 },
      ),
      () => undefined,
    );
    if (!outcome?.written) {
      setHeld(false);
      return;
    }
    rev = outcome.doc._rev;
    expiresAt = until;
    setHeld(true);
    if (!stopped) for (const wake of waiters) wake();
  };

  const tick = (): void => {
    if (stopped) return;
    inFlight = tryTake().then(
      () => {
        if (failing) log(`lease ${id}: store reachable again`);
        failing = false;
      },
      (error: unknown) => {
        // The store is restarting or unreachable: keep what we have; holds() ends by itself
        // when the lease runs out, and the next tick tries again.
        if (!failing) log(`lease ${id}: cannot reach the store (${(error as Error).message}); retrying`);
        failing = true;
        if (held && Date.now() >= expiresAt) setHeld(false);
      },
    );
    void inFlight.then(() => {
      if (!stopped) timer = setTimeout(tick, timing.renewMs);
    });
  };
  tick();

  return {
    owner,
    holds,
    changed(signal) {
      return new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(fallback);
          waiters.delete(done);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const fallback = setTimeout(done, timing.renewMs);
        waiters.add(done);
        signal.addEventListener('abort', done, { once: true });
      });
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      clearTimeout(timer);
      for (const wake of waiters) wake();
      if (!held || !rev) return;
      held = false;
      // Let another process take over at once instead of after the lease runs out.
      const ours = { _id: id, _rev: rev, owner, expires_at: new Date(0).toISOString() };
      await updateDocument<LeaseDoc>(store, STATE_DATABASE, id, () => ours, {
        retries: 0,
        read: async () => ours,
      }).catch(() => {
        // Not ours any more, or the store is gone: it runs out by itself.
      });
    },
  };
}
