// One on-device search index per running sync engine: built in a Web Worker from the local
// catalogue, kept current from RxDB's change events, dropped when the engine stops. Pages share
// it, so leaving and reopening the search page does not rebuild 40,000 records.
import { feedSearchIndex } from '../db/search-feed.ts';
import type { SyncEngine } from '../db/sync-engine.ts';
import { createSearchClient, type SearchClient } from './search-client.ts';

export interface SearchService {
  /** Searches once the first build is done, so an early query is not answered by an empty index. */
  search: SearchClient['search'];
  /** Tells when the index changed (the catalogue synced more), so results can be refreshed. */
  subscribe(listener: () => void): () => void;
}

const UPDATE_THROTTLE_MS = 250;

const services = new WeakMap<SyncEngine, SearchService>();

export function searchServiceFor(engine: SyncEngine): SearchService {
  let service = services.get(engine);
  if (service) return service;
  const client = createSearchClient();
  const listeners = new Set<() => void>();
  let markBuilt: () => void = () => {};
  const built = new Promise<void>((resolve) => (markBuilt = resolve));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopFeed = feedSearchIndex(engine.local, client, (first) => {
    if (first) markBuilt();
    timer ??= setTimeout(() => {
      timer = undefined;
      for (const listener of listeners) listener();
    }, UPDATE_THROTTLE_MS);
  });
  engine.onStop(() => {
    stopFeed();
    clearTimeout(timer);
    client.terminate();
  });
  service = {
    search: async (query, options) => {
      await built;
      return client.search(query, options);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  services.set(engine, service);
  return service;
}
