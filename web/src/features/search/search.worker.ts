// The search worker: holds the product cards, the text and facet indexes off the main thread,
// so typing never waits for them, and reads and writes the cold-start record. All the work is
// in worker-handler.ts; this file only wires it to the worker's messages and to IndexedDB.
import { indexedDbColdStartStore } from './cold-start-record.ts';
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { createSearchHandler } from './worker-handler.ts';

const scope = self as unknown as {
  postMessage(message: SearchResponse): void;
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
};

const handle = createSearchHandler((response) => scope.postMessage(response), {
  store: typeof indexedDB === 'undefined' ? undefined : indexedDbColdStartStore(indexedDB),
});
scope.onmessage = (event) => handle(event.data);
