// How many of a product's shown publications (the product page's rules: selectPublications in @poct/schemas)
// carry each signal colour, read from the device and kept current as the sync brings them. Empty
// without link access (no publications replicated).
import { useEffect, useState } from 'react';
import { selectPublications, type Signal } from '@poct/schemas';
import { watchPublications } from '../../db/products.ts';
import type { SyncEngine } from '../../db/replication/sync-engine.ts';

export type SignalCounts = Partial<Record<Signal, number>>;

export function usePublicationSignals(engine: SyncEngine | null, productId: string): SignalCounts {
  const [counts, setCounts] = useState<SignalCounts>({});
  useEffect(() => {
    if (!engine) return;
    return watchPublications(engine.local, [productId], (byProduct) => {
      const next: SignalCounts = {};
      for (const link of selectPublications(byProduct.get(productId) ?? [])) {
        next[link.signal] = (next[link.signal] ?? 0) + 1;
      }
      setCounts(next);
    });
  }, [engine, productId]);
  return counts;
}
