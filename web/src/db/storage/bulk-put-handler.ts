// The work of the bulk-put worker (bulk-put.ts): one slice of documents into one object store,
// in one transaction. Apart from the worker's wiring, so it runs on fake-indexeddb in tests.
import { done } from './idb-request.ts';

export interface BulkPutRequest {
  id: number;
  database: string;
  store: string;
  docs: readonly object[];
}

export interface BulkPutAnswer {
  id: number;
  /** Set when the slice was not stored. */
  error?: string;
}

const connections = new Map<string, Promise<IDBDatabase>>();

/** One connection per database (opened at its current version: Dexie on the page made it). */
function connection(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  let open = connections.get(name);
  if (!open) {
    open = new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name);
      request.onsuccess = () => {
        const db = request.result;
        // A deletion (sign-out wipe) or an upgrade elsewhere must not wait for this connection.
        db.onversionchange = () => {
          db.close();
          connections.delete(name);
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error(`could not open ${name}`));
    });
    connections.set(name, open);
    open.catch(() => connections.delete(name));
  }
  return open;
}

export async function putSlice(factory: IDBFactory, request: BulkPutRequest): Promise<void> {
  const db = await connection(factory, request.database);
  const transaction = db.transaction(request.store, 'readwrite');
  const stored = done(transaction);
  const store = transaction.objectStore(request.store);
  try {
    for (const doc of request.docs) store.put(doc);
  } catch (error) {
    // A put that throws (a document without its key) leaves the others queued: none is kept.
    stored.catch(() => undefined);
    transaction.abort();
    throw error;
  }
  await stored;
}

/** Answers one request: the slice stored, or why not. */
export async function answer(factory: IDBFactory, request: BulkPutRequest): Promise<BulkPutAnswer> {
  try {
    await putSlice(factory, request);
    return { id: request.id };
  } catch (error) {
    return {
      id: request.id,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}
