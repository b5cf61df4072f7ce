// The catalogue NoodleChat answers from: the device's products and the vocabulary built from its
// master data, one per running sync engine, rebuilt (debounced) when either changes. Works
// offline: it reads only the local database.
import { buildVocabulary, catalogueIndex, type MasterData, type Product } from '@poct/schemas';
import { watchCatalogue, watchMasterData } from '../../db/products.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import type { ChatCatalogue } from './assistant.ts';

export interface ChatCatalogueService {
  current(): ChatCatalogue | null;
  /**
   * The catalogue with every change reported so far: a rebuild still waiting for its debounce is
   * done now. For a question asked right after a sync, which must not be answered from before it.
   */
  latest(): ChatCatalogue | null;
  subscribe(listener: () => void): () => void;
}

const REBUILD_DEBOUNCE_MS = 250;
const services = new WeakMap<SyncEngine, ChatCatalogueService>();

/** `debounceMs` for tests (a rebuild that must not come by itself while one looks). */
export function chatCatalogueFor(engine: SyncEngine, debounceMs = REBUILD_DEBOUNCE_MS): ChatCatalogueService {
  const known = services.get(engine);
  if (known) return known;
  let products: Product[] | null = null;
  let masterdata: MasterData[] | null = null;
  let catalogue: ChatCatalogue | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const build = () => {
    // The one place a waiting rebuild ends (latest() and changed() call it directly too).
    timer = undefined;
    if (!products || !masterdata) return;
    // Index the new catalogue now, not on the first question (schemas/src/catalogue-query/catalogue-index.ts).
    catalogueIndex(products);
    catalogue = {
      products,
      vocabulary: buildVocabulary(
        masterdata,
        products.map((p) => p.manufacturer),
      ),
    };
    for (const listener of listeners) listener();
  };
  const changed = () => {
    clearTimeout(timer);
    // The first data, or the first products after an empty start (a page opened during the first
    // sync), at once; later changes debounced.
    if (catalogue === null || catalogue.products.length === 0) build();
    else timer = setTimeout(build, debounceMs);
  };
  const stops = [
    watchCatalogue(engine.local, (docs) => {
      products = docs;
      changed();
    }),
    watchMasterData(engine.local, (byId) => {
      masterdata = [...byId.values()];
      changed();
    }),
  ];
  engine.onStop(() => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  });
  const service: ChatCatalogueService = {
    current: () => catalogue,
    latest() {
      if (timer !== undefined) {
        clearTimeout(timer);
        build();
      }
      return catalogue;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  services.set(engine, service);
  return service;
}
