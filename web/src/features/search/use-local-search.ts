// Premium search: one question per key to the search worker (search-service.ts), which answers
// the page of product cards, the total and the facet counts for the current filter; the cards
// come from the worker's memory, not from the local database. Only the newest query's answer is
// shown; typing never waits for it. Without a query or filter the facets still answer (the whole
// catalogue's counts), so the filter panel is there to browse by filters alone.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MasterData, RatingTotals } from '@poct/schemas';
import type { FacetCounts } from './facets/facet-index.ts';
import { isFiltering, MULTI_FACETS, type FilterState, type MultiFacet } from './facets/filter-state.ts';
import type { ProductCard } from './product-card.ts';
import { isSupersededSearch } from './search-client.ts';
import type { SearchService } from './search-service.ts';
import type { FacetCountPairs } from './search-catalogue.ts';

export interface LocalSearchResult {
  /** The text these results answer (the page marks it, see SearchPage's data-query). */
  query: string;
  products: ProductCard[];
  total: number;
  counts: FacetCounts;
  masterdata: ReadonlyMap<string, MasterData>;
  /** A query or filter was asked (else only the counts are meant). */
  active: boolean;
}

/**
 * The answer's counts, keeping each facet's map from `before` when its counts are the same, so a
 * facet group whose counts a key did not change does not re-render (FilterPanel memoises them).
 */
function toCounts(pairs: FacetCountPairs, before: FacetCounts | undefined): FacetCounts {
  const values = {} as Record<MultiFacet, Map<string, number>>;
  for (const facet of MULTI_FACETS) {
    const held = before?.values[facet];
    values[facet] = held && sameCounts(held, pairs[facet]) ? held : new Map(pairs[facet]);
  }
  return { values };
}

function sameCounts(held: ReadonlyMap<string, number>, pairs: ReadonlyArray<[string, number]>): boolean {
  return held.size === pairs.length && pairs.every(([value, count]) => held.get(value) === count);
}

/** A counter that moves whenever the worker's contents change, to ask again. */
function useRevision(service: SearchService): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => service.subscribe(() => setRevision((value) => value + 1)), [service]);
  return revision;
}

export function useLocalSearch(
  service: SearchService,
  query: string,
  filter: FilterState,
  limit: number,
  ratings: RatingTotals,
): [shown: LocalSearchResult | null, latest: LocalSearchResult | null] {
  const [result, setResult] = useState<LocalSearchResult | null>(null);
  const revision = useRevision(service);
  const ready = useSyncExternalStore(service.subscribe, service.ready, service.ready);
  const active = query.trim() !== '' || isFiltering(filter);

  useEffect(() => service.setRatings(ratings), [service, ratings]);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    service
      .query({ query, filter, limit: active ? limit : 0 })
      .then((answer) => {
        if (!current) return;
        setResult((before) => ({
          query,
          // The same object for a card shown before (search-client.ts), so its memoised card skips.
          products: answer.cards,
          total: answer.total,
          counts: toCounts(answer.counts, before?.counts),
          masterdata: service.masterdata(),
          active,
        }));
      })
      .catch((error: unknown) => {
        if (!isSupersededSearch(error)) console.error('[search]', error);
      });
    return () => {
      current = false;
    };
  }, [service, query, filter, limit, revision, active, ready, ratings]);

  // The counts-only answer never stands for the results of a query or filter; its counts still
  // do for the filter panel until the answer comes (remounting the panel on a first key cost
  // more than the key's whole answer).
  return [active && result && !result.active ? null : result, result];
}
