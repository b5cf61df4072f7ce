// Premium search: the query goes to the on-device index (a Web Worker), the hits are read from
// the local catalogue. Only the newest query's answer is shown; typing never waits for it.
import { useEffect, useState } from 'react';
import type { MasterData, Product } from '@poct/schemas';
import { getMasterData, getProducts } from '../../db/products.ts';
import type { SyncEngine } from '../../db/sync-engine.ts';
import { isSupersededSearch } from '../../search/search-client.ts';
import { searchServiceFor } from '../../sync/search-service.ts';

export interface LocalSearchResult {
  query: string;
  products: Product[];
  total: number;
  masterdata: ReadonlyMap<string, MasterData>;
}

export function useLocalSearch(
  engine: SyncEngine | null,
  query: string,
  limit: number,
): LocalSearchResult | null {
  const [result, setResult] = useState<LocalSearchResult | null>(null);
  const [masterdata, setMasterdata] = useState<ReadonlyMap<string, MasterData>>(new Map());
  // Bumped when the index changes (more of the catalogue arrived, a product was renamed).
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    if (!engine) return;
    return searchServiceFor(engine).subscribe(() => setRevision((value) => value + 1));
  }, [engine]);

  useEffect(() => {
    if (!engine) return;
    let current = true;
    void getMasterData(engine.local).then((map) => current && setMasterdata(map));
    return () => {
      current = false;
    };
  }, [engine, revision]);

  useEffect(() => {
    if (!engine || !query.trim()) return;
    let current = true;
    void (async () => {
      const hits = await searchServiceFor(engine).search(query, { limit });
      const products = await getProducts(engine.local, hits.ids);
      if (current) setResult({ query, products, total: hits.total, masterdata });
    })().catch((error: unknown) => {
      if (!isSupersededSearch(error)) console.error('[search]', error);
    });
    return () => {
      current = false;
    };
  }, [engine, query, limit, masterdata, revision]);

  return engine && query.trim() ? result : null;
}
