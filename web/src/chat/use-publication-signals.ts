// How many of a product's shown publications (the product page's rules: selectPublications in @poct/schemas)
// carry each signal colour, read from the device. Empty without link access (no publications
// replicated).
import { useEffect, useState } from 'react';
import { selectPublications, type Signal } from '@poct/schemas';
import { getPublications } from '../db/products.ts';
import type { SyncEngine } from '../db/sync-engine.ts';

export type SignalCounts = Partial<Record<Signal, number>>;

export function usePublicationSignals(engine: SyncEngine | null, productId: string): SignalCounts {
  const [counts, setCounts] = useState<SignalCounts>({});
  useEffect(() => {
    if (!engine) return;
    let current = true;
    void getPublications(engine.local, productId).then((links) => {
      const next: SignalCounts = {};
      for (const link of selectPublications(links)) next[link.signal] = (next[link.signal] ?? 0) + 1;
      if (current) setCounts(next);
    });
    return () => {
      current = false;
    };
  }, [engine, productId]);
  return counts;
}
