// Premium search: the text goes to the on-device index (a Web Worker), which answers every
// matching id in relevance order; the facet index then applies the filter, counts each facet and
// sorts; the page's products are read from the local catalogue. Only the newest query's answer
// is shown; typing never waits for it.
import { useEffect, useState } from 'react';
import type { MasterData, Product } from '@poct/schemas';
import { getMasterData, getProducts } from '../db/products.ts';
import type { SyncEngine } from '../db/sync-engine.ts';
import type { FacetCounts } from './facets/facet-index.ts';
import { isFiltering, type FilterState } from './facets/filter-state.ts';
import { isSupersededSearch } from './search-client.ts';
import { facetServiceFor } from './facets/facet-service.ts';
import { searchServiceFor } from './search-service.ts';
import { sortByRating, type RatingTotals } from '@poct/schemas';
import { useRatingTotals } from '../reviews/use-rating-totals.ts';

export interface LocalSearchResult {
  /** The text these results answer (the page marks it, see SearchPage's data-query). */
  query: string;
  products: Product[];
  total: number;
  counts: FacetCounts;
  masterdata: ReadonlyMap<string, MasterData>;
  /** Count and sum of overall ratings by product, from the device's reviews. */
  ratings: RatingTotals;
}

/** More than any catalogue holds: the filter needs every match, not a page. */
const ALL = 1_000_000;

export function useLocalSearch(
  engine: SyncEngine,
  query: string,
  filter: FilterState,
  limit: number,
): LocalSearchResult | null {
  const [result, setResult] = useState<LocalSearchResult | null>(null);
  const [masterdata, setMasterdata] = useState<ReadonlyMap<string, MasterData>>(new Map());
  // Bumped when an index changes (more of the catalogue arrived, a product was renamed).
  const [revision, setRevision] = useState(0);
  const active = query.trim() !== '' || isFiltering(filter);
  const ratings = useRatingTotals(engine);

  useEffect(() => {
    const bump = () => setRevision((value) => value + 1);
    const unsubscribeSearch = searchServiceFor(engine).subscribe(bump);
    const unsubscribeFacets = facetServiceFor(engine).subscribe(bump);
    return () => {
      unsubscribeSearch();
      unsubscribeFacets();
    };
  }, [engine]);

  useEffect(() => {
    let current = true;
    void getMasterData(engine.local).then((map) => current && setMasterdata(map));
    return () => {
      current = false;
    };
  }, [engine, revision]);

  useEffect(() => {
    const facets = facetServiceFor(engine).current();
    if (!active || !facets) return;
    let current = true;
    void (async () => {
      const candidates = query.trim()
        ? (await searchServiceFor(engine).search(query, { limit: ALL })).ids
        : null;
      const filtered = facets.filter(filter, candidates);
      const ids = filter.sort === 'rating' ? sortByRating(filtered.ids, ratings) : filtered.ids;
      const products = await getProducts(engine.local, ids.slice(0, limit));
      if (current)
        setResult({ query, products, total: ids.length, counts: filtered.counts, masterdata, ratings });
    })().catch((error: unknown) => {
      if (!isSupersededSearch(error)) console.error('[search]', error);
    });
    return () => {
      current = false;
    };
  }, [engine, query, filter, limit, masterdata, revision, active, ratings]);

  return active ? result : null;
}
