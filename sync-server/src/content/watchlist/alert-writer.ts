// Writes alerts into the alerts databases of the users who watch a changed product. The projector
// calls it inside a batch, before it writes the catalogue (and the publications), under its lease:
// one process at a time, and a batch applied again after a crash computes the same alert ids,
// which are then taken, so nothing is written twice (alert-entries.ts). Only users with premium at
// that moment get an alert, and a publication or safety notice only those whose plan shows links.
// A product that leaves the catalogue (hidden or deleted) takes its alerts out of every user's
// alerts database, so no alert names a hidden product.
import { rightsAt } from '@poct/schemas';
import type { Account, Accounts } from '../../identity/index.ts';
import { readEntitlements } from '../../identity/index.ts';
import { StoreError, type CouchDoc, type StoreClient } from '../../platform/store/couch-client.ts';
import { userAlertsDbName, userWatchlistDbName } from '../../platform/store/databases.ts';
import { createDocuments, updateDocuments } from '../../platform/store/update-document.ts';
import type { CatalogueWatchers, LinkEntering, ProductWrite } from '../projector/projector.ts';
import { alertRange, linkAlert, productAlerts, type AlertEntry } from './alert-entries.ts';

const CONFLICT_RETRIES = 5;

export interface AlertWriterDeps {
  store: StoreClient;
  accounts: Pick<Accounts, 'list'>;
  /** Tells the user's live devices that their alerts changed. */
  notify?: (userId: string) => void;
  now?: () => number;
}

/** Documents of a per-user database that may not exist yet (none then). */
async function docsOf(
  store: StoreClient,
  db: string,
  options: Parameters<StoreClient['allDocs']>[1],
): Promise<CouchDoc[]> {
  try {
    return await store.allDocs(db, options);
  } catch (error) {
    if (error instanceof StoreError && error.status === 404) return [];
    throw error;
  }
}

export function createAlertWriter(deps: AlertWriterDeps): CatalogueWatchers {
  const { store } = deps;
  const now = deps.now ?? Date.now;

  /** The ids among `productIds` the user watches. */
  async function watched(userId: string, productIds: string[]): Promise<Set<string>> {
    const docs = await docsOf(store, userWatchlistDbName(userId), { keys: productIds });
    return new Set(docs.filter((doc) => !doc._deleted).map((doc) => doc._id));
  }

  async function rightsOf(account: Account, at: number): Promise<{ premium: boolean; links: boolean }> {
    const rights = rightsAt(await readEntitlements(store, account), at);
    return { premium: rights.premium, links: rights.premium && rights.link_access !== false };
  }

  /** Gives each premium watcher the alerts of the products they watch (`linked`: needs link access). */
  async function deliver(byProduct: Map<string, AlertEntry[]>, linked: boolean): Promise<void> {
    if (byProduct.size === 0) return;
    const at = now();
    const productIds = [...byProduct.keys()];
    for (const account of await deps.accounts.list()) {
      // A closed account waits for its erasure: nothing new for it.
      if (account.closed_at) continue;
      const rights = await rightsOf(account, at);
      if (!(linked ? rights.links : rights.premium)) continue;
      const entries = [...(await watched(account.id, productIds))].flatMap((id) => byProduct.get(id) ?? []);
      if (entries.length === 0) continue;
      const db = userAlertsDbName(account.id);
      await store.ensureDatabase(db);
      // A taken id is the alert of a batch applied before: nothing to write.
      const written = await createDocuments(store, db, entries);
      if (written.some((rev) => rev !== undefined)) deps.notify?.(account.id);
    }
  }

  /** Deletes every alert naming one of `productIds` from every user's alerts database. */
  async function remove(productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    for (const account of await deps.accounts.list()) {
      const db = userAlertsDbName(account.id);
      const ids: string[] = [];
      for (const productId of productIds) {
        for (const doc of await docsOf(store, db, alertRange(productId))) ids.push(doc._id);
      }
      if (ids.length === 0) continue;
      await updateDocuments(
        store,
        db,
        ids,
        (id, current) => (current ? { _id: id, _deleted: true } : undefined),
        {
          retries: CONFLICT_RETRIES,
        },
      );
      deps.notify?.(account.id);
    }
  }

  return {
    async productsWritten(writes: readonly ProductWrite[]) {
      const at = new Date(now()).toISOString();
      const byProduct = new Map<string, AlertEntry[]>();
      for (const { id, rev, before, after } of writes) {
        const entries = productAlerts(id, rev, before, after, at);
        if (entries.length > 0) byProduct.set(id, entries);
      }
      await deliver(byProduct, false);
      await remove(writes.filter((write) => write.before && !write.after).map((write) => write.id));
    },
    async linksEntering(links: readonly LinkEntering[]) {
      const at = new Date(now()).toISOString();
      const byProduct = new Map<string, AlertEntry[]>();
      for (const { link, product } of links) {
        const entry = linkAlert(link, product, at);
        if (entry) byProduct.set(product._id, [...(byProduct.get(product._id) ?? []), entry]);
      }
      await deliver(byProduct, true);
    },
  };
}
