// The search worker: holds the product index off the main thread, so typing never waits for it.
// All the work is in worker-handler.ts; this file only wires it to the worker's messages.
import type { SearchRequest, SearchResponse } from './protocol.ts';
import { createSearchHandler } from './worker-handler.ts';

const scope = self as unknown as {
  postMessage(message: SearchResponse): void;
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
};

const handle = createSearchHandler((response) => scope.postMessage(response));
scope.onmessage = (event) => handle(event.data);
