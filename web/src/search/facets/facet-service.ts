// One facet index per running sync engine, rebuilt (debounced) when the local catalogue changes.
import { watchCatalogue } from '../../db/products.ts';
import type { SyncEngine } from '../../db/sync-engine.ts';
import { FacetIndex } from './facet-index.ts';

export interface FacetService {
  current(): FacetIndex | null;
  subscribe(listener: () => void): () => void;
}

const REBUILD_DEBOUNCE_MS = 250;
const services = new WeakMap<SyncEngine, FacetService>();

export function facetServiceFor(engine: SyncEngine): FacetService {
  let service = services.get(engine);
  if (service) return service;
  let index: FacetIndex | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const stop = watchCatalogue(engine.local, (products) => {
    clearTimeout(timer);
    // The first build is immediate; later ones wait for a burst of changes to settle.
    const build = () => {
      index = new FacetIndex(products);
      for (const listener of listeners) listener();
    };
    if (index === null) build();
    else timer = setTimeout(build, REBUILD_DEBOUNCE_MS);
  });
  engine.onStop(() => {
    clearTimeout(timer);
    stop();
  });
  service = {
    current: () => index,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  services.set(engine, service);
  return service;
}
