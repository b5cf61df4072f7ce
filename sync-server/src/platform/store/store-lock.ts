// A short lock in the store around a check and the writes that depend on it (demo slots that must
// not overlap, the last super-admin), for requests that may run at the same moment in one or
// several server processes. It is a lease document of `server_state` as projector/lease.ts keeps
// them (`{ owner, expires_at }`): taken when it has run out, always written with the `_rev` that
// was read, so the store lets exactly one taker win; given back (run out) when the work ends. A
// holder that dies lets it run out by itself after `leaseMs`.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CouchDoc, StoreClient } from './couch-client.ts';
import { STATE_DATABASE } from './databases.ts';
import { isConflict } from './update-document.ts';

interface LockDoc extends CouchDoc {
  owner: string;
  expires_at: string;
}

/** Long enough for any work done under a lock; what a crashed holder costs the others. */
export const STORE_LOCK_MS = 30_000;
const POLL_MS = 20;

export const storeLockId = (name: string): string => `lock:${name}`;

/** Runs `work` while holding the lock `name`, waiting for it as long as another holds it. */
export async function withStoreLock<T>(
  store: StoreClient,
  name: string,
  work: () => Promise<T>,
  leaseMs = STORE_LOCK_MS,
): Promise<T> {
  const id = storeLockId(name);
  const owner = crypto.randomUUID();
  for (;;) {
    const current = await store.get<LockDoc>(STATE_DATABASE, id);
    if (!current || Date.parse(current.expires_at) <= Date.now()) {
      let rev: string | undefined;
      try {
        rev = (
          await store.put(STATE_DATABASE, {
            _id: id,
            ...(current?._rev ? { _rev: current._rev } : {}),
            owner,
            expires_at: new Date(Date.now() + leaseMs).toISOString(),
          })
        ).rev;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
      if (rev) {
        try {
          return await work();
        } finally {
          // Run out at once; a 409 means it ran out anyway and another holder has it now.
          await store
            .put(STATE_DATABASE, { _id: id, _rev: rev, owner, expires_at: new Date(0).toISOString() })
            .catch((error: unknown) => {
              if (!isConflict(error)) throw error;
            });
        }
      }
    }
    await sleep(POLL_MS);
  }
}
