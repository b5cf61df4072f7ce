// The bulk-put worker: puts slices of documents into IndexedDB off the page's thread
// (bulk-put.ts). The work is in bulk-put-handler.ts.
import { answer, type BulkPutAnswer, type BulkPutRequest } from './bulk-put-handler.ts';

const scope = self as unknown as {
  postMessage(message: BulkPutAnswer): void;
  onmessage: ((event: MessageEvent<BulkPutRequest>) => void) | null;
};

scope.onmessage = (event) => void answer(indexedDB, event.data).then((result) => scope.postMessage(result));
