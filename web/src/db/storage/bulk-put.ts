// Large inserts into a Dexie table, put by a worker (staff first sync). Chromium
// serialises each IndexedDB `put` on the calling thread at a cost per record (about 40 µs): the
// 240,000 master documents of a staff first sync at 40,000 products kept the page's thread busy
// for 18 s. Posted to a worker, the same documents cost the page one structured clone per slice,
// and the puts run on the worker's thread. The documents go in slices, each one transaction;
// the returned promise settles once every slice has committed (or the first has failed), which
// is all the caller (empty-start-storage.ts) promised before: a fork's documents stored before
// the meta write that names them resolves.
import { putSlice, type BulkPutRequest, type BulkPutAnswer } from './bulk-put-handler.ts';

const SLICE = 10_000;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

function bulkPutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./bulk-put.worker.ts', import.meta.url), { type: 'module', name: 'bulk-put' });
  worker.onmessage = (event: MessageEvent<BulkPutAnswer>) => {
    const { id, error } = event.data;
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) pending?.resolve();
    else pending?.reject(new Error(`bulk put in the worker: ${error}`));
  };
  return worker;
}

/**
 * Puts `docs` into `store` of the IndexedDB database `database`, in a worker where the browser
 * has workers (in Node, where the tests run RxDB on fake-indexeddb, on this thread).
 */
export function bulkPut(database: string, store: string, docs: readonly object[]): Promise<void> {
  const slices: Array<Promise<void>> = [];
  for (let start = 0; start < docs.length; start += SLICE) {
    const request: BulkPutRequest = { id: ++nextId, database, store, docs: docs.slice(start, start + SLICE) };
    if (typeof Worker === 'undefined') {
      slices.push(putSlice(indexedDB, request));
      continue;
    }
    slices.push(
      new Promise<void>((resolve, reject) => {
        waiting.set(request.id, { resolve, reject });
        bulkPutWorker().postMessage(request);
      }),
    );
  }
  return Promise.all(slices).then(() => undefined);
}
