// Slots held at the same time (not events per window) counted in the store (`rate_limits`), so
// a cap such as "one user holds at most N feeds" holds across every server process sharing one
// CouchDB. One document per key (`held:<hash>`) lists each process's count of the slots it
// holds; a process writes only its own entry, at the revision it read (a lost race reads again),
// so two processes cannot both take the last slot. Each process also keeps a heartbeat document
// (`held-instance:<id>`): the entries of a process whose heartbeat has run out (it was killed)
// no longer count, so its slots come back within `leaseMs`. Within one process the writes of one
// key queue behind each other and one write claims every take waiting (a burst costs one
// write, not one each), and a take past the cap of this process alone is refused at once.
// A process keeps the slots it has claimed until `giveBackMs` after the last was given back, so
// a device's longpolls (one ends, the next opens) cost no store write each; another process may
// meanwhile be refused (429 with Retry-After) a slot that is claimed but unused.
import crypto from 'node:crypto';
import type { CouchDoc, StoreClient } from '../store/couch-client.ts';
import { createSerialQueue } from '../store/serial-queue.ts';
import { updateDocument } from '../store/update-document.ts';

const DB = 'rate_limits';
const INSTANCE_PREFIX = 'held-instance:';

interface Holding {
  count: number;
  /** Epoch ms of this entry's write: an entry written within the lease counts in any case. */
  at: number;
}

interface SlotsDoc extends CouchDoc {
  holders: Record<string, Holding>;
}

interface InstanceDoc extends CouchDoc {
  until: number;
}

export interface SharedSlots {
  /** Takes one slot of `key` if fewer than `limit` are held on all processes together. */
  take(key: string, limit: number): Promise<boolean>;
  /** Gives one taken slot of `key` back. */
  give(key: string): void;
  /** Stops the heartbeat and gives back everything this process holds. */
  close(): Promise<void>;
}

export function createSharedSlots(options: {
  store: StoreClient;
  /** How long a killed process's slots still count. */
  leaseMs: number;
  /** How long claimed slots stay claimed after their last holder gave them back. */
  giveBackMs?: number;
  now?: () => number;
}): SharedSlots {
  const { store, leaseMs } = options;
  const giveBackMs = options.giveBackMs ?? 1000;
  const now = options.now ?? Date.now;
  const instance = crypto.randomUUID();
  /** Slots held by connections on this process. */
  const granted = new Map<string, number>();
  /** Takes waiting for the store. */
  const pending = new Map<string, number>();
  /** This process's entry in the store (at least `granted`). */
  const claimed = new Map<string, number>();
  const givingBack = new Map<string, NodeJS.Timeout>();
  const serially = createSerialQueue();
  /** Heartbeats of the other processes, as last read. */
  let alive = new Map<string, number>();

  const docId = (key: string) => `held:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  const counts = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const next = counts(map, key) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };

  /** Another process's entry counts while it is fresh or that process's heartbeat runs. */
  const stillCounts = (id: string, holding: Holding) =>
    id !== instance && holding.count > 0 && (now() - holding.at < leaseMs || (alive.get(id) ?? 0) > now());

  function othersHold(doc: SlotsDoc | undefined): number {
    let sum = 0;
    for (const [id, holding] of Object.entries(doc?.holders ?? {}))
      if (stillCounts(id, holding)) sum += holding.count;
    return sum;
  }

  /** Writes this process's entry for `key` as `count`, dropping entries that no longer count. */
  function write(key: string, decide: (doc: SlotsDoc | undefined) => number | undefined) {
    return updateDocument<SlotsDoc>(
      store,
      DB,
      docId(key),
      (doc) => {
        const count = decide(doc);
        if (count === undefined) return undefined;
        const holders: Record<string, Holding> = {};
        for (const [id, holding] of Object.entries(doc?.holders ?? {})) {
          if (stillCounts(id, holding)) holders[id] = holding;
        }
        if (count > 0) holders[instance] = { count, at: now() };
        if (!doc && count === 0) return undefined;
        return { _id: docId(key), holders };
      },
      { retries: 50 },
    );
  }

  /**
   * Writes the claim of `key` down to what is held once `giveBackMs` have passed without another
   * slot given back: a user whose connections keep turning over keeps the claim it had at most.
   */
  function giveBackLater(key: string): void {
    clearTimeout(givingBack.get(key));
    const timer = setTimeout(() => {
      givingBack.delete(key);
      void serially(key, async () => {
        const held = counts(granted, key);
        if (counts(claimed, key) <= held) return;
        // Lowered first: a take meanwhile must claim anew, behind this write.
        bump(claimed, key, held - counts(claimed, key));
        await write(key, () => held);
      }).catch(() => undefined);
    }, giveBackMs);
    timer.unref();
    givingBack.set(key, timer);
  }

  /** Writes the claim of `key` again (its time renewed). */
  function renew(key: string): void {
    void serially(key, async () => {
      const claim = counts(claimed, key);
      if (claim > 0) await write(key, () => claim);
    }).catch(() => undefined);
  }

  async function heartbeat(): Promise<void> {
    const id = `${INSTANCE_PREFIX}${instance}`;
    await updateDocument<InstanceDoc>(
      store,
      DB,
      id,
      (doc) => ({ ...(doc ?? { _id: id }), until: now() + leaseMs }),
      {
        retries: 3,
      },
    );
    const beats = await store.allDocs<InstanceDoc>(DB, {
      startkey: INSTANCE_PREFIX,
      endkey: `${INSTANCE_PREFIX}\ufff0`,
    });
    alive = new Map(beats.map((beat) => [beat._id.slice(INSTANCE_PREFIX.length), beat.until]));
    // Entries written long ago are renewed, so that they count while this process lives even
    // if another process has not yet read its heartbeat.
    for (const key of claimed.keys()) renew(key);
  }
  const ticking = setInterval(() => void heartbeat().catch(() => undefined), leaseMs / 3);
  ticking.unref();
  void heartbeat().catch(() => undefined);

  return {
    async take(key, limit) {
      if (counts(granted, key) + counts(pending, key) >= limit) return false;
      const fromClaim = () => {
        if (counts(granted, key) >= counts(claimed, key)) return false;
        bump(granted, key, 1);
        return true;
      };
      if (fromClaim()) return true;
      bump(pending, key, 1);
      try {
        return await serially(key, async () => {
          if (fromClaim()) return true;
          let claim = 0;
          await write(key, (doc) => {
            const held = counts(granted, key);
            // Every take waiting on this key (this one among them) is claimed in this one write,
            // as far as the limit allows: a burst of longpolls costs one write, not one each.
            const wanted = Math.min(held + counts(pending, key), limit - othersHold(doc));
            claim = wanted > held ? wanted : 0;
            return claim || undefined;
          });
          if (claim === 0) return false;
          bump(granted, key, 1);
          claimed.set(key, claim);
          return true;
        });
      } finally {
        bump(pending, key, -1);
      }
    },
    give(key) {
      bump(granted, key, -1);
      giveBackLater(key);
    },
    async close() {
      clearInterval(ticking);
      for (const timer of givingBack.values()) clearTimeout(timer);
      const keys = [...claimed.keys()];
      granted.clear();
      claimed.clear();
      await Promise.all(keys.map((key) => serially(key, () => write(key, () => 0)).catch(() => undefined)));
    },
  };
}
