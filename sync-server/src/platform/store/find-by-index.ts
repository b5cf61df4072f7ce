// Every document of a server-only database matching a Mango selector, through a named index on
// the given fields. The index is a design document, so this is for databases no client
// replicates (sessions, audit). It is created on first use in each process (creating one that
// exists is a no-op for PouchDB and CouchDB alike); answers come in pages.
import type { CouchDoc, StoreClient } from './couch-client.ts';
import { updateDocument } from './update-document.ts';

export interface MangoIndex {
  name: string;
  fields: readonly string[];
}

const PAGE = 1000;
const created = new WeakMap<StoreClient, Map<string, Promise<unknown>>>();

/** Creates the index unless this process did already (a no-op in the store when it exists). */
export function ensureIndex(store: StoreClient, db: string, index: MangoIndex): Promise<unknown> {
  let byKey = created.get(store);
  if (!byKey) created.set(store, (byKey = new Map()));
  const key = `${db}/${index.name}`;
  let pending = byKey.get(key);
  if (!pending) {
    pending = store.json(`${db}/_index`, {
      method: 'POST',
      body: { index: { fields: index.fields }, ddoc: index.name, name: index.name, type: 'json' },
    });
    // A failure is not remembered: the next call tries again.
    pending.catch(() => byKey.delete(key));
    byKey.set(key, pending);
  }
  return pending;
}

export async function findByIndex<T extends CouchDoc>(
  store: StoreClient,
  db: string,
  index: MangoIndex,
  selector: Record<string, unknown>,
): Promise<T[]> {
  await ensureIndex(store, db, index);
  return findPaged<T>(store, db, { selector, use_index: index.name });
}

/**
 * Every document `selector` matches, without an index: a scan of the whole database, for rare
 * jobs over few matches (the retention of reporters' data).
 */
export function findScanning<T extends CouchDoc>(
  store: StoreClient,
  db: string,
  selector: Record<string, unknown>,
): Promise<T[]> {
  return findPaged<T>(store, db, { selector });
}

async function findPaged<T extends CouchDoc>(
  store: StoreClient,
  db: string,
  query: Record<string, unknown>,
): Promise<T[]> {
  const found: T[] = [];
  for (;;) {
    const { docs } = await store.json<{ docs: T[] }>(`${db}/_find`, {
      method: 'POST',
      body: { ...query, limit: PAGE, skip: found.length },
    });
    found.push(...docs);
    if (docs.length < PAGE) return found;
  }
}

/**
 * Deletes every document `findByIndex` finds (an erased account's sessions, tokens, security
 * events). Safe to run again: a document already gone is skipped.
 */
export async function deleteByIndex(
  store: StoreClient,
  db: string,
  index: MangoIndex,
  selector: Record<string, unknown>,
): Promise<void> {
  for (const found of await findByIndex<CouchDoc>(store, db, index, selector))
    await updateDocument<CouchDoc>(
      store,
      db,
      found._id,
      (doc) => (doc && !doc._deleted ? { _id: found._id, _deleted: true } : undefined),
      { retries: 3 },
    );
}
