// The one read-modify-write of a store document: read it, let `change` decide from exactly what
// was read, and write at that revision. The store accepts one write per revision, so a write
// that lost a race (409) reads again and decides again on the newer document: no change is lost
// and no decision is made twice on the same state. Used by the read-modify-writes of accounts,
// orders, the ad ledger, the moderation store, the forum, the rate-limit counters, own reviews and
// the projector's checkpoints. `isConflict` is the one test for a lost race or a taken id.
import { StoreError, type CouchDoc, type StoreClient } from './couch-client.ts';
import { conflictPause } from './serial-queue.ts';

export interface UpdateOptions<D extends CouchDoc> {
  /** Conflicts taken before giving up (the last conflict is then thrown). */
  retries: number;
  /** Reads the current document; default: the stored one, undefined when there is none. */
  read?: () => Promise<D | undefined>;
}

export type UpdateOutcome<D extends CouchDoc> =
  /** `change` left the document as it was: nothing written. */
  | { written: false; current: D | undefined }
  /** The document as written, with its new revision. */
  | { written: true; doc: D };

export const isConflict = (error: unknown): boolean => error instanceof StoreError && error.status === 409;

/**
 * Applies `change` to the current document of `id` in `db` (undefined: there is none) and writes
 * the result at the revision read, again after a short random pause on a conflict. `change`
 * returns undefined to write nothing, and throws to refuse (nothing is written).
 */
export async function updateDocument<D extends CouchDoc>(
  store: StoreClient,
  db: string,
  id: string,
  change: (current: D | undefined) => Promise<D | undefined> | D | undefined,
  options: UpdateOptions<D>,
): Promise<UpdateOutcome<D>> {
  const read = options.read ?? (() => store.get<D>(db, id));
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await conflictPause(attempt);
    const current = await read();
    const next = await change(current);
    if (!next) return { written: false, current };
    const { _rev: _ignored, ...fields } = next;
    const doc = { ...fields, _id: id, ...(current?._rev ? { _rev: current._rev } : {}) } as D;
    try {
      const { rev } = await store.put(db, doc);
      return { written: true, doc: { ...doc, _rev: rev } };
    } catch (error) {
      if (!isConflict(error) || attempt >= options.retries) throw error;
    }
  }
}
