// A product's alternatives, computed on the device from the local catalogue (so offline too)
// and again whenever the catalogue changes (a product renamed, hidden, or arriving by sync).
import { useEffect, useMemo, useState } from 'react';
import type { Product } from '@poct/schemas';
import { watchCatalogue } from '../../db/products.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';
import { alternativesOf, type Alternative } from './alternatives.ts';

/** Undefined until the catalogue has been read once. */
export function useAlternatives(engine: SyncEngine, product: Product | undefined): Alternative[] | undefined {
  const [catalogue, setCatalogue] = useState<Product[] | undefined>(undefined);
  useEffect(() => watchCatalogue(engine.local, setCatalogue), [engine]);
  return useMemo(
    () => (product && catalogue ? alternativesOf(product, catalogue) : undefined),
    [product, catalogue],
  );
}
