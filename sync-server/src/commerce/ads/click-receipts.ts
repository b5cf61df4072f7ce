// Each served banner's click counts once: its token's nonce is written to `ad_click_receipts` as
// a new document, and the store refuses a second create of the same id (409), also from another
// server process, so a replayed link is recognised without a lock. Receipts are named by the day
// the banner was served, so those older than a token's life are pruned by key range. A receipt
// holds nothing but that id and day.
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { CLICK_TOKEN_MAX_AGE_MS } from './click-token.ts';
import { createDocument } from '../../platform/store/update-document.ts';

export const CLICK_RECEIPTS_DB = 'ad_click_receipts';
const PRUNE_EVERY_MS = 3600_000;

export interface ClickReceipts {
  /** True for the first click of this served banner, false for every repeat. */
  first(nonce: string, servedOn: string): Promise<boolean>;
  /** Forgets receipts past a token's life, at most once an hour per process (in the background). */
  pruneNow(now: number): void;
}

export function createClickReceipts(store: StoreClient): ClickReceipts {
  let lastPrune = 0;
  return {
    async first(nonce, servedOn) {
      return (await createDocument(store, CLICK_RECEIPTS_DB, { _id: `${servedOn}:${nonce}` })).created;
    },
    pruneNow(now) {
      if (now - lastPrune < PRUNE_EVERY_MS) return;
      lastPrune = now;
      // The day before the oldest day a fresh token can have been served on.
      const cutoff = new Date(now - CLICK_TOKEN_MAX_AGE_MS - 86_400_000).toISOString().slice(0, 10);
      void store
        .allDocs<CouchDoc>(CLICK_RECEIPTS_DB, { endkey: `${cutoff}:\uffff`, limit: 500 })
        .then((old) =>
          old.length === 0
            ? undefined
            : store.bulkDocs(
                CLICK_RECEIPTS_DB,
                old.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })),
              ),
        )
        .catch(() => undefined);
    },
  };
}
